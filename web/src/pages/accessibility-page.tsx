import { Link } from 'react-router-dom';
import { FactList } from '../components/legal-text/fact-list';
import { filledParagraphs, fillInNodes, mailLink } from '../components/legal-text/fill-in-nodes';
import { LegalSection, LegalText } from '../components/legal-text/legal-text';
import { PageHero } from '../components/page-hero/page-hero';
import { useLocale, usePathOf, useSiteCopy } from '../components/site-copy/site-copy';
import { ACCESSIBILITY, KNOWN_LIMITATIONS, type KnownLimitation } from '../config/accessibility';
import { SITE } from '../config/site';
import type { AccessibilityCopy } from '../content/types';
import styles from './accessibility-page.module.css';
import type { PageProps } from './page-props';

/**
 * `/accessibility`: the statement, in the sections of the EU model statement and the W3C's
 * generator. The status, the known limitations, the review's date and the answer time come from
 * web/src/config/accessibility.ts.
 */
export function AccessibilityPage({ copy }: PageProps<AccessibilityCopy>) {
  const locale = useLocale();
  const pathOf = usePathOf();
  const { skipLink, contactForm } = useSiteCopy();
  // A calendar date: formatted in UTC, so the server and every browser show the same day.
  const reviewed = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${ACCESSIBILITY.lastReviewed}T00:00:00Z`),
  );
  const values = {
    legalName: SITE.legalName,
    host: new URL(SITE.origin).host,
    standard: ACCESSIBILITY.standard,
    level: ACCESSIBILITY.level,
    date: <time dateTime={ACCESSIBILITY.lastReviewed}>{reviewed}</time>,
    browsers: ACCESSIBILITY.browsers.join(', '),
    days: ACCESSIBILITY.answerWithinBusinessDays.toLocaleString(locale),
    email: mailLink(SITE.email),
    contactLink: <Link to={pathOf('contact')}>{copy.contactLink}</Link>,
    skipLink,
    send: contactForm.submit,
  };
  const { limitations, assessment } = copy;
  // Widened, so that an empty list (every barrier fixed) still compiles here.
  const known: readonly KnownLimitation[] = KNOWN_LIMITATIONS;

  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} />
      <LegalText>
        <LegalSection title={copy.commitment.title}>
          {filledParagraphs(copy.commitment.paragraphs, values)}
        </LegalSection>
        <LegalSection title={copy.status.title} highlight>
          <p>{fillInNodes(copy.status.conformance[ACCESSIBILITY.conformance], values)}</p>
        </LegalSection>
        <LegalSection title={limitations.title}>
          {known.length === 0 ? (
            <p>{limitations.none}</p>
          ) : (
            <>
              <p>{limitations.lead}</p>
              {known.map((key) => {
                const item = limitations.items[key];
                return (
                  <div key={key} className={styles.limitation}>
                    <h3>{item.title}</h3>
                    <FactList
                      facts={[
                        { term: limitations.labels.affected, details: item.affected },
                        { term: limitations.labels.reason, details: item.reason },
                        {
                          term: limitations.labels.meanwhile,
                          details: fillInNodes(item.meanwhile, values),
                        },
                      ]}
                    />
                  </div>
                );
              })}
            </>
          )}
        </LegalSection>
        <LegalSection title={assessment.title}>
          <h3>{assessment.automatedTitle}</h3>
          {filledParagraphs(assessment.automated, values)}
          <h3>{assessment.manualTitle}</h3>
          <p>{fillInNodes(assessment.manualLead, values)}</p>
          <ul>
            {assessment.manual.map((item) => (
              <li key={item}>{fillInNodes(item, values)}</li>
            ))}
          </ul>
          <p>{assessment.notYet}</p>
        </LegalSection>
        <LegalSection title={copy.environments.title}>
          {filledParagraphs(copy.environments.paragraphs, values)}
        </LegalSection>
        <LegalSection title={copy.feedback.title} highlight>
          {filledParagraphs(copy.feedback.paragraphs, values)}
        </LegalSection>
        <LegalSection>
          <p>{fillInNodes(copy.prepared, values)}</p>
        </LegalSection>
      </LegalText>
    </>
  );
}
