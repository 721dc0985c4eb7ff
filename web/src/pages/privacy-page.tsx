import { Fragment, type ReactNode } from 'react';
import { Container } from '../components/container/container';
import { PageHero } from '../components/page-hero/page-hero';
import { useLocale } from '../components/site-copy/site-copy';
import { DATA_HANDLING, SITE } from '../config/site';
import { PLACEHOLDER } from '../content/fill-in';
import type { PrivacyCopy } from '../content/types';
import type { PageProps } from './page-props';
import styles from './privacy-page.module.css';

/** Fills `{name}` placeholders with text or elements (the addresses become links). */
function fillInNodes(template: string, values: Readonly<Record<string, ReactNode>>): ReactNode {
  return template.split(PLACEHOLDER).map((part, index) => (
    // Odd parts are the names between braces.
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never reorder.
    <Fragment key={index}>{index % 2 === 1 ? (values[part] ?? '') : part}</Fragment>
  ));
}

function mailLink(address: string): ReactNode {
  return <a href={`mailto:${address}`}>{address}</a>;
}

/**
 * `/privacy`: the notice both markets expect (GDPR, Argentina's Law 25.326). The facts that
 * can change, the region and the retention periods, come from the same settings as the stack.
 */
export function PrivacyPage({ copy }: PageProps<PrivacyCopy>) {
  const locale = useLocale();
  const { region, enquiryRetentionDays, logRetentionDays } = DATA_HANDLING;
  const values = {
    controller: SITE.legalName,
    email: mailLink(SITE.email),
    privacyEmail: mailLink(SITE.privacyEmail),
    region: copy.regionNames[region] ?? region,
    retentionDays: enquiryRetentionDays.toLocaleString(locale),
    logRetentionDays: logRetentionDays.toLocaleString(locale),
  };
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} />
      <Container className={styles.notice}>
        {copy.sections.map((section) => (
          <section key={section.title} className={styles.section}>
            <h2>{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{fillInNodes(paragraph, values)}</p>
            ))}
            {section.items ? (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        <section className={`${styles.section} ${styles.highlight}`}>
          <h2>{copy.contact.title}</h2>
          <p>{fillInNodes(copy.contact.text, values)}</p>
        </section>
        <section className={styles.section}>
          <h2>{copy.authorities.title}</h2>
          <p>{copy.authorities.lead}</p>
          <ul className={styles.authorities}>
            {copy.authorities.list.map((authority) => (
              <li key={authority.url}>
                <a href={authority.url} lang="es" rel="noopener noreferrer">
                  {authority.name}
                </a>
                <span>{authority.country}</span>
              </li>
            ))}
          </ul>
          <p className={styles.note}>{copy.authorities.note}</p>
        </section>
      </Container>
    </>
  );
}
