import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '../../web/src/components/contact-form/contact-form';
import type { Locale } from '../../web/src/config/locales';
import { installBrowserStubs } from './browser-stubs';
import { WithSiteCopy } from './with-site-copy';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  installBrowserStubs();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderForm(locale: Locale = 'en') {
  return render(
    <MemoryRouter initialEntries={['/contact']}>
      <WithSiteCopy locale={locale}>
        <Routes>
          <Route path="/" element={<h1>Home page</h1>} />
          <Route path="/es" element={<h1>Página de inicio</h1>} />
          <Route path="/contact" element={<ContactForm />} />
        </Routes>
      </WithSiteCopy>
    </MemoryRouter>,
  );
}

type FieldLabel = 'Name' | 'Email' | 'Message' | 'Nombre' | 'Correo electrónico' | 'Mensaje';

function field(name: FieldLabel) {
  return screen.getByRole('textbox', { name }) as HTMLInputElement | HTMLTextAreaElement;
}

function type(values: Partial<Record<FieldLabel, string>>) {
  for (const [name, value] of Object.entries(values)) {
    fireEvent.change(field(name as FieldLabel), { target: { value } });
  }
}

async function send() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /SEND|Sending|ENVIAR|Enviando/ }));
  });
}

const VALID = { Name: 'Ada Lovelace', Email: 'ada@example.org', Message: 'Please review our API.' };

describe('the contact form', () => {
  it.each([
    [{}, 'Name is required'],
    [{ Name: 'Ada' }, 'Email is required'],
    [{ Name: 'Ada', Email: 'ada@example' }, 'Email is invalid'],
    [{ Name: 'Ada', Email: 'ada@example.org' }, 'Message is required'],
    [{ Name: '  ', Email: 'x', Message: 'y' }, 'Name is required'],
  ])(
    'with %j shows "%s" in the alert, marks the field and sends nothing',
    async (values, message) => {
      renderForm();
      type(values);
      await send();
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(fetchMock).not.toHaveBeenCalled();
      expect(document.activeElement).toHaveAttribute('aria-invalid', 'true');
    },
  );

  it('posts the enquiry as JSON to /api/form with the fixed subject and an empty honeypot', async () => {
    fetchMock.mockResolvedValue(new Response('{"ok":true}', { status: 200 }));
    renderForm();
    type(VALID);
    await send();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/form');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      subject: 'Contact Form Submission',
      message: 'Please review our API.',
      locale: 'en',
      submissionId: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
      website: '',
    });
  });

  it('sends the same submissionId again when the visitor retries the same text, and a new one for a changed text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(new Response('{}', { status: 503 }));
    renderForm();
    type(VALID);
    await send();
    await send();
    type({ Message: 'Please review our API and our app.' });
    await send();
    const ids = fetchMock.mock.calls.map((call) => JSON.parse(String(call[1]?.body)).submissionId);
    expect(ids).toHaveLength(3);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('keeps what was typed before the page became interactive when the visitor goes on typing', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <MemoryRouter>
        <WithSiteCopy>
          <ContactForm />
        </WithSiteCopy>
      </MemoryRouter>,
    );
    document.body.append(container);
    (container.querySelector('input[name="name"]') as HTMLInputElement).value = 'Early';
    await act(async () =>
      render(
        <MemoryRouter>
          <WithSiteCopy>
            <ContactForm />
          </WithSiteCopy>
        </MemoryRouter>,
        { container, hydrate: true },
      ),
    );
    type({ Email: 'late@example.org' });
    expect(field('Name').value).toBe('Early');
  });

  it('shows the reference the server gave in the thank-you modal', async () => {
    fetchMock.mockResolvedValue(
      new Response('{"ok":true,"reference":"VW-7K3M9Q"}', { status: 200 }),
    );
    renderForm();
    type(VALID);
    await send();
    expect(screen.getByRole('dialog', { name: 'thank you for your message,' })).toHaveTextContent(
      'Your reference: VW-7K3M9Q',
    );
  });

  it('sends what a bot typed into the hidden honeypot, so the server can drop it', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    const { container } = renderForm();
    type(VALID);
    fireEvent.change(container.querySelector('input[name="website"]') as HTMLInputElement, {
      target: { value: 'https://spam.example' },
    });
    await send();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)).website).toBe(
      'https://spam.example',
    );
  });

  it('marks the button unavailable and says it is sending while the call is under way; a second press sends nothing', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderForm();
    type(VALID);
    await send();
    const button = screen.getByRole('button', { name: 'Sending…' });
    // Unavailable, not disabled: a disabled button would drop the visitor's focus.
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    await send();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => answer(new Response('{}', { status: 200 })));
    expect(screen.getByRole('button', { name: 'SEND' })).not.toHaveAttribute('aria-disabled');
  });

  it('thanks the visitor in a modal, then goes home after 3 seconds', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    renderForm();
    type(VALID);
    await send();
    expect(screen.getByRole('dialog', { name: 'thank you for your message,' })).toHaveTextContent(
      'our team will get back to you soon…',
    );
    await act(async () => vi.advanceTimersByTime(2900));
    expect(screen.queryByRole('heading', { name: 'Home page' })).toBeNull();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it.each([
    ['a 500 answer', () => fetchMock.mockResolvedValue(new Response('{}', { status: 500 }))],
    ['a network failure', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
  ])(
    'on %s shows "Failed to send email.", logs an error and keeps what was typed',
    async (_case, fail) => {
      fail();
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      renderForm();
      type(VALID);
      await send();
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to send email.');
      expect(logged).toHaveBeenCalledTimes(1);
      expect(field('Name').value).toBe(VALID.Name);
      expect(field('Email').value).toBe(VALID.Email);
      expect(field('Message').value).toBe(VALID.Message);
      expect(screen.getByRole('button', { name: 'SEND' })).toBeEnabled();
    },
  );

  it('hides the error after 6 seconds', async () => {
    vi.useFakeTimers();
    renderForm();
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent('Name is required');
    await act(async () => vi.advanceTimersByTime(5900));
    expect(screen.getByRole('alert')).toHaveTextContent('Name is required');
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('lets the visitor dismiss the error', async () => {
    renderForm();
    await send();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});

describe('the contact form on a Spanish page', () => {
  const VALIDO = {
    Nombre: 'Ada Lovelace',
    'Correo electrónico': 'ada@example.org',
    Mensaje: 'Necesitamos una revisión de nuestra API.',
  };

  it.each([
    [{}, 'El nombre es obligatorio'],
    [{ Nombre: 'Ada' }, 'El correo electrónico es obligatorio'],
    [{ Nombre: 'Ada', 'Correo electrónico': 'ada@example' }, 'El correo electrónico no es válido'],
    [{ Nombre: 'Ada', 'Correo electrónico': 'ada@example.org' }, 'El mensaje es obligatorio'],
  ])('with %j shows "%s" and sends nothing', async (values, message) => {
    renderForm('es');
    type(values);
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends locale "es", thanks the visitor in Spanish, then goes to the Spanish home page', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    renderForm('es');
    type(VALIDO);
    await send();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      locale: 'es',
      subject: 'Contact Form Submission',
    });
    expect(screen.getByRole('dialog', { name: 'Gracias por su mensaje,' })).toHaveTextContent(
      'nuestro equipo se pondrá en contacto con usted en breve…',
    );
    await act(async () => vi.advanceTimersByTime(3100));
    expect(screen.getByRole('heading', { name: 'Página de inicio' })).toBeInTheDocument();
  });

  it('on a failure shows the Spanish toast and keeps what was typed', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 503 }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderForm('es');
    type(VALIDO);
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo enviar el mensaje.');
    expect(field('Mensaje').value).toBe(VALIDO.Mensaje);
    expect(screen.getByRole('button', { name: 'Cerrar aviso' })).toBeInTheDocument();
  });

  it('links the Spanish privacy notice next to the send button', () => {
    renderForm('es');
    expect(screen.getByRole('link', { name: 'Aviso de privacidad' })).toHaveAttribute(
      'href',
      '/es/privacidad',
    );
  });
});
