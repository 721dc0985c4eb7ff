import { describe, expect, it } from 'vitest';
import { CSP_REPORT_PATH } from '../../functions/api-paths';
import {
  CONTENT_SECURITY_POLICY,
  CSP_REPORT_ENDPOINT,
  inlineHashesOf,
  securityHeaderFields,
  securityHeaders,
} from '../../functions/security-headers';

/** A page as the build writes it: the stylesheet and the loader inline, the app's template, JSON-LD. */
const PAGE = [
  '<!doctype html><html lang="en"><head>',
  '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
  '<template id="app-modules"><script type="module" crossorigin src="/assets/main-1.js" integrity="sha384-x"></script></template>',
  '<style>a[href]>b{color:red}@media (width<=768px){b{color:blue}}</style>',
  '</head><body><script id="loader">addEventListener("load",()=>document.head.append(document.importNode(document.getElementById("app-modules").content,true)))</script></body></html>',
].join('');
const inline = inlineHashesOf(PAGE);
const headers = securityHeaders(inline);
const fields = securityHeaderFields(headers);

describe('the inline code a page carries', () => {
  it("is hashed as the browser hashes an element's text, `<` and `>` in CSS included", () => {
    // printf '%s' 'a[href]>b{color:red}@media (width<=768px){b{color:blue}}' | openssl sha256 -binary | base64
    expect(inline.styles).toEqual(["'sha256-452o/lxmr0tDUa6st7Ex97D9y+oez8LxXhZ7EVlHpNE='"]);
    expect(inline.scripts).toHaveLength(1);
  });

  it('counts only scripts that run: JSON data blocks and JSON-LD need no hash', () => {
    expect(inlineHashesOf('<script type="application/json">[]</script>').scripts).toEqual([]);
    expect(inlineHashesOf('<script type="application/ld+json">{}</script>').scripts).toEqual([]);
  });

  it('counts classic and module scripts, whatever other attributes they carry, but no script a file holds', () => {
    const code = 'document.title="x"';
    const [hash] = inlineHashesOf(`<script>${code}</script>`).scripts;
    expect(hash).toMatch(/^'sha256-[\w+/]+=*'$/);
    expect(inlineHashesOf(`<script id="loader">${code}</script>`).scripts).toEqual([hash]);
    expect(inlineHashesOf(`<script type="module">${code}</script>`).scripts).toEqual([hash]);
    expect(inlineHashesOf('<script type="module" src="/assets/main.js"></script>').scripts).toEqual(
      [],
    );
  });

  it('allows exactly those styles and scripts, each in its own directive', () => {
    const directives = new Map(
      headers.contentSecurityPolicy.split('; ').map((d) => [d.split(' ')[0], d] as const),
    );
    expect(directives.get('style-src')).toBe(`style-src 'self' ${inline.styles[0]}`);
    expect(directives.get('script-src')).toBe(`script-src 'self' ${inline.scripts[0]}`);
  });
});

describe('the Content Security Policy', () => {
  it("allows nothing by default, and each resource type only from the site's own origin", () => {
    expect(CONTENT_SECURITY_POLICY['default-src']).toEqual(["'none'"]);
    for (const directive of ['script-src', 'style-src', 'connect-src', 'manifest-src']) {
      expect(CONTENT_SECURITY_POLICY[directive], directive).toEqual(["'self'"]);
    }
    // And images from the page's own bytes: the icon placeholder (web/src/config/site-icons.ts).
    expect(CONTENT_SECURITY_POLICY['img-src']).toEqual(["'self'", 'data:']);
  });

  it('never allows inline code, eval or a blanket scheme, but data: images', () => {
    const withoutImages = headers.contentSecurityPolicy.replace("img-src 'self' data:", '');
    expect(withoutImages).not.toMatch(/'unsafe-|\s(https?|data|blob):|\*|img-src/);
  });

  it('closes plugins, <base>, foreign form targets and framing', () => {
    expect(fields['Content-Security-Policy']).toContain("object-src 'none'");
    expect(fields['Content-Security-Policy']).toContain("base-uri 'none'");
    expect(fields['Content-Security-Policy']).toContain("form-action 'self'");
    expect(fields['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  });

  it('enforces Trusted Types with no policy allowed', () => {
    expect(fields['Content-Security-Policy']).toContain("require-trusted-types-for 'script'");
    expect(fields['Content-Security-Policy']).toContain("trusted-types 'none'");
  });

  it('reports to /api/csp-report by report-to, declared in Reporting-Endpoints, and by report-uri', () => {
    expect(fields['Content-Security-Policy']).toContain(`report-to ${CSP_REPORT_ENDPOINT}`);
    expect(fields['Content-Security-Policy']).toContain(`report-uri ${CSP_REPORT_PATH}`);
    expect(fields['Reporting-Endpoints']).toBe(`${CSP_REPORT_ENDPOINT}="/api/csp-report"`);
  });

  it('fits a CloudFront response headers policy (at most 1783 characters)', () => {
    expect(headers.contentSecurityPolicy.length).toBeLessThanOrEqual(1783);
  });
});

describe('the other headers', () => {
  it('isolate the site: COOP same-origin, COEP require-corp, CORP same-origin', () => {
    expect(fields).toMatchObject({
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
  });

  it('ask for HTTPS for two years, subdomains included, and for the preload list', () => {
    expect(fields['Strict-Transport-Security']).toBe(
      'max-age=63072000; includeSubDomains; preload',
    );
  });
});
