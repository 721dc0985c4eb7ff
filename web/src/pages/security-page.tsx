import type { ReactNode } from 'react';
import { filledParagraphs, fillInNodes, mailLink } from '../components/legal-text/fill-in-nodes';
import { LegalSection, LegalText } from '../components/legal-text/legal-text';
import { PageHero } from '../components/page-hero/page-hero';
import { SECURITY_TXT_PATH } from '../config/security-txt';
import { SITE } from '../config/site';
import type { SecurityCopy, TitledList } from '../content/types';
import type { PageProps } from './page-props';
import styles from './security-page.module.css';

type Values = Readonly<Record<string, ReactNode>>;

function ListBlock({ list, values }: { readonly list: TitledList; readonly values: Values }) {
  return (
    <>
      <h3>{list.title}</h3>
      <ul>
        {list.items.map((item) => (
          <li key={item}>{fillInNodes(item, values)}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * `/security`: the vulnerability disclosure policy that security.txt's `Policy` field names
 * (RFC 9116). The address and the host come from the site settings, as in security.txt.
 */
export function SecurityPage({ copy }: PageProps<SecurityCopy>) {
  const values: Values = {
    host: new URL(SITE.origin).host,
    securityEmail: mailLink(SITE.securityEmail),
    securityTxt: <a href={SECURITY_TXT_PATH}>{SECURITY_TXT_PATH}</a>,
  };
  const { scope, report, promises, safeHarbor } = copy;
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} />
      <LegalText>
        <LegalSection>{filledParagraphs(copy.intro, values)}</LegalSection>
        <LegalSection title={scope.title}>
          <p>{scope.lead}</p>
          <ListBlock list={scope.inScope} values={values} />
          <ListBlock list={scope.outOfScope} values={values} />
        </LegalSection>
        <LegalSection title={report.title} highlight>
          <p>{fillInNodes(report.text, values)}</p>
          <ListBlock list={report.include} values={values} />
          {report.notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </LegalSection>
        <LegalSection title={promises.title}>
          <p>{promises.lead}</p>
          <dl className={styles.timeline}>
            {promises.timeline.map((row) => (
              <div key={row.commitment}>
                <dt>{row.commitment}</dt>
                <dd>{row.time}</dd>
              </div>
            ))}
          </dl>
          {promises.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </LegalSection>
        <LegalSection title={safeHarbor.title}>
          {safeHarbor.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <ListBlock list={safeHarbor.conditions} values={values} />
        </LegalSection>
        <LegalSection>
          <p className={styles.note}>{fillInNodes(copy.machineReadable, values)}</p>
        </LegalSection>
      </LegalText>
    </>
  );
}
