/**
 * The site's icons (web/public). A page links them once the first view is on the screen, with its
 * app (the template of web/build/app-modules.ts, which the loader puts into the head), so that the
 * icon's request never competes with what the visitor is waiting to see (decision 0033); until
 * then the loader links only `ICON_PLACEHOLDER` (web/src/entry-client.ts). A browser without
 * script finds them in the head's `<noscript>` (web/build/head-tags.ts).
 */

export interface SiteIcon {
  readonly href: string;
  readonly sizes?: string;
  readonly type?: string;
}

export const SITE_ICONS: readonly SiteIcon[] = [
  { href: '/favicon.ico', sizes: '32x32' },
  { href: '/icon.svg', type: 'image/svg+xml' },
];

/**
 * An icon that is nothing and comes from nowhere, which the loader links as the page loads.
 * Without an icon link, a browser asks for /favicon.ico as soon as the page has loaded; with this
 * one it asks for nothing until the loader links the real ones. The Content-Security-Policy
 * allows `data:` images for it (functions/security-headers.ts).
 */
export const ICON_PLACEHOLDER = 'data:,';
