import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyModule } from '../../web/src/app/page-copy';
import { ContactForm } from '../../web/src/components/contact-form/contact-form';
import type { Locale } from '../../web/src/config/locales';
import { contactPathFrom, pathOf } from '../../web/src/config/routes';
import type { ArticleSummary } from '../../web/src/content/insights/article';
import { ContactPage } from '../../web/src/pages/contact-page';
import { installBrowserStubs } from './browser-stubs';
import { WithSiteCopy } from './with-site-copy';

const EN_CONTACT = await copyModule('en', 'contact-page').load();
const ES_CONTACT = await copyModule('es', 'contact-page').load();

/** Each language's index list, as the build would write it (web/.generated is not read here). */
const LISTS: Record<Locale, readonly Pick<ArticleSummary, 'slug' | 'title'>[]> = {
  en: [{ slug: 'what-a-report-contains', title: 'What a report contains' }],
  es: [{ slug: 'que-incluye-un-informe', title: 'Qué incluye un informe' }],
};
const listLoads = vi.fn<(locale: Locale) => void>();

vi.mock('../../web/src/pages/article-index', () => ({
  articleIndexChunk: (locale: Locale) => ({
    module: `index/${locale}`,
    load: async () => {
      listLoads(locale);
      return LISTS[locale];
    },
  }),
}));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  installBrowserStubs();
  listLoads.mockReset();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const COPY = { en: EN_CONTACT, es: ES_CONTACT } as const;

async function renderContactPage(url: string, locale: Locale = 'en') {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[url]}>
        <WithSiteCopy locale={locale}>
          <ContactPage copy={COPY[locale]} page="contact" />
        </WithSiteCopy>
      </MemoryRouter>,
    );
  });
}

const message = (name = 'Message') => screen.getByRole('textbox', { name }) as HTMLTextAreaElement;

describe('the contact page reached from an article', () => {
  it.each([
    [
      'en',
      'Message',
      'I read your article “What a report contains” and would like to talk about it.',
    ],
    [
      'es',
      'Mensaje',
      'He leído su artículo «Qué incluye un informe» y me gustaría hablar de ello.',
    ],
  ] as const)(
    '%s: starts the message with a sentence naming the article',
    async (locale, label, line) => {
      await renderContactPage(
        contactPathFrom({ locale, slug: LISTS[locale][0]?.slug ?? '' }),
        locale,
      );
      // The sentence comes once the list has loaded, after the page is interactive.
      await waitFor(() => expect(message(label).value).toBe(line));
    },
  );

  it.each([
    ['an unknown slug', `${pathOf('contact', 'en')}?article=no-such-article`],
    [
      "another language's article",
      contactPathFrom({ locale: 'en', slug: 'que-incluye-un-informe' }),
    ],
  ])('with %s leaves the message empty', async (_, url) => {
    await renderContactPage(url);
    await waitFor(() => expect(listLoads).toHaveBeenCalledWith('en'));
    expect(message().value).toBe('');
  });

  it('without the query loads no list of articles', async () => {
    await renderContactPage(pathOf('contact', 'en'));
    expect(listLoads).not.toHaveBeenCalled();
    expect(message().value).toBe('');
  });

  it('sends the sentence as the visitor edited it, under the same rules', async () => {
    fetchMock.mockResolvedValue(new Response('{"ok":true}', { status: 200 }));
    await renderContactPage(contactPathFrom({ locale: 'en', slug: 'what-a-report-contains' }));
    await waitFor(() => expect(message().value).toMatch(/^I read your article/));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
      target: { value: 'ada@example.org' },
    });
    const edited = `${message().value}\nWe ship in March.`;
    fireEvent.change(message(), { target: { value: edited } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'SEND' }));
    });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)).message).toBe(edited);
  });
});

describe("the contact form's initial message", () => {
  function Form({ initialMessage }: { initialMessage?: string }) {
    return (
      <MemoryRouter>
        <WithSiteCopy>
          <ContactForm initialMessage={initialMessage} />
        </WithSiteCopy>
      </MemoryRouter>
    );
  }

  it('never replaces what the visitor typed before it arrived', () => {
    const { rerender } = render(<Form />);
    fireEvent.change(message(), { target: { value: 'Already typing.' } });
    rerender(<Form initialMessage="I read your article." />);
    expect(message().value).toBe('Already typing.');
  });

  it('keeps what was typed before the page became interactive, when the sentence or more typing comes after', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const typed = { name: 'Early', message: 'Typed while the page loaded.' };
    (container.querySelector('input[name="name"]') as HTMLInputElement).value = typed.name;
    (container.querySelector('textarea[name="message"]') as HTMLTextAreaElement).value =
      typed.message;
    const { rerender } = await act(async () => render(<Form />, { container, hydrate: true }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
      target: { value: 'late@example.org' },
    });
    rerender(<Form initialMessage="I read your article." />);
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe(
      typed.name,
    );
    expect(message().value).toBe(typed.message);
  });

  it('comes once: a visitor who deleted it does not get it back', () => {
    const { rerender } = render(<Form initialMessage="I read your article." />);
    expect(message().value).toBe('I read your article.');
    fireEvent.change(message(), { target: { value: '' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ada' } });
    rerender(<Form initialMessage="I read your article." />);
    expect(message().value).toBe('');
  });

  it('keeps "Message is required": the rules see what the field shows', async () => {
    render(<Form initialMessage="I read your article." />);
    fireEvent.change(message(), { target: { value: '   ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
      target: { value: 'ada@example.org' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'SEND' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Message is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
