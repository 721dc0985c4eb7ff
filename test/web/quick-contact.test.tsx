import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { QuickContact } from '../../web/src/components/quick-contact/quick-contact';
import { installBrowserStubs } from './browser-stubs';
import { WithSiteCopy } from './with-site-copy';

beforeEach(() => {
  installBrowserStubs();
});

function renderQuickContact() {
  render(
    <MemoryRouter>
      <WithSiteCopy>
        <QuickContact />
      </WithSiteCopy>
    </MemoryRouter>,
  );
  const opener = screen.getByRole('button', { name: 'Quick inquiry' });
  const dialog = document.getElementById(opener.getAttribute('aria-controls') ?? '');
  if (!(dialog instanceof HTMLDialogElement)) throw new Error('the opener controls no dialog');
  return { opener, dialog };
}

describe('the quick-contact dialog', () => {
  it('opens from a visible button that says it opens a dialog', () => {
    const { opener, dialog } = renderQuickContact();
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(opener);
    expect(dialog.open).toBe(true);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'Send us a quick inquiry' })).toBe(dialog);
  });

  it('holds the same form: Name, Email, Message and SEND', () => {
    const { opener } = renderQuickContact();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Send us a quick inquiry' });
    for (const name of ['Name', 'Email', 'Message']) {
      expect(dialog.querySelector(`[name="${name.toLowerCase()}"]`)).not.toBeNull();
    }
    expect(screen.getByRole('button', { name: 'SEND' })).toBeInTheDocument();
  });

  it('writes its form only when first opened, and keeps it after it closes', () => {
    const { opener, dialog } = renderQuickContact();
    // Nothing for the browser's autofill to read while the page is parsed (decision 0033).
    expect(dialog.querySelector('form')).toBeNull();
    fireEvent.click(opener);
    const form = dialog.querySelector('form');
    expect(form).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog.open).toBe(false);
    expect(dialog.querySelector('form')).toBe(form);
  });

  it('closes with its close button and gives focus back to the opener', () => {
    const { opener, dialog } = renderQuickContact();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog.open).toBe(false);
    expect(opener).toHaveFocus();
    expect(opener).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click on the backdrop, but not on a click inside', () => {
    const { opener, dialog } = renderQuickContact();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('heading', { name: 'Send us a quick inquiry' }));
    expect(dialog.open).toBe(true);
    fireEvent.click(dialog);
    expect(dialog.open).toBe(false);
  });

  it('keeps what was typed when it is closed and opened again', () => {
    const { opener, dialog } = renderQuickContact();
    fireEvent.click(opener);
    const name = dialog.querySelector('[name="name"]') as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Half-typed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(opener);
    expect((dialog.querySelector('[name="name"]') as HTMLInputElement).value).toBe('Half-typed');
  });
});
