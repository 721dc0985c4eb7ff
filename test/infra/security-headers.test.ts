import { describe, expect, it } from 'vitest';
import { CSP_REPORT_PATH } from '../../infra/api-paths';
import {
  CONTENT_SECURITY_POLICY,
  CSP_REPORT_ENDPOINT,
  SECURITY_HEADERS,
  securityHeaderFields,
} from '../../infra/security-headers';

const fields = securityHeaderFields();

describe('the Content Security Policy', () => {
  it("allows nothing by default, and each resource type only from the site's own origin", () => {
    expect(CONTENT_SECURITY_POLICY['default-src']).toEqual(["'none'"]);
    for (const directive of ['script-src', 'style-src', 'img-src', 'connect-src', 'manifest-src']) {
      expect(CONTENT_SECURITY_POLICY[directive], directive).toEqual(["'self'"]);
    }
  });

  it('never allows inline code, eval or a blanket scheme', () => {
    expect(SECURITY_HEADERS.contentSecurityPolicy).not.toMatch(/'unsafe-|\s(https?|data|blob):|\*/);
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
    expect(SECURITY_HEADERS.contentSecurityPolicy.length).toBeLessThanOrEqual(1783);
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
