/**
 * The editor's security headers (admin.<domainName>, its own CloudFront distribution), in one
 * typed definition like the site's (functions/security-headers.ts): the CloudFront policies
 * (infra/constructs/editor-site.ts) are built from it, and the local twin's editor will be too.
 * The editor needs what the site forbids (inline styles, GitHub's API, a sign-in popup), so it
 * lives on an origin of its own and the site's headers do not move. Every host below is argued
 * in docs/decisions/0027-editor-origin-and-github-sign-in.md.
 */
import {
  PERMISSIONS_POLICY,
  type SecurityHeaders,
  STRICT_TRANSPORT_SECURITY,
} from './security-headers';

/**
 * Sveltia CMS's documented policy, with nothing from a CDN: its code and fonts are bundled and
 * served from this origin, so UNPKG and jsDelivr stay out (what the editor would fetch from
 * them, extra UI languages, the PDF viewer, the map widget, its update check, is blocked).
 * No `unsafe-eval`; no Trusted Types, which Svelte's `{@html}` would break.
 */
export const EDITOR_CONTENT_SECURITY_POLICY: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  // Svelte sets `style=""` attributes and the editor injects its theme: styles need inline.
  'style-src': ["'self'", "'unsafe-inline'"],
  'font-src': ["'self'"],
  // Previews of uploads (blob:, data:) and images and avatars that GitHub serves.
  'img-src': ["'self'", 'blob:', 'data:', 'https://*.githubusercontent.com'],
  'media-src': ['blob:'],
  'frame-src': ['blob:'],
  'manifest-src': ['blob:'],
  // GitHub's REST and GraphQL API, and its status page's API for an outage notice. `data:`: the
  // editor reads its own inlined images (its logo) with fetch(); `blob:`: it reads a file being
  // uploaded back from its object URL before committing it. Neither reaches a server.
  'connect-src': [
    "'self'",
    'data:',
    'blob:',
    'https://api.github.com',
    'https://www.githubstatus.com',
  ],
  'object-src': ["'none'"],
  // The preview pane is a frame of the editor's own making, whose `<base>` names the editor's
  // origin (so that a link in the preview opens in a new tab, relative to this origin): a base
  // on any other origin stays refused. The site keeps `'none'`.
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export function cspValue(policy: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');
}

/** The editor's pages. */
export function editorSecurityHeaders(): SecurityHeaders {
  return {
    contentSecurityPolicy: cspValue(EDITOR_CONTENT_SECURITY_POLICY),
    strictTransportSecurity: STRICT_TRANSPORT_SECURITY,
    frameOptions: 'DENY',
    contentTypeOptions: 'nosniff',
    referrerPolicy: 'no-referrer',
    custom: {
      'Permissions-Policy': PERMISSIONS_POLICY,
      // The GitHub sign-in popup must keep its `window.opener` to hand the token back;
      // `same-origin` would cut it (Sveltia CMS documents this).
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'X-Robots-Tag': 'noindex',
    },
  };
}

/**
 * The sign-in routes (`/auth`, `/callback`): the callback page sends its own CSP, which allows
 * its one script by hash (functions/editor-auth/sign-in-page.ts); this stricter one only stands
 * in if a response comes without. No `Cross-Origin-Opener-Policy`: the popup page must stay in
 * its opener's browsing context group to post the token to it.
 */
export function signInRouteHeaders(): SecurityHeaders {
  return {
    contentSecurityPolicy:
      "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    strictTransportSecurity: STRICT_TRANSPORT_SECURITY,
    frameOptions: 'DENY',
    contentTypeOptions: 'nosniff',
    referrerPolicy: 'no-referrer',
    custom: { 'X-Robots-Tag': 'noindex' },
  };
}
