/**
 * The security headers of every response, in one typed definition. The CloudFront response
 * headers policy (infra) and the local twin (infra/local) are both built from it, so what an
 * engineer sees on localhost is what a visitor gets from CloudFront; and the site checks
 * (functions/site-checks: `npm run smoke`, the canary) compare a served page with it, which is
 * why it lives here rather than in infra: code that runs in AWS imports nothing from infra.
 */

import { cspHash, type InlineCode } from '../web/build/inline-code';
import { CSP_REPORT_PATH } from './api-paths';

/** The name `report-to` uses for CSP_REPORT_PATH, declared in `Reporting-Endpoints`. */
export const CSP_REPORT_ENDPOINT = 'csp';

/**
 * Nothing is allowed unless a directive below allows it (`default-src 'none'`), and no
 * directive allows `'unsafe-*'`: the prerendered HTML carries one inline stylesheet and one
 * inline loader, which `style-src` and `script-src` allow by their hashes
 * (`contentSecurityPolicy`): the hashes the build recorded of the code it inlined itself
 * (web/build/inline-code.ts), never what a page happens to carry, so content cannot add to them;
 * otherwise only same-origin, integrity-checked files are allowed. Trusted
 * Types are enforced with no policy at all: no code of the site writes HTML or script into a DOM
 * sink, so any attempt is refused. The reports go to our own endpoint, relative to the page, so
 * the local twin collects its own.
 */
export const CONTENT_SECURITY_POLICY: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  // data: for the loader's stand-ins until the first paint, the icon placeholder
  // (web/src/config/site-icons.ts) and a lazy picture's empty drawing (web/src/entry-client.ts):
  // an image from data: is drawn from the page's own bytes, fetched from nowhere, and runs nothing.
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'require-trusted-types-for': ["'script'"],
  'trusted-types': ["'none'"],
  // `report-to` where the Reporting API exists; browsers without it fall back to `report-uri`.
  'report-uri': [CSP_REPORT_PATH],
  'report-to': [CSP_REPORT_ENDPOINT],
};

export interface SecurityHeaders {
  readonly contentSecurityPolicy: string;
  readonly strictTransportSecurity: {
    readonly maxAgeSeconds: number;
    readonly includeSubdomains: boolean;
    readonly preload: boolean;
  };
  readonly frameOptions: 'DENY';
  readonly contentTypeOptions: 'nosniff';
  /** The site's is `same-origin`; the editor's `no-referrer` (functions/editor-headers.ts). */
  readonly referrerPolicy: 'same-origin' | 'no-referrer';
  /** Headers that CloudFront's policy carries as custom headers. */
  readonly custom: Readonly<Record<string, string>>;
}

/** The inline code a policy allows, by the CSP hash (`'sha256-…'`) of each element's text. */
export type InlineHashes = InlineCode;

export const NO_INLINE_CODE: InlineHashes = { styles: [], scripts: [] };

const STYLE_ELEMENT = /<style>([\s\S]*?)<\/style>/g;
const SCRIPT_ELEMENT = /<script([^>]*)>([\s\S]*?)<\/script>/g;
// A script that runs: no `type`, or a module's. JSON data blocks never run.
const RUNNING_TYPE = /^(?:(?!\stype=)[^>])*$|\stype="module"/;

/**
 * The CSP hash of every inline `<style>` and `<script>` a page carries, of its text as the
 * browser hashes it. Not where the policy comes from (that is the build's record,
 * `siteInlineHashes` in infra/built-site.ts): what the checks compare it with, since a page whose
 * inline code is not exactly the build's would have some of it refused.
 */
export function inlineHashesOf(html: string): InlineHashes {
  const styles = [...html.matchAll(STYLE_ELEMENT)].map(([, text = '']) => cspHash(text));
  // Inline only: a `<script src>` is allowed by its origin, not by a hash.
  const scripts = [...html.matchAll(SCRIPT_ELEMENT)]
    .filter(([, attributes = '']) => !/\ssrc=/.test(attributes) && RUNNING_TYPE.test(attributes))
    .map(([, , text = '']) => cspHash(text));
  return { styles, scripts };
}

/** The policy as a header value, allowing these inline styles and scripts by their hashes. */
export function contentSecurityPolicy(inline: InlineHashes): string {
  const extra: Readonly<Record<string, readonly string[]>> = {
    'style-src': inline.styles,
    'script-src': inline.scripts,
  };
  return Object.entries(CONTENT_SECURITY_POLICY)
    .map(([directive, sources]) => [directive, ...sources, ...(extra[directive] ?? [])].join(' '))
    .join('; ');
}

/** Two years, subdomains and preload: what hstspreload.org requires. The editor's too. */
export const STRICT_TRANSPORT_SECURITY = {
  maxAgeSeconds: 63_072_000,
  includeSubdomains: true,
  preload: true,
} as const;

/** No powerful feature for any page: the site's and the editor's. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/**
 * Every header, for a site whose pages inline the code of these hashes (`siteInlineHashes` of
 * the built site, infra/built-site.ts).
 */
export function securityHeaders(inline: InlineHashes): SecurityHeaders {
  return {
    contentSecurityPolicy: contentSecurityPolicy(inline),
    strictTransportSecurity: STRICT_TRANSPORT_SECURITY,
    frameOptions: 'DENY',
    contentTypeOptions: 'nosniff',
    // The site's own requests (`POST /api/form`, the navigation beacon) say which page they come
    // from, so an enquiry is counted against its page and a reload is not a new visit (issue
    // 22); other sites still get no `Referer` at all. The Observatory scores it as `no-referrer`.
    referrerPolicy: 'same-origin',
    custom: {
      'Permissions-Policy': PERMISSIONS_POLICY,
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
      // Every subresource is our own: nothing cross-origin can be embedded without opting in.
      'Cross-Origin-Embedder-Policy': 'require-corp',
      'Reporting-Endpoints': `${CSP_REPORT_ENDPOINT}="${CSP_REPORT_PATH}"`,
    },
  };
}

/** The definition as plain response headers, as a browser receives them. */
export function securityHeaderFields(headers: SecurityHeaders): Record<string, string> {
  const hsts = headers.strictTransportSecurity;
  return {
    'Content-Security-Policy': headers.contentSecurityPolicy,
    'Strict-Transport-Security': [
      `max-age=${hsts.maxAgeSeconds}`,
      ...(hsts.includeSubdomains ? ['includeSubDomains'] : []),
      ...(hsts.preload ? ['preload'] : []),
    ].join('; '),
    'X-Frame-Options': headers.frameOptions,
    'X-Content-Type-Options': headers.contentTypeOptions,
    'Referrer-Policy': headers.referrerPolicy,
    ...headers.custom,
  };
}
