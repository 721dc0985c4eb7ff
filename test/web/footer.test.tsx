import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { copyModule } from '../../web/src/app/page-copy';
import { pathOf } from '../../web/src/config/routes';
import { SITE } from '../../web/src/config/site';
import { installBrowserStubs } from './browser-stubs';
import { follow, PAGE_LOAD_TIMEOUT, renderApp } from './render-app';

const EN_SECURITY = await copyModule('en', 'security').load();
const ES_SECURITY = await copyModule('es', 'security').load();

beforeEach(() => {
  installBrowserStubs();
});

function footer() {
  return screen.getByRole('contentinfo');
}

function toggle(name: string) {
  return within(footer()).getByRole('button', { name });
}

function panelOf(button: HTMLElement) {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error(`${button.textContent} controls nothing`);
  return panel;
}

describe('the footer', () => {
  it('links About Us, What we do, Who we work with, Insights and Contact', async () => {
    await renderApp(pathOf('home', 'en'));
    const company = panelOf(toggle('Company'));
    const links = within(company).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['About Us', pathOf('about', 'en')],
      ['What we do', pathOf('whatWeDo', 'en')],
      ['Who we work with', pathOf('whoWeWorkWith', 'en')],
      ['Insights', pathOf('insights', 'en')],
      ['Contact', pathOf('contact', 'en')],
    ]);
  });

  it.each([
    [
      'en',
      'Legal',
      ['Privacy notice', 'Vulnerability disclosure', 'Legal notice', 'Accessibility statement'],
    ],
    [
      'es',
      'Legal',
      [
        'Aviso de privacidad',
        'Divulgación de vulnerabilidades',
        'Aviso legal',
        'Declaración de accesibilidad',
      ],
    ],
  ] as const)(
    'in %s, links the privacy notice, the disclosure policy, the legal notice and the accessibility statement under Legal',
    async (locale, title, [privacy, security, legalNotice, accessibility]) => {
      await renderApp(pathOf('home', locale));
      const links = within(panelOf(toggle(title))).getAllByRole('link', { hidden: true });
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        [privacy, pathOf('privacy', locale)],
        [security, pathOf('security', locale)],
        [legalNotice, pathOf('legalNotice', locale)],
        [accessibility, pathOf('accessibility', locale)],
      ]);
    },
  );

  it.each([
    ['en', 'Vulnerability disclosure', EN_SECURITY.hero.title],
    ['es', 'Divulgación de vulnerabilidades', ES_SECURITY.hero.title],
  ] as const)('in %s, takes the reader to the disclosure policy', async (locale, name, title) => {
    await renderApp(pathOf('home', locale));
    await userEvent.click(toggle('Legal'));
    await follow(within(panelOf(toggle('Legal'))).getByRole('link', { name }));
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, PAGE_LOAD_TIMEOUT),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(pathOf('security', locale));
  });

  it('opens LinkedIn in a new tab, safely, and says so to screen readers', async () => {
    await renderApp(pathOf('home', 'en'));
    const link = within(panelOf(toggle('Social'))).getByRole('link', {
      hidden: true,
      // jsdom's name computation drops the space before the hidden note; browsers keep it.
      name: /^LinkedIn\s*\(opens in a new tab\)$/,
    });
    expect(link).toHaveAttribute('href', SITE.linkedInUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the copyright for the year the site was built', async () => {
    await renderApp(pathOf('home', 'en'));
    expect(within(footer()).getByText(`© ${SITE.builtYear} ${SITE.legalName}`)).toBeInTheDocument();
  });

  it('starts with every narrow section closed', async () => {
    await renderApp(pathOf('home', 'en'));
    for (const name of ['Company', 'Social']) {
      expect(toggle(name)).toHaveAttribute('aria-expanded', 'false');
      expect(panelOf(toggle(name))).toHaveAttribute('hidden');
    }
  });

  it('keeps one section open at a time, and tapping the open one closes it', async () => {
    await renderApp(pathOf('home', 'en'));
    await userEvent.click(toggle('Company'));
    expect(toggle('Company')).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(toggle('Company'))).not.toHaveAttribute('hidden');

    await userEvent.click(toggle('Social'));
    expect(toggle('Social')).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(toggle('Social'))).not.toHaveAttribute('hidden');
    expect(toggle('Company')).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(toggle('Company'))).toHaveAttribute('hidden');

    await userEvent.click(toggle('Social'));
    expect(toggle('Social')).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(toggle('Social'))).toHaveAttribute('hidden');
  });

  it('scrolls to the top when a footer link is followed', async () => {
    await renderApp(pathOf('about', 'en'));
    await userEvent.click(toggle('Company'));
    const scrollTo = window.scrollTo as unknown as { mock: { calls: unknown[] } };
    const before = scrollTo.mock.calls.length;
    await userEvent.click(
      within(panelOf(toggle('Company'))).getByRole('link', { name: 'About Us' }),
    );
    expect(scrollTo.mock.calls.length).toBeGreaterThan(before);
  });
});
