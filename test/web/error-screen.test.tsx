import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../web/src/app/error-boundary';
import { ErrorScreen } from '../../web/src/app/error-screen';
import { siteCopyModule } from '../../web/src/app/page-copy';

beforeAll(async () => {
  // As in the browser, where a page's language copy is loaded before it renders.
  await Promise.all([siteCopyModule('en').load(), siteCopyModule('es').load()]);
});

function Broken(): never {
  throw new Error('boom');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the error screen', () => {
  it('replaces a page that fails to render with a branded screen and a link home', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary resetKey="/broken" fallback={<ErrorScreen pathname="/broken" />}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });

  it('speaks Spanish when a Spanish page fails, and links to the Spanish home page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary resetKey="/es/nosotros" fallback={<ErrorScreen pathname="/es/nosotros" />}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('main')).toHaveAttribute('lang', 'es');
    const home = screen.getByRole('link');
    expect(home).toHaveAttribute('href', '/es');
    expect(home).toHaveTextContent(/inicio/i);
  });

  it('tries the page again once the visitor navigates elsewhere', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <ErrorBoundary resetKey="/broken" fallback={<ErrorScreen pathname="/broken" />}>
        <Broken />
      </ErrorBoundary>,
    );
    rerender(
      <ErrorBoundary resetKey="/about" fallback={<ErrorScreen pathname="/about" />}>
        <p>About page</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('About page')).toBeInTheDocument();
  });
});
