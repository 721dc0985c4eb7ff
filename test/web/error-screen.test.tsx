import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../web/src/app/error-boundary';
import { ErrorScreen } from '../../web/src/app/error-screen';
import { ROUTES } from '../../web/src/config/routes';

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
      <ErrorBoundary resetKey="/broken" fallback={<ErrorScreen />}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      ROUTES.home.path,
    );
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });

  it('tries the page again once the visitor navigates elsewhere', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <ErrorBoundary resetKey="/broken" fallback={<ErrorScreen />}>
        <Broken />
      </ErrorBoundary>,
    );
    rerender(
      <ErrorBoundary resetKey="/about" fallback={<ErrorScreen />}>
        <p>About page</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('About page')).toBeInTheDocument();
  });
});
