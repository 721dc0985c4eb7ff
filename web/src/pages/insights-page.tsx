import { ArticleList } from '../components/article-list/article-list';
import { Container } from '../components/container/container';
import { PageHero } from '../components/page-hero/page-hero';
import { useLocale } from '../components/site-copy/site-copy';
import type { Locale } from '../config/locales';
import type { ArticleSummary } from '../content/insights/article';
import type { InsightsCopy } from '../content/types';
import styles from './insights-page.module.css';
import type { PageProps } from './page-props';

/**
 * Each language's list of articles, newest first, as the build writes it
 * (web/build/insights/article-modules.ts): a chunk per language, loaded with the page; this map
 * has one entry per language whatever the number of articles, and only this page's chunk has it.
 */
const INDEXES = import.meta.glob<{ default: readonly ArticleSummary[] }>(
  '../../.generated/insights/index/*.json',
);

/** Beyond this many, older articles fold under a disclosure: no paging routes to maintain. */
export const INDEX_PAGE_SIZE = 12;

/** A language's articles, newest first. */
export function InsightsPage({ copy, articles = [] }: PageProps<InsightsCopy>) {
  const locale = useLocale();
  const first = articles.slice(0, INDEX_PAGE_SIZE);
  const older = articles.slice(INDEX_PAGE_SIZE);
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} />
      <Container className={styles.column}>
        {articles.length === 0 ? <p className={styles.empty}>{copy.empty}</p> : null}
        <ArticleList articles={first} locale={locale} copy={copy} draftLabel={copy.draft} />
        {older.length > 0 ? (
          <details className={styles.older}>
            <summary>{copy.olderArticles.replace('{count}', String(older.length))}</summary>
            <ArticleList articles={older} locale={locale} copy={copy} draftLabel={copy.draft} />
          </details>
        ) : null}
      </Container>
    </>
  );
}

/** The language's list of articles loads with the page. */
InsightsPage.articlesFor = (locale: Locale) => {
  const module = `.generated/insights/index/${locale}.json`;
  const load = INDEXES[`../../${module}`];
  // No article in the language yet (or `npm run dev` before a build): an empty index.
  return load && { module, load: () => load().then((m) => m.default) };
};
