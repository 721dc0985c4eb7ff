import { useEffect, useId } from 'react';
import { Link } from 'react-router-dom';
import { documentTitle } from '../../../build/head-tags';
import { ArticleBody } from '../../components/article-body/article-body';
import { ArticleList } from '../../components/article-list/article-list';
import { Day, readingTimeOf } from '../../components/article-list/article-meta';
import { ButtonLink } from '../../components/button-link/button-link';
import { Container } from '../../components/container/container';
import { PageHero } from '../../components/page-hero/page-hero';
import { contactPathFrom } from '../../config/routes';
import { SITE } from '../../config/site';
import type { ArticlePageData } from '../../content/insights/article';
import type { InsightsCopy } from '../../content/types';
import styles from './article-page.module.css';

export interface ArticlePageProps {
  readonly article: ArticlePageData;
  readonly copy: InsightsCopy;
}

/** On client navigation: the title and description of the article (the HTML has its own). */
function useArticleTitle(article: ArticlePageData) {
  useEffect(() => {
    const title = documentTitle(SITE, 'insights', article);
    if (document.title === title) return;
    document.title = title;
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', article.description);
  }, [article]);
}

/** One article: its frame from the language's copy, its text from its own chunk. */
export function ArticlePage({ article, copy }: ArticlePageProps) {
  const { locale } = article;
  const relatedId = useId();
  const contactId = useId();
  useArticleTitle(article);
  return (
    <article className={styles.article}>
      <PageHero eyebrow={copy.hero.eyebrow} title={article.title} lead={article.description}>
        {article.draft ? <p className={styles.draft}>{copy.draft}</p> : null}
        <dl className={styles.facts}>
          <div>
            <dt>{copy.published}</dt>
            <dd>
              <Day day={article.published} locale={locale} />
            </dd>
          </div>
          {article.updated !== article.published ? (
            <div>
              <dt>{copy.updated}</dt>
              <dd>
                <Day day={article.updated} locale={locale} />
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{copy.byline}</dt>
            <dd>
              {article.authors.map((author, i) => (
                <span key={author.key}>
                  {i > 0 ? ', ' : null}
                  {author.name} <span className={styles.role}>({author.role})</span>
                </span>
              ))}
            </dd>
          </div>
          <div>
            <dt>{copy.topics}</dt>
            <dd>{article.topics.map((topic) => copy.topicLabels[topic]).join(' · ')}</dd>
          </div>
        </dl>
        <p className={styles.readingTime}>
          {readingTimeOf(copy.readingTime, article.readingMinutes)}
          {article.translation ? (
            <>
              {' · '}
              <Link
                to={article.translation.path}
                lang={article.translation.locale}
                hrefLang={article.translation.locale}
              >
                {copy.readTranslation}
              </Link>
            </>
          ) : null}
        </p>
      </PageHero>
      <Container className={styles.column}>
        {article.cover ? (
          <picture>
            {article.cover.sources?.map((source) => (
              <source
                key={source.type}
                type={source.type}
                srcSet={source.srcset}
                sizes={article.cover?.sizes}
              />
            ))}
            <img
              className={styles.cover}
              src={article.cover.src}
              srcSet={article.cover.srcset}
              sizes={article.cover.sizes}
              alt={article.cover.alt}
              width={article.cover.width}
              height={article.cover.height}
              // Below the page's hero on a phone, never its largest paint: it waits for the
              // layout and loads with a low priority, so the first view does not wait for it.
              loading="lazy"
              decoding="async"
            />
          </picture>
        ) : null}
        <ArticleBody
          body={article.body}
          scrollRegions={copy.scrollRegions}
          className={styles.body}
        />
        <section className={styles.contact} aria-labelledby={contactId}>
          <h2 id={contactId}>{copy.contact.title}</h2>
          <p>{copy.contact.text}</p>
          <ButtonLink to={contactPathFrom(article)}>{copy.contact.label}</ButtonLink>
        </section>
        {article.related.length > 0 ? (
          <section className={styles.related} aria-labelledby={relatedId}>
            <h2 id={relatedId}>{copy.related}</h2>
            <ArticleList
              articles={article.related}
              locale={locale}
              draftLabel={copy.draft}
              headingLevel={3}
            />
          </section>
        ) : null}
      </Container>
    </article>
  );
}
