import { ArticleList } from '../components/article-list/article-list';
import { Container } from '../components/container/container';
import { PageHero } from '../components/page-hero/page-hero';
import { useLocale } from '../components/site-copy/site-copy';
import type { InsightsCopy } from '../content/types';
import { articleIndexChunk } from './article-index';
import styles from './insights-page.module.css';
import type { PageProps } from './page-props';

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
InsightsPage.articlesFor = articleIndexChunk;
