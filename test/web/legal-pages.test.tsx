import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyModule } from '../../web/src/app/page-copy';
import { ACCESSIBILITY, KNOWN_LIMITATIONS } from '../../web/src/config/accessibility';
import {
  EXAMPLE_MARK,
  LEGAL_ENTITY,
  type LegalEntity,
  type LegalValue,
  legalText,
} from '../../web/src/config/legal-entity';
import type { Locale } from '../../web/src/config/locales';
import { pathOf } from '../../web/src/config/routes';
import { SITE } from '../../web/src/config/site';
import { installBrowserStubs } from './browser-stubs';
import { renderApp } from './render-app';

const EN_ACCESSIBILITY = await copyModule('en', 'accessibility').load();
const EN_LEGAL_NOTICE = await copyModule('en', 'legal-notice').load();
const ES_ACCESSIBILITY = await copyModule('es', 'accessibility').load();
const ES_LEGAL_NOTICE = await copyModule('es', 'legal-notice').load();

// The page reads the entity at render time: a test may fill in the optional facts.
vi.mock('../../web/src/config/legal-entity', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../web/src/config/legal-entity')>();
  return { ...actual, LEGAL_ENTITY: { ...actual.LEGAL_ENTITY } };
});
// A review date of the test's own: the statement shows the config's date, whatever today is.
vi.mock('../../web/src/config/accessibility', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../web/src/config/accessibility')>();
  return { ...actual, ACCESSIBILITY: { ...actual.ACCESSIBILITY, lastReviewed: '2026-03-01' } };
});
const SHIPPED = { ...LEGAL_ENTITY };
const entity = LEGAL_ENTITY as { -readonly [K in keyof LegalEntity]: LegalEntity[K] };

beforeEach(() => {
  installBrowserStubs();
});
afterEach(() => {
  Object.assign(entity, SHIPPED);
});

const LEGAL_NOTICE = { en: EN_LEGAL_NOTICE, es: ES_LEGAL_NOTICE } as const;
const STATEMENT = { en: EN_ACCESSIBILITY, es: ES_ACCESSIBILITY } as const;
const LOCALES = [['en'], ['es']] as const;

function sectionOf(headingName: string): HTMLElement {
  const heading = screen.getByRole('heading', { level: 2, name: headingName });
  return heading.closest('section') as HTMLElement;
}

/** The details of a term of the page's fact lists, as the visitor reads them. */
function detailsOf(term: string): string {
  const dt = screen.getAllByRole('term').find((element) => element.textContent === term);
  if (!dt) throw new Error(`no term "${term}" on the page`);
  return dt.nextElementSibling?.textContent ?? '';
}

const terms = () => screen.getAllByRole('term').map((term) => term.textContent);

describe('the legal notice', () => {
  it.each(LOCALES)(
    'in %s: name, office, email, phone, NIF and registry entry, each labeled',
    async (locale: Locale) => {
      const copy = LEGAL_NOTICE[locale];
      const { labels, exampleTag } = copy.owner;
      await renderApp(pathOf('legalNotice', locale));
      expect(screen.getByRole('heading', { level: 1, name: copy.hero.title })).toBeVisible();

      expect(detailsOf(labels.legalName)).toBe(SITE.legalName);
      const examples: [string, LegalValue][] = [
        [labels.registeredAddress, LEGAL_ENTITY.registeredAddress],
        [labels.phone, LEGAL_ENTITY.phone],
        [labels.taxId, LEGAL_ENTITY.taxId],
        [labels.registryEntry, LEGAL_ENTITY.registryEntry],
      ];
      for (const [label, value] of examples) {
        // Shipped as examples, and labeled so on the page, with the mark the deploy check reads.
        expect(detailsOf(label)).toBe(`${legalText(value)}${exampleTag}`);
      }
      expect(document.querySelectorAll(`[${EXAMPLE_MARK}]`)).toHaveLength(examples.length);
      const owner = sectionOf(copy.owner.title);
      expect(within(owner).getByRole('link', { name: SITE.email })).toHaveAttribute(
        'href',
        `mailto:${SITE.email}`,
      );
      expect(
        within(owner).getByRole('link', { name: legalText(LEGAL_ENTITY.phone) }),
      ).toHaveAttribute('href', 'tel:+34910000000');
      // Empty in the config: not shown at all.
      for (const label of [
        labels.privateSecurityRegistration,
        labels.supervisingBody,
        labels.professionalBody,
        labels.codesOfConduct,
      ]) {
        expect(terms()).not.toContain(label);
      }
    },
  );

  it.each(LOCALES)(
    'in %s: links the privacy notice and the disclosure policy of its language',
    async (locale: Locale) => {
      const copy = LEGAL_NOTICE[locale];
      await renderApp(pathOf('legalNotice', locale));
      expect(screen.getByRole('link', { name: copy.privacyLink })).toHaveAttribute(
        'href',
        pathOf('privacy', locale),
      );
      expect(screen.getByRole('link', { name: copy.disclosureLink })).toHaveAttribute(
        'href',
        pathOf('security', locale),
      );
      for (const section of copy.sections) {
        expect(sectionOf(section.title)).toBeVisible();
      }
    },
  );

  it.each(LOCALES)(
    'in %s: shows the firm’s own values untagged, and the optional facts once they are set',
    async (locale: Locale) => {
      const { labels, exampleTag } = LEGAL_NOTICE[locale].owner;
      Object.assign(entity, {
        taxId: 'B87654321',
        privateSecurityRegistration: 'Registro Nacional de Seguridad Privada, n.º 4321',
        supervisingBody: 'Ministerio del Interior, Unidad Central de Seguridad Privada',
        professionalBody: 'ISACA Madrid Chapter',
        codesOfConduct: [{ name: 'CREST Code of Conduct', url: 'https://www.crest-approved.org/' }],
      });
      await renderApp(pathOf('legalNotice', locale));
      expect(detailsOf(labels.taxId)).toBe('B87654321');
      expect(detailsOf(labels.taxId)).not.toContain(exampleTag);
      expect(detailsOf(labels.privateSecurityRegistration)).toBe(
        'Registro Nacional de Seguridad Privada, n.º 4321',
      );
      expect(detailsOf(labels.supervisingBody)).toBe(
        'Ministerio del Interior, Unidad Central de Seguridad Privada',
      );
      expect(detailsOf(labels.professionalBody)).toBe('ISACA Madrid Chapter');
      expect(screen.getByRole('link', { name: 'CREST Code of Conduct' })).toHaveAttribute(
        'href',
        'https://www.crest-approved.org/',
      );
    },
  );
});

describe('the accessibility statement', () => {
  it('claims full conformance exactly when it lists no known limitation', async () => {
    const actual = await vi.importActual<typeof import('../../web/src/config/accessibility')>(
      '../../web/src/config/accessibility',
    );
    const known: readonly string[] = actual.KNOWN_LIMITATIONS;
    expect(actual.ACCESSIBILITY.conformance === 'full').toBe(known.length === 0);
  });

  const REVIEWED = { en: 'March 1, 2026', es: '1 de marzo de 2026' } as const;

  it.each(LOCALES)(
    'in %s: commitment, status, known limitations, assessment, environments and feedback',
    async (locale: Locale) => {
      const copy = STATEMENT[locale];
      await renderApp(pathOf('accessibility', locale));
      expect(screen.getByRole('heading', { level: 1, name: copy.hero.title })).toBeVisible();

      expect(
        within(sectionOf(copy.commitment.title)).getByText(/www\.vantageward\.com/),
      ).toBeVisible();

      const status = sectionOf(copy.status.title);
      expect(status.textContent).toContain(
        copy.status.conformance[ACCESSIBILITY.conformance]
          .replace('{standard}', 'WCAG 2.2')
          .replace('{level}', 'AA'),
      );

      const limitations = sectionOf(copy.limitations.title);
      expect(
        within(limitations)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(KNOWN_LIMITATIONS.map((key) => copy.limitations.items[key].title));
      const { affected, reason, meanwhile } = copy.limitations.labels;
      expect(
        within(limitations)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual(KNOWN_LIMITATIONS.flatMap(() => [affected, reason, meanwhile]));

      const assessment = sectionOf(copy.assessment.title);
      expect(assessment.textContent).toContain('axe-core');
      expect(within(assessment).getAllByRole('listitem')).toHaveLength(4);
      const date = within(assessment).getByText(REVIEWED[locale]);
      expect(date.tagName).toBe('TIME');
      expect(date).toHaveAttribute('datetime', '2026-03-01');

      expect(sectionOf(copy.environments.title).textContent).toContain('Chromium 156');

      const feedback = sectionOf(copy.feedback.title);
      expect(within(feedback).getByRole('link', { name: copy.contactLink })).toHaveAttribute(
        'href',
        pathOf('contact', locale),
      );
      expect(within(feedback).getByRole('link', { name: SITE.email })).toHaveAttribute(
        'href',
        `mailto:${SITE.email}`,
      );
      const answer = copy.feedback.paragraphs[1] ?? '';
      expect(feedback.textContent).toContain(
        answer.replace('{days}', String(ACCESSIBILITY.answerWithinBusinessDays)),
      );
    },
  );
});
