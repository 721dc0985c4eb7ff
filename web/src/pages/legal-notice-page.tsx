import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { type Fact, FactList } from '../components/legal-text/fact-list';
import { filledParagraphs, mailLink } from '../components/legal-text/fill-in-nodes';
import { LegalSection, LegalText } from '../components/legal-text/legal-text';
import { PageHero } from '../components/page-hero/page-hero';
import { usePathOf } from '../components/site-copy/site-copy';
import {
  EXAMPLE_MARK,
  isExample,
  LEGAL_ENTITY,
  type LegalValue,
  legalText,
} from '../config/legal-entity';
import { SITE } from '../config/site';
import type { LegalNoticeCopy } from '../content/types';
import styles from './legal-notice-page.module.css';
import type { PageProps } from './page-props';

/**
 * `/legal-notice`: who runs the site, as Spain's LSSI-CE (art. 10.1) requires. Every fact comes
 * from web/src/config (`SITE`, `LEGAL_ENTITY`); one left empty there is not shown.
 */
export function LegalNoticePage({ copy }: PageProps<LegalNoticeCopy>) {
  const pathOf = usePathOf();
  const { labels } = copy.owner;
  const entity = LEGAL_ENTITY;

  /** A value as written, and tagged as an example while it still is one. */
  const shown = (value: LegalValue, render: (text: string) => ReactNode = (text) => text) => (
    <>
      {render(legalText(value))}
      {isExample(value) ? (
        <span className={styles.example} {...{ [EXAMPLE_MARK]: '' }}>
          {copy.owner.exampleTag}
        </span>
      ) : null}
    </>
  );
  const phoneLink = (phone: string) => <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>;

  const facts: Fact[] = [
    { term: labels.legalName, details: SITE.legalName },
    { term: labels.registeredAddress, details: shown(entity.registeredAddress) },
    { term: labels.email, details: mailLink(SITE.email) },
    { term: labels.phone, details: shown(entity.phone, phoneLink) },
    { term: labels.taxId, details: shown(entity.taxId) },
    { term: labels.registryEntry, details: shown(entity.registryEntry) },
  ];
  if (legalText(entity.privateSecurityRegistration)) {
    facts.push(
      {
        term: labels.privateSecurityRegistration,
        details: shown(entity.privateSecurityRegistration),
      },
      { term: labels.supervisingBody, details: shown(entity.supervisingBody) },
    );
  }
  if (legalText(entity.professionalBody)) {
    facts.push({ term: labels.professionalBody, details: shown(entity.professionalBody) });
  }
  if (entity.codesOfConduct.length > 0) {
    facts.push({
      term: labels.codesOfConduct,
      details: entity.codesOfConduct.map((code) => (
        <a key={code.url} href={code.url} className={styles.code}>
          {code.name}
        </a>
      )),
    });
  }

  const values = {
    legalName: SITE.legalName,
    privacyLink: <Link to={pathOf('privacy')}>{copy.privacyLink}</Link>,
    disclosureLink: <Link to={pathOf('security')}>{copy.disclosureLink}</Link>,
  };
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} />
      <LegalText>
        <LegalSection title={copy.owner.title} highlight>
          <p>{copy.owner.lead}</p>
          <FactList facts={facts} />
        </LegalSection>
        {copy.sections.map((section) => (
          <LegalSection key={section.title} title={section.title}>
            {filledParagraphs(section.paragraphs, values)}
          </LegalSection>
        ))}
      </LegalText>
    </>
  );
}
