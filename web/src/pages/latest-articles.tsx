import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../components/button-link/button-link';
import { Container } from '../components/container/container';
import { SectionIntro } from '../components/section-intro/section-intro';
import { usePathOf } from '../components/site-copy/site-copy';
import type { Locale } from '../config/locales';
import type { ArticleTeaser } from '../content/insights/article';
import type { InsightsCopy } from '../content/types';
import styles from './landing-page.module.css';

/**
 * The newest three articles of each language (web/build/insights/article-modules.ts), a chunk
 * per language. The home page loads this module, and with it its language's list, once it is
 * interactive: the section is below the first screen, and costs the first load nothing.
 */
const LATEST = import.meta.glob<{ default: readonly ArticleTeaser[] }>(
  '../../.generated/insights/latest/*.json',
);

export interface LatestArticlesProps {
  readonly articles: readonly ArticleTeaser[];
  /** The index's copy: the section borrows its eyebrow, its draft mark and its own two lines. */
  readonly copy: InsightsCopy;
}

/** The language's newest articles, when it has any: headline and date. */
export function LatestArticles({ articles, copy }: LatestArticlesProps) {
  const headingId = useId();
  const pathOf = usePathOf();
  if (articles.length === 0) return null;
  return (
    <section className={styles.latest} aria-labelledby={headingId}>
      <Container>
        <SectionIntro
          intro={{ eyebrow: copy.hero.eyebrow, title: copy.latest.title }}
          headingId={headingId}
        />
        <ol className={styles.latestList}>
          {articles.map((article) => (
            <li key={article.path}>
              <h3>
                <Link to={article.path}>{article.title}</Link>
              </h3>
              <p>
                <time dateTime={article.published}>{article.date}</time>
                {article.draft ? ` · ${copy.draft}` : null}
              </p>
            </li>
          ))}
        </ol>
        <ButtonLink to={pathOf('insights')} variant="quiet">
          {copy.latest.all}
        </ButtonLink>
      </Container>
    </section>
  );
}

/**
 * The section, its language's list (empty when the build wrote none) and its texts, from the
 * index's copy: nothing of it is in the home page's first load.
 */
export async function latestArticlesIn(locale: Locale, copy: Promise<InsightsCopy>) {
  const load = LATEST[`../../.generated/insights/latest/${locale}.json`];
  const [articles, texts] = await Promise.all([load ? load().then((m) => m.default) : [], copy]);
  return { LatestArticles, articles, copy: texts };
}

export type LatestArticlesPart = Awaited<ReturnType<typeof latestArticlesIn>>;
