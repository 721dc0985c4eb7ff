import { filledParagraphs, fillInNodes, mailLink } from '../components/legal-text/fill-in-nodes';
import { LegalSection, LegalText } from '../components/legal-text/legal-text';
import { PageHero } from '../components/page-hero/page-hero';
import { useLocale } from '../components/site-copy/site-copy';
import { ANALYTICS_LOG_RETENTION_MONTHS } from '../config/analytics';
import { DATA_HANDLING, SITE } from '../config/site';
import type { PrivacyCopy } from '../content/types';
import type { PageProps } from './page-props';
import styles from './privacy-page.module.css';

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
    analyticsRetentionMonths: ANALYTICS_LOG_RETENTION_MONTHS.toLocaleString(locale),
  };
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} />
      <LegalText>
        {copy.sections.map((section) => (
          <LegalSection key={section.title} title={section.title}>
            {filledParagraphs(section.paragraphs, values)}
            {section.items ? (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </LegalSection>
        ))}
        <LegalSection title={copy.contact.title} highlight>
          <p>{fillInNodes(copy.contact.text, values)}</p>
        </LegalSection>
        <LegalSection title={copy.authorities.title}>
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
        </LegalSection>
      </LegalText>
    </>
  );
}
