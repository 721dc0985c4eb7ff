import { vi } from 'vitest';

/**
 * What jsdom lacks and the site's widgets use: the modal `<dialog>` methods, the observers the
 * carousel library reads, matchMedia and scrollTo. Minimal, test-only stand-ins.
 */
export function installBrowserStubs() {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal !== 'function') {
    Object.assign(proto, {
      showModal(this: HTMLDialogElement) {
        this.setAttribute('open', '');
      },
      show(this: HTMLDialogElement) {
        this.setAttribute('open', '');
      },
      close(this: HTMLDialogElement) {
        if (!this.hasAttribute('open')) return;
        this.removeAttribute('open');
        this.dispatchEvent(new Event('close'));
      },
    });
  }
  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('ResizeObserver', window.ResizeObserver ?? NoopObserver);
  vi.stubGlobal('IntersectionObserver', window.IntersectionObserver ?? NoopObserver);
  if (typeof window.matchMedia !== 'function') {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }));
  }
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
}
