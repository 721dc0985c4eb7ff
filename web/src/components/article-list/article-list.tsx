import { Link } from 'react-router-dom';
import type { Locale } from '../../config/locales';
import type { ArticleSummary } from '../../content/insights/article';
import type { InsightsCopy } from '../../content/types';
import styles from './article-list.module.css';
import { Day, readingTimeOf } from './article-meta';

export interface ArticleListProps {
  readonly articles: readonly ArticleSummary[];
  readonly locale: Locale;
  /** Labels for the byline and reading time; without them a card shows date and text only. */
  readonly copy?: Pick<InsightsCopy, 'byline' | 'readingTime' | 'topics' | 'topicLabels'>;
  /** The mark on a draft (built only with drafts, as `npm start` does). */
  readonly draftLabel: string;
  /** The level of each card's heading under the section's own. */
  readonly headingLevel?: 2 | 3;
}

/** Articles as cards: title (the link), date, authors, reading time, topics and description. */
export function ArticleList({
  articles,
  locale,
  copy,
  draftLabel,
  headingLevel = 2,
}: ArticleListProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ol className={styles.list}>
      {articles.map((article) => (
        <li key={article.path} className={styles.card}>
          <Heading className={styles.title}>
            <Link to={article.path}>{article.title}</Link>
          </Heading>
          <p className={styles.meta}>
            <Day day={article.published} locale={locale} />
            {copy ? (
              <>
                {' · '}
                {copy.byline} {article.authors.map((author) => author.name).join(', ')}
                {' · '}
                {readingTimeOf(copy.readingTime, article.readingMinutes)}
              </>
            ) : null}
            {article.draft ? <strong className={styles.draft}>{draftLabel}</strong> : null}
          </p>
          <p className={styles.description}>{article.description}</p>
          {copy ? (
            <ul className={styles.topics} aria-label={copy.topics}>
              {article.topics.map((topic) => (
                <li key={topic}>{copy.topicLabels[topic]}</li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
