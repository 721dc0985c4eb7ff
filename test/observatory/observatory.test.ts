/**
 * The scorer against the MDN HTTP Observatory's own expectations. Each block names the test in
 * github.com/mdn/mdn-http-observatory (commit 94042bbfbf9f1af722ad9114ada6d271dcb525b9) whose
 * cases it re-states by hand; like their `emptyRequests()` helper, pages are https://mozilla.org/
 * served as text/html, with a redirection to https and no preload entry unless a case says so.
 */
import { describe, expect, it } from 'vitest';
import {
  inlineHashesOf,
  securityHeaderFields,
  securityHeaders,
} from '../../functions/security-headers';
import {
  contentSecurityPolicy,
  gradeForScore,
  type HeaderFields,
  type ObservatoryInput,
  parseCsp,
  SCORE_MODIFIERS,
  scoreResponse,
  structuredFieldToken,
  TEST_NAMES,
  type TestName,
} from './observatory';

const URL_ = 'https://mozilla.org/';

function input(
  headers: HeaderFields = {},
  extra: Partial<ObservatoryInput> = {},
): ObservatoryInput {
  return {
    url: URL_,
    headers: { 'content-type': 'text/html', ...headers },
    html: '<html><head></head><body></body></html>',
    redirection: 'redirection-to-https',
    hstsPreloaded: false,
    ...extra,
  };
}

const test = (name: TestName, headers: HeaderFields = {}, extra: Partial<ObservatoryInput> = {}) =>
  scoreResponse(input(headers, extra)).tests[name];

const csp = (policy: string, html?: string) =>
  contentSecurityPolicy(input({ 'content-security-policy': policy }, html ? { html } : {}));

const META_CSP_NONE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
  <meta http-equiv="Content-Security-Policy" content="default-src 'none';" />
  <title>Title</title></head><body></body></html>`;
const META_CSP_HTTPS = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
  <meta http-equiv="Content-Security-Policy" content="default-src https:" />
  <title>Title</title></head><body></body></html>`;

describe('grader (test/grader.test.js)', () => {
  it('grades and clamps as getGradeForScore does', () => {
    expect(gradeForScore(100)).toEqual({ score: 100, grade: 'A+' });
    expect(gradeForScore(0)).toEqual({ score: 0, grade: 'F' });
    expect(gradeForScore(120)).toEqual({ score: 120, grade: 'A+' });
    expect(gradeForScore(-10)).toEqual({ score: 0, grade: 'F' });
    expect(gradeForScore(94).grade).toBe('A');
    expect(gradeForScore(75).grade).toBe('B');
    expect(gradeForScore(24).grade).toBe('F');
  });

  it('keeps their modifiers (CspNotImplemented is -25, XFO DENY +5)', () => {
    expect(SCORE_MODIFIERS['csp-not-implemented']).toBe(-25);
    expect(SCORE_MODIFIERS['x-frame-options-sameorigin-or-deny']).toBe(5);
  });
});

describe('content-security-policy (test/csp.test.js)', () => {
  it('missing', () => {
    expect(test('content-security-policy')).toEqual({
      result: 'csp-not-implemented',
      scoreModifier: -25,
      pass: false,
    });
  });

  it.each([
    '  ',
    '',
    "default-src 'none'; default-src 'none'",
    "default-src 'none'; img-src 'self'; default-src 'none'",
    "default-src 'none'; script-src 'strict-dynamic'",
    'defa',
  ])('header invalid: %j', (policy) => {
    expect(csp(policy)).toMatchObject({
      result: 'csp-header-invalid',
      pass: false,
      numPolicies: 1,
    });
  });

  it.each([
    "default-src 'none'; script-src https://*",
    "script-src 'unsafe-inline'",
    'script-src data:',
    'script-src http:',
    "default-src 'UNSAFE-INLINE'",
    'upgrade-insecure-requests',
    "script-src 'none'",
    'script-src https://mozilla.org https:',
    "default-src 'none'; script-src *",
    "default-src 'none'; script-src 'none'; object-src *",
    "default-src 'none'; script-src 'unsafe-inline' 'unsafe-eval'",
    "object-src https:; script-src 'none'",
  ])('unsafe inline: %s', (policy) => {
    const analysis = csp(policy);
    expect(analysis).toMatchObject({ result: 'csp-implemented-with-unsafe-inline', pass: false });
    expect(analysis.policy?.unsafeInline).toBe(true);
  });

  it.each([
    'default-src http://mozilla.org',
    "default-src 'none'; script-src http://mozilla.org",
    "default-src 'none'; script-src ftp://mozilla.org",
  ])('insecure scheme: %s', (policy) => {
    expect(csp(policy)).toMatchObject({ result: 'csp-implemented-with-insecure-scheme' });
  });

  it.each([
    "default-src 'none'; img-src http://mozilla.org",
    "default-src 'self'; img-src ftp:",
    "default-src 'none'; img-src https:; media-src http://mozilla.org",
    "default-src 'none'; img-src 'none'; media-src http:; script-src 'self'; style-src 'unsafe-inline'",
  ])('insecure scheme in passive content only: %s', (policy) => {
    expect(csp(policy)).toMatchObject({
      result: 'csp-implemented-with-insecure-scheme-in-passive-content-only',
      pass: true,
    });
  });

  it('unsafe eval', () => {
    const analysis = csp("default-src 'none'; script-src 'unsafe-eval'");
    expect(analysis).toMatchObject({ result: 'csp-implemented-with-unsafe-eval', pass: false });
    expect([...(analysis.directives?.get('script-src') ?? [])]).toEqual(["'unsafe-eval'"]);
  });

  it.each([
    "object-src 'none'; script-src 'none'; style-src 'unsafe-inline'",
    "default-src 'unsafe-inline'; script-src https://mozilla.org",
    "default-src 'none';;; ;;;style-src 'self' 'unsafe-inline'",
    "default-src 'none'; style-src data:",
    "default-src 'none'; style-src https:",
    "default-src 'none'; style-src 'unsafe-inline'; " +
      "script-src 'sha256-hqBEA/HXB3aJU2FgOnYN8rkAgEVgyfi3Vs1j2/XMPBB=' 'unsafe-inline'",
  ])('unsafe inline in style-src only: %s', (policy) => {
    expect(csp(policy)).toMatchObject({
      result: 'csp-implemented-with-unsafe-inline-in-style-src-only',
      pass: true,
    });
  });

  it.each([
    'default-src https://mozilla.org',
    "object-src 'none'; script-src 'strict-dynamic' 'nonce-abc' 'unsafe-inline'; style-src 'none'",
    "object-src 'none'; style-src 'self';script-src 'sha256-hqBEA/HXB3aJU2FgOnYN8rkAgEVgyfi3Vs1j2/XMPBA='",
    "default-src https://mozilla.org; style-src 'unsafe-inline' 'nonce-abc123' 'unsafe-inline'",
  ])('no unsafe: %s', (policy) => {
    expect(csp(policy)).toMatchObject({ result: 'csp-implemented-with-no-unsafe', pass: true });
  });

  it.each([
    'default-src',
    "default-src 'none'; script-src 'strict-dynamic' 'nonce-abc123' 'unsafe-inline'",
    "default-src 'none'; script-src https://mozilla.org; style-src https://mozilla.org; upgrade-insecure-requests;",
    "default-src 'none'; object-src https://mozilla.org",
    "default-src 'none'; script-src 'strict-dynamic' 'sha256-abc123' https://*",
  ])('no unsafe, default-src none: %s', (policy) => {
    const analysis = csp(policy);
    expect(analysis).toMatchObject({
      result: 'csp-implemented-with-no-unsafe-default-src-none',
      pass: true,
      numPolicies: 1,
    });
    expect(analysis.policy?.defaultNone).toBe(true);
  });

  it('default-src none from <meta>, and header and <meta> merged', () => {
    const metaOnly = contentSecurityPolicy(input({}, { html: META_CSP_NONE }));
    expect(metaOnly).toMatchObject({
      result: 'csp-implemented-with-no-unsafe-default-src-none',
      numPolicies: 1,
    });
    // default-src http: (header) and https: (meta) share nothing: 'none'.
    expect(csp('default-src http:', META_CSP_HTTPS)).toMatchObject({
      result: 'csp-implemented-with-no-unsafe-default-src-none',
      numPolicies: 2,
    });
    expect(csp("img-src 'none'", META_CSP_NONE).result).toBe(
      'csp-implemented-with-no-unsafe-default-src-none',
    );
    // test_parse_http_equiv_headers_csp_multiple_http_equiv1.html
    const fourMetas = `<head>
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; object-src 'none'; media-src 'none';" />
      <meta http-equiv="Content-SECURITY-Policy" content="connect-src 'self'; font-src 'self'; child-src 'self'" />
      <meta http-equiv=" Content-Security-Policy " content="img-src 'self'; style-src 'self' 'nonce-gAeQO8jI4VJCsrsXkcUVRCzQjiihKteQ" />
      <meta http-equiv="Content-security-Policy" content="script-src 'self' 'unsafe-inline' 'nonce-gAeQO8jI4VJCsrsXkcUVRCzQjiihKteQ'" />
      </head>`;
    expect(contentSecurityPolicy(input({}, { html: fourMetas }))).toMatchObject({
      result: 'csp-implemented-with-no-unsafe-default-src-none',
      numPolicies: 4,
    });
  });

  it('ignores frame-ancestors in <meta> ("ignore frame-anchestors in http-equiv")', () => {
    const html = `<head><meta http-equiv="Content-Security-Policy" content="frame-ancestors 'none'" /></head>`;
    expect(contentSecurityPolicy(input({}, { html })).result).toBe('csp-not-implemented');
  });

  it('report only', () => {
    const result = test('content-security-policy', {
      'content-security-policy-report-only': "default-src 'none'; report-to /_/csp-reports",
    });
    expect(result.result).toBe('csp-not-implemented-but-reporting-enabled');
  });

  it('comma-joined policies are intersected, not invalid', () => {
    const same = csp(
      "default-src 'none'; script-src 'self', default-src 'none'; script-src 'self'",
    );
    expect(same).toMatchObject({ pass: true, numPolicies: 2 });
    const sandwich = csp(
      "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline', " +
        "default-src 'none'; style-src 'self', " +
        "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'",
    );
    expect(sandwich.policy?.unsafeInlineStyle).toBe(false);
    expect([...(sandwich.directives?.get('style-src') ?? [])]).toEqual(["'self'"]);
  });

  it('policy flags (the "policy analysis" case)', () => {
    expect(csp("default-src 'none'").policy?.antiClickjacking).toBe(false);
    expect(csp("default-src *; frame-ancestors 'none'").policy?.antiClickjacking).toBe(true);
    expect(csp("default-src 'none'; base-uri *; object-src *").policy).toMatchObject({
      insecureBaseUri: true,
      unsafeObjects: true,
    });
    expect(csp("default-src 'none'; form-action 'self' https://mozilla.org").policy).toMatchObject({
      insecureFormAction: false,
    });
    expect(csp("default-src 'none'").policy?.insecureFormAction).toBe(true);
  });

  it('duplicate report-uri / report-to are allowed but scored 0 (test/csp-parser.test.js)', () => {
    const parsed = parseCsp(['report-to some_name ; report-to some_other_name']);
    expect([...parsed.duplicates]).toEqual(['report-to']);
    expect(csp("default-src 'none'; report-uri /a; report-uri /b")).toMatchObject({
      result: 'csp-implemented-but-duplicate-directives',
      pass: true,
    });
  });

  it('parses several policies into their intersection (test/csp-parser.test.js)', () => {
    const sources = (policies: string[]) =>
      Object.fromEntries(
        [...parseCsp(policies).directives].map(([name, set]) => [name, [...set].sort()]),
      );
    expect(
      sources([
        "default-src 'none'; script-src 'self' https://mozilla.org",
        "default-src 'none'; script-src https://example.com 'self' https://mozilla.org",
      ]),
    ).toEqual({ 'default-src': ["'none'"], 'script-src': ["'self'", 'https://mozilla.org'] });
    expect(sources(['default-src https://mozilla.org', 'default-src https://mozilla.com'])).toEqual(
      { 'default-src': ["'none'"] },
    );
    expect(
      sources([
        'default-src https://mozilla.org https://mozilla.net https://mozilla.com https://mozilla.io',
        'default-src https://mozilla.pizza https://mozilla.ninja https://mozilla.net https://mozilla.org',
      ]),
    ).toEqual({ 'default-src': ['https://mozilla.net', 'https://mozilla.org'] });
    expect(
      sources([
        'default-src https://mozilla.org/firefox/',
        'default-src https://mozilla.org/firefox/download/',
      ]),
    ).toEqual({ 'default-src': ['https://mozilla.org/firefox/download/'] });
    expect(sources(['default-src http: http:', 'default-src https: https:'])).toEqual({
      'default-src': ["'none'"],
    });
    for (const invalid of ['  ', '\r\n', '', "default-src 'none'; default-src 'none'", 'defa']) {
      expect(() => parseCsp([invalid])).toThrow();
    }
  });
});

describe('strict-transport-security (test/strict-transport-security.test.js)', () => {
  it('missing, invalid, too short, implemented, preloaded, no https', () => {
    expect(test('strict-transport-security')).toEqual({
      result: 'hsts-not-implemented',
      scoreModifier: -20,
      pass: false,
    });
    for (const value of [
      'includeSubDomains; preload',
      'max-age=15768000; includeSubDomains, max-age=15768000; includeSubDomains',
    ]) {
      expect(test('strict-transport-security', { 'strict-transport-security': value }).result).toBe(
        'hsts-header-invalid',
      );
    }
    expect(
      test('strict-transport-security', { 'Strict-Transport-Security': 'max-age=86400' }),
    ).toEqual({
      result: 'hsts-implemented-max-age-less-than-six-months',
      scoreModifier: -10,
      pass: false,
    });
    const hsts = { 'strict-transport-security': 'max-age=15768000; includeSubDomains; preload' };
    expect(test('strict-transport-security', hsts)).toEqual({
      result: 'hsts-implemented-max-age-at-least-six-months',
      scoreModifier: 0,
      pass: true,
    });
    expect(test('strict-transport-security', {}, { hstsPreloaded: true })).toEqual({
      result: 'hsts-preloaded',
      scoreModifier: 5,
      pass: true,
    });
    expect(test('strict-transport-security', hsts, { url: 'http://mozilla.org/' }).result).toBe(
      'hsts-not-implemented-no-https',
    );
  });
});

describe('cross-origin-opener-policy and -embedder-policy (their #498 tests)', () => {
  const invalid = ['whimsy', '"same-origin"', 'Same-Origin', 'SAME-ORIGIN'];

  it.each([
    ['same-origin', 'coop-implemented-with-same-origin'],
    ['same-origin-allow-popups', 'coop-implemented-with-same-origin-allow-popups'],
    ['noopener-allow-popups', 'coop-implemented-with-noopener-allow-popups'],
    ['unsafe-none', 'coop-implemented-with-unsafe-none'],
    ['same-origin; report-to="coop-endpoint"', 'coop-implemented-with-same-origin'],
    ['same-origin; report-to', 'coop-implemented-with-same-origin'],
    ...invalid.map((value) => [value, 'coop-header-invalid']),
    ['same-origin; report-to=coop endpoint', 'coop-header-invalid'],
    ['same-origin, unsafe-none', 'coop-header-invalid'],
  ])('COOP %j is %s', (value, result) => {
    expect(test('cross-origin-opener-policy', { 'cross-origin-opener-policy': value }).result).toBe(
      result,
    );
  });

  it.each([
    ['require-corp', 'coep-implemented-with-require-corp'],
    ['credentialless', 'coep-implemented-with-credentialless'],
    ['unsafe-none', 'coep-implemented-with-unsafe-none'],
    ['credentialless; report-to="coep-endpoint"', 'coep-implemented-with-credentialless'],
    ['require-corp; report-to', 'coep-implemented-with-require-corp'],
    ['"require-corp"', 'coep-header-invalid'],
    ['REQUIRE-CORP', 'coep-header-invalid'],
    ['require-corp; report-to=coep endpoint', 'coep-header-invalid'],
  ])('COEP %j is %s', (value, result) => {
    expect(
      test('cross-origin-embedder-policy', { 'cross-origin-embedder-policy': value }).result,
    ).toBe(result);
  });

  it('scores them, and a repeated header is invalid', () => {
    expect(test('cross-origin-opener-policy')).toEqual({
      result: 'coop-not-implemented',
      scoreModifier: 0,
      pass: true,
    });
    expect(
      test('cross-origin-embedder-policy', {
        'cross-origin-embedder-policy': ['require-corp', 'unsafe-none'],
      }),
    ).toEqual({ result: 'coep-header-invalid', scoreModifier: -5, pass: false });
    expect(
      test('cross-origin-opener-policy', { 'cross-origin-opener-policy': 'same-origin' })
        .scoreModifier,
    ).toBe(10);
    expect(structuredFieldToken('a; b=?1; c=1.5; d=:aGk=:')).toBe('a');
  });
});

describe('cross-origin-resource-policy (test/cross-origin-resource-policy.test.js)', () => {
  it.each([
    [undefined, 'corp-not-implemented', 0],
    ['whimsy', 'corp-header-invalid', -5],
    ['same-site', 'corp-implemented-with-same-site', 10],
    ['same-origin', 'corp-implemented-with-same-origin', 10],
    ['cross-origin', 'corp-implemented-with-cross-origin', 0],
    [['same-origin', 'cross-origin'], 'corp-header-invalid', -5],
  ])('%j is %s', (value, result, modifier) => {
    const headers: HeaderFields =
      value === undefined ? {} : { 'cross-origin-resource-policy': value };
    expect(test('cross-origin-resource-policy', headers)).toMatchObject({
      result,
      scoreModifier: modifier,
    });
  });
});

describe('x-frame-options (test/x-frame-options.test.js)', () => {
  it.each([
    [undefined, 'x-frame-options-not-implemented', false],
    ['whimsy', 'x-frame-options-header-invalid', false],
    ['SAMEORIGIN, SAMEORIGIN', 'x-frame-options-header-invalid', false],
    ['ALLOW-FROM https://mozilla.org', 'x-frame-options-allow-from-origin', true],
    ['DENY', 'x-frame-options-sameorigin-or-deny', true],
    ['SAMEORIGIN', 'x-frame-options-sameorigin-or-deny', true],
  ])('%j is %s', (value, result, pass) => {
    const headers: HeaderFields = value === undefined ? {} : { 'x-frame-options': value };
    expect(test('x-frame-options', headers)).toMatchObject({ result, pass });
  });

  it('frame-ancestors in the CSP wins, whatever its value; <meta> X-Frame-Options does not count', () => {
    const viaCsp = {
      'x-frame-options': 'DENY',
      'content-security-policy': 'frame-ancestors https://mozilla.org',
    };
    expect(test('x-frame-options', viaCsp)).toEqual({
      result: 'x-frame-options-implemented-via-csp',
      scoreModifier: 5,
      pass: true,
    });
    expect(
      test('x-frame-options', {
        'content-security-policy': "default-src 'none'; frame-ancestors *",
      }).result,
    ).toBe('x-frame-options-implemented-via-csp');
    const html = '<head><meta http-equiv="X-Frame-Options" content="DENY" /></head>';
    expect(test('x-frame-options', {}, { html }).result).toBe('x-frame-options-not-implemented');
  });
});

describe('subresource-integrity (test/subresource-integrity.test.js and test/files/*.html)', () => {
  const SHA = 'sha384-zTm/dblzLXQNp3CgY+hfaC/WJ6h4XtNrePh2CW2+rO9GPuNiPb9jmthvAL+oI/dQ';
  const FOO = '<script src="/static/js/foo.js"></script>';
  const page = (...scripts: string[]) =>
    `<html><head>${scripts.join('\n')}</head><body></body></html>`;
  const sri = (html: string, headers: HeaderFields = {}) =>
    test('subresource-integrity', headers, { html });

  it.each([
    ['test_content_sri_no_scripts', page(), 'sri-not-implemented-but-no-scripts-loaded', true],
    [
      'test_content_sri_sameorigin1',
      page(FOO),
      'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
      true,
    ],
    [
      'test_content_sri_sameorigin3 (protocol-relative, same domain)',
      page('<script src="//www.mozilla.org/static/js/foo.js"></script>'),
      'sri-not-implemented-and-external-scripts-not-loaded-securely',
      false,
    ],
    [
      'test_content_sri_sameorigin2 (https, same domain)',
      page('<script src="https://www.mozilla.org/static/js/foo.js"></script>'),
      'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
      true,
    ],
    [
      'test_content_sri_impl_external_https1',
      page(
        FOO,
        `<script src="https://fb.me/react-0.14.7.min.js" integrity="${SHA}" crossorigin="anonymous"></script>`,
      ),
      'sri-implemented-and-external-scripts-loaded-securely',
      true,
    ],
    [
      'test_content_sri_impl_external_https2 (localhost)',
      page(
        FOO,
        `<script src="https://localhost/react.js" integrity="${SHA}" crossorigin="anonymous"></script>`,
      ),
      'sri-implemented-and-external-scripts-loaded-securely',
      true,
    ],
    [
      'test_content_sri_impl_sameorigin',
      page(
        `<script\n  src="/static/js/react-0.14.7.min.js"\n  integrity="${SHA}"\n  crossorigin="anonymous"\n></script>`,
      ),
      'sri-implemented-and-all-scripts-loaded-securely',
      true,
    ],
    [
      'test_content_sri_notimpl_external_https',
      page(FOO, '<script src="https://fb.me/react-0.14.7.min.js"></script>'),
      'sri-not-implemented-but-external-scripts-loaded-securely',
      false,
    ],
    [
      'test_content_sri_impl_external_http',
      page(
        FOO,
        `<script src="http://fb.me/react-0.14.6.min.js" integrity="${SHA}" crossorigin="anonymous"></script>`,
        `<script src="https://fb.me/react-0.14.7.min.js" integrity="${SHA}" crossorigin="anonymous"></script>`,
      ),
      'sri-implemented-but-external-scripts-not-loaded-securely',
      false,
    ],
    [
      'test_content_sri_impl_external_noproto',
      page(
        `<script src="//fb.me/react-0.14.6.min.js" integrity="${SHA}" crossorigin="anonymous"></script>`,
      ),
      'sri-implemented-but-external-scripts-not-loaded-securely',
      false,
    ],
    [
      'test_content_sri_notimpl_external_http',
      page(FOO, '<script src="http://fb.me/react-0.14.6.min.js"></script>'),
      'sri-not-implemented-and-external-scripts-not-loaded-securely',
      false,
    ],
    [
      'test_content_sri_notimpl_external_noproto',
      page(FOO, '<script src="//fb.me/react-0.14.6.min.js"></script>'),
      'sri-not-implemented-and-external-scripts-not-loaded-securely',
      false,
    ],
  ])('%s', (_file, html, result, pass) => {
    expect(sri(html)).toMatchObject({ result, pass });
  });

  it('not HTML', () => {
    expect(sri('{"foo": "bar"}', { 'content-type': 'application/json' })).toEqual({
      result: 'sri-not-implemented-response-not-html',
      scoreModifier: 0,
      pass: true,
    });
  });

  it('a same-origin module script with integrity earns +5; modulepreload is not looked at', () => {
    const ours = page(
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="module" crossorigin src="/assets/index-16-8ztCz.js" integrity="sha384-PL9e"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/landing.js" integrity="sha384-Zbw1" />',
    );
    expect(sri(ours)).toEqual({
      result: 'sri-implemented-and-all-scripts-loaded-securely',
      scoreModifier: 5,
      pass: true,
    });
    // Without integrity the same page gets 0; an inline script alone counts as no SRI either.
    expect(sri(page('<script type="module" src="/assets/index.js"></script>')).scoreModifier).toBe(
      0,
    );
    expect(sri(page('<script>void 0</script>')).result).toBe(
      'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
    );
    // Tags inside comments and raw text are not scripts.
    expect(
      sri(page(`<!-- ${FOO} -->`, `<title>&lt;script src="//x.example/a.js"></title>`)).result,
    ).toBe('sri-not-implemented-but-no-scripts-loaded');
  });
});

describe('referrer-policy (test/referrer-policy.test.js)', () => {
  it.each([
    'no-referrer',
    'same-origin',
    'strict-origin',
    'STRICT-ORIGIN',
    'strict-origin-when-cross-origin',
    'no-referrer, whimsy',
  ])('private: %s', (value) => {
    expect(test('referrer-policy', { 'referrer-policy': value })).toEqual({
      result: 'referrer-policy-private',
      scoreModifier: 5,
      pass: true,
    });
  });

  it.each([
    'origin',
    'origin-when-cross-origin',
    'unsafe-url',
    'origin-when-cross-origin, no-referrer, unsafe-url',
    'no-referrer, unsafe-url',
  ])('unsafe: %s', (value) => {
    expect(test('referrer-policy', { 'referrer-policy': value }).result).toBe(
      'referrer-policy-unsafe',
    );
  });

  it('missing, invalid, and <meta name="referrer"> after the header', () => {
    expect(test('referrer-policy').result).toBe('referrer-policy-not-implemented');
    expect(test('referrer-policy', { 'referrer-policy': 'whimsy, whimsy1' }).result).toBe(
      'referrer-policy-header-invalid',
    );
    const html = '<head><meta name="referRer" content="no-referrer, same-origin" /></head>';
    expect(test('referrer-policy', {}, { html }).result).toBe('referrer-policy-private');
    expect(test('referrer-policy', { 'referrer-policy': 'unsafe-url' }, { html }).result).toBe(
      'referrer-policy-private',
    );
  });
});

describe('cookies (test/cookies.test.js)', () => {
  const withCookies = (cookies: string[], headers: HeaderFields = {}) =>
    test('cookies', { 'set-cookie': cookies, ...headers });
  const HSTS = { 'strict-transport-security': 'max-age=15768000' };

  it.each([
    [[], 'cookies-not-found', true],
    [
      [
        'SESSIONID=bar; Domain=mozilla.org; Path=/; Secure; HttpOnly',
        'foo=bar; Domain=mozilla.org; Secure; Path=/',
        'heroku-session-affinity=bar; Domain=mozilla.org; Path=/',
      ],
      'cookies-secure-with-httponly-sessions',
      true,
    ],
    [
      [
        'SESSIONID_SAMESITE_STRICT=bar; Domain=mozilla.org; Path=/; Secure; HttpOnly; SameSite=Strict',
        'SESSIONID_SAMESITE_LAX=bar; Domain=mozilla.org; Path=/; Secure; HttpOnly; SameSite=Lax',
        'SESSIONID_SAMESITE_NONE=bar; Domain=mozilla.org; Path=/; Secure; HttpOnly; SameSite=None',
      ],
      'cookies-secure-with-httponly-sessions-and-samesite',
      true,
    ],
    [
      ['CSRFTOKEN=bar; Domain=mozilla.org; Path=/; Secure; HttpOnly'],
      'cookies-anticsrf-without-samesite-flag',
      false,
    ],
    [
      ['SESSIONID=bar; Domain=mozilla.org; Path=/; Secure; HttpOnly; SameSite='],
      'cookies-samesite-flag-invalid',
      false,
    ],
    [
      ['SESSIONID=bar; Domain=mozilla.org; Path=/; Secure; HttpOnly; SameSite=True'],
      'cookies-samesite-flag-invalid',
      false,
    ],
    [['foo=bar; Domain=mozilla.org; Path=/'], 'cookies-without-secure-flag', false],
    [
      ['SESSIONID=bar; Domain=mozilla.org; Path=/; Secure'],
      'cookies-session-without-httponly-flag',
      false,
    ],
    [
      ['SESSIONID=bar; Domain=mozilla.org; Path=/; HttpOnly'],
      'cookies-session-without-secure-flag',
      false,
    ],
    [['SESSIONID=bar; Domain=mozilla.org; Path=/'], 'cookies-session-without-secure-flag', false],
  ])('%j is %s', (cookies, result, pass) => {
    expect(withCookies(cookies)).toMatchObject({ result, pass });
  });

  it('HSTS softens a missing Secure flag', () => {
    expect(withCookies(['foo=bar; Domain=mozilla.org; Path=/'], HSTS)).toEqual({
      result: 'cookies-without-secure-flag-but-protected-by-hsts',
      scoreModifier: -5,
      pass: false,
    });
    expect(withCookies(['SESSIONID=bar; Domain=mozilla.org; Path=/; HttpOnly'], HSTS).result).toBe(
      'cookies-session-without-secure-flag-but-protected-by-hsts',
    );
  });
});

describe('cross-origin-resource-sharing (test/cors.test.js)', () => {
  const ORIGIN = 'https://http-observatory.security.mozilla.org';
  it.each([
    [{}, 'cross-origin-resource-sharing-not-implemented', true],
    [
      { 'access-control-allow-origin': '*' },
      'cross-origin-resource-sharing-implemented-with-public-access',
      true,
    ],
    [
      { 'access-control-allow-origin': 'https://mozilla.org' },
      'cross-origin-resource-sharing-implemented-with-restricted-access',
      true,
    ],
    [
      { 'access-control-allow-origin': ORIGIN, 'access-control-allow-credentials': 'true' },
      'cross-origin-resource-sharing-implemented-with-universal-access',
      false,
    ],
  ])('%j is %s', (corsHeaders, result, pass) => {
    expect(test('cross-origin-resource-sharing', {}, { corsHeaders })).toMatchObject({
      result,
      pass,
    });
  });
});

describe('x-content-type-options (test/x-content-type-options.test.js)', () => {
  it.each([
    [undefined, 'x-content-type-options-not-implemented', -5],
    ['whimsy', 'x-content-type-options-header-invalid', -5],
    ['nosniff, nosniff', 'x-content-type-options-header-invalid', -5],
    ['nosniff', 'x-content-type-options-nosniff', 0],
    ['nosniff ', 'x-content-type-options-nosniff', 0],
  ])('%j is %s', (value, result, modifier) => {
    const headers: HeaderFields = value === undefined ? {} : { 'x-content-type-options': value };
    expect(test('x-content-type-options', headers)).toMatchObject({
      result,
      scoreModifier: modifier,
    });
  });
});

describe('whole scans (test/scanner.test.js with test/fixtures/*.json)', () => {
  it('observatory.mozilla.org: 110, A+, 12 of 12 passed', () => {
    const scan = scoreResponse({
      url: 'https://observatory.mozilla.org/',
      headers: {
        'content-type': 'text/html',
        'content-security-policy': [
          "default-src 'self'",
          "script-src 'report-sample' 'self' 'wasm-unsafe-eval' https://www.google-analytics.com/analytics.js https://*.googletagmanager.com assets.codepen.io production-assets.codepen.io https://js.stripe.com 'sha256-XNBp89FG76amD8BqrJzyflxOF9PaWPqPqvJfKZPCv7M=' 'sha256-YCNoU9DNiinACbd8n6UPyB/8vj0kXvhkOni9/06SuYw=' 'sha256-PZjP7OR6mBEtnvXIZfCZ5PuOlxoDF1LDZL8aj8c42rw='",
          "style-src 'report-sample' 'self' 'unsafe-inline'",
          "object-src 'none'",
          "base-uri 'self'",
          "connect-src 'self' developer.allizom.org https://*.google-analytics.com https://observatory-api.mdn.mozilla.net",
          "font-src 'self'",
          "frame-src 'self' mdn.github.io *.mdnplay.dev https://js.stripe.com",
          "img-src 'self' data: *.githubusercontent.com https://mdn.github.io/shared-assets/ www.gstatic.com",
          "manifest-src 'self'",
          "media-src 'self' archive.org videos.cdn.mozilla.net",
          "child-src 'self'",
          "worker-src 'self';",
        ].join('; '),
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'strict-transport-security': 'max-age=63072000',
      },
      html: [
        '<script>window.__x = 1</script>',
        '<script src="/static/client/runtime.78ab025a4834993c.js" type="module"></script>',
        '<script src="/static/client/index.84551a04d557157b.js" type="module"></script>',
      ].join('\n'),
      redirection: 'redirection-to-https',
      hstsPreloaded: false,
    });
    expect(scan).toMatchObject({ score: 110, grade: 'A+', testsPassed: 12, testsFailed: 0 });
    expect(scan.tests['content-security-policy'].result).toBe(
      'csp-implemented-with-unsafe-inline-in-style-src-only',
    );
  });

  it('mozilla.org: 75, B, 10 passed and 2 failed (no bonus below 90)', () => {
    const scan = scoreResponse({
      url: 'https://mozilla.org/',
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': [
          "frame-src 'self' accounts.firefox.com js.stripe.com www.youtube.com",
          "script-src 'self' 'unsafe-eval' 'unsafe-inline' cdn.transcend.io js.stripe.com www.googletagmanager.com www.mozilla.org",
          "form-action 'self' https://accounts.firefox.com/ https://basket.mozilla.org",
          "font-src 'self' www.mozilla.org",
          "style-src 'self' 'unsafe-inline' cdn.transcend.io www.mozilla.org",
          "default-src 'self' *.mozilla.org",
          "frame-ancestors 'none'",
          "connect-src 'self' cdn.transcend.io https://basket.mozilla.org www.mozilla.org/submit/bedrock/",
          'upgrade-insecure-requests',
          "img-src 'self' blog.mozilla.org data: www.mozilla.org",
          "object-src 'none'",
          "media-src 'self' assets.mozilla.net www.mozilla.org",
          "base-uri 'none'",
        ].join('; '),
        'content-security-policy-report-only': "default-src 'self' *.mozilla.org",
        'x-content-type-options': 'nosniff',
        'cross-origin-opener-policy': 'same-origin',
        'strict-transport-security': 'max-age=31536000',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'DENY',
      },
      html: [
        '<script data-cfasync="false" src="https://transcend-cdn.com/cm/d556c3a1/airgap.js"></script>',
        '<script src="https://www.mozilla.org/media/js/site.a066757d134f.js"></script>',
        '<script src="https://www.mozilla.org/media/js/consent-banner.497ea1aa3e76.js"></script>',
      ].join('\n'),
      redirection: 'redirection-to-https',
      hstsPreloaded: false,
      corsHeaders: {},
    });
    expect(scan).toMatchObject({ score: 75, grade: 'B', testsPassed: 10, testsFailed: 2 });
    expect(scan.tests['content-security-policy'].result).toBe('csp-implemented-with-unsafe-inline');
    expect(scan.tests['subresource-integrity'].result).toBe(
      'sri-not-implemented-but-external-scripts-loaded-securely',
    );
  });
});

describe('our pages', () => {
  const OUR_PAGE = [
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" />',
    '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
    '<style>:root{color-scheme:light}body{margin:0}</style>',
    '<template id="app-modules"><link rel="modulepreload" crossorigin href="/assets/vendor-Xq1.js" integrity="sha384-Q2RkEhUxFYtI0aIUv1zQkTVbIyczPZWGHhw8RvnDyeFFE3DzvItb3p2ak9vthGpj">',
    '<script type="module" crossorigin src="/assets/main-1Ed9GW6t.js" integrity="sha384-PL9eLWLC+ONYokXUjy9odAJHYlCQrs5YazUQG2oA3ohP2JZVmL5vDCq6JqYDk1K+"></script></template>',
    '<script type="module">addEventListener("load",()=>document.head.append(document.importNode(document.getElementById("app-modules").content,true)))</script>',
    '</head><body><div id="root"></div></body></html>',
  ].join('\n');
  const OUR_CSP = securityHeaders(inlineHashesOf(OUR_PAGE)).contentSecurityPolicy;
  const ourHeaders: Record<string, string> = {
    ...securityHeaderFields(securityHeaders(inlineHashesOf(OUR_PAGE))),
    'Content-Type': 'text/html; charset=utf-8',
  };
  const ours = (headers: HeaderFields = ourHeaders, extra: Partial<ObservatoryInput> = {}) =>
    scoreResponse({
      url: 'https://www.vantageward.com/',
      headers,
      html: OUR_PAGE,
      redirection: 'redirection-to-https',
      hstsPreloaded: false,
      ...extra,
    });
  const without = (name: string) =>
    Object.fromEntries(Object.entries(ourHeaders).filter(([key]) => key !== name));

  it('functions/security-headers.ts scores 155 (A+): 100 + 10 CSP + 5 XFO + 5 referrer + 10 CORP + 10 COEP + 10 COOP + 5 SRI', () => {
    const scan = ours();
    expect(scan).toMatchObject({ score: 155, grade: 'A+', testsPassed: 12 });
    const bonuses = Object.fromEntries(
      TEST_NAMES.filter((name) => scan.tests[name].scoreModifier !== 0).map((name) => [
        name,
        scan.tests[name].scoreModifier,
      ]),
    );
    expect(bonuses).toEqual({
      'content-security-policy': 10,
      'cross-origin-embedder-policy': 10,
      'cross-origin-opener-policy': 10,
      'referrer-policy': 5,
      'x-frame-options': 5,
      'cross-origin-resource-policy': 10,
      'subresource-integrity': 5,
    });
    // The app's entry script sits in an inert <template> with its integrity: the scanner reads
    // it as the HTML's script, and the inline loader (allowed by its hash) starts it after the
    // first paint (decision 0017).
    expect(scan.tests['subresource-integrity'].result).toBe(
      'sri-implemented-and-all-scripts-loaded-securely',
    );
    expect(scan.tests.cookies.result).toBe('cookies-not-found');
    expect(scan.tests['strict-transport-security'].result).toBe(
      'hsts-implemented-max-age-at-least-six-months',
    );
  });

  it('the bonuses out of reach: the preload list (+5) and SameSite cookies (+5)', () => {
    expect(ours(ourHeaders, { hstsPreloaded: true }).score).toBe(160);
    const cookie = { 'Set-Cookie': '__Host-x=1; Path=/; Secure; HttpOnly; SameSite=Strict' };
    expect(ours({ ...ourHeaders, ...cookie }).score).toBe(160);
  });

  it('loses the SRI bonus if the entry script has no integrity, and earns nothing without the template', () => {
    const withoutIntegrity = OUR_PAGE.replace(/ integrity="[^"]+"><\/script>/, '></script>');
    expect(ours(ourHeaders, { html: withoutIntegrity }).score).toBe(150);
    const withoutTemplate = OUR_PAGE.replace(/<template[\s\S]*<\/template>/, '');
    expect(ours(ourHeaders, { html: withoutTemplate }).tests['subresource-integrity'].result).toBe(
      'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
    );
  });

  it('what does not change the score', () => {
    const csp = (policy: string) =>
      ours({ ...ourHeaders, 'Content-Security-Policy': policy }).score;
    // Trusted Types and reporting are not looked at; neither is img-src data:.
    expect(
      csp(
        "default-src 'none'; script-src 'self'; style-src 'self'; object-src 'none'; frame-ancestors 'none'",
      ),
    ).toBe(155);
    // An inline <style> allowed by its hash keeps default-src 'none' (+10).
    expect(csp(OUR_CSP.replace("style-src 'self'", "style-src 'self' 'sha256-abc='"))).toBe(155);
    expect(
      csp(OUR_CSP.replace("style-src 'self'", "style-src 'self' 'sha256-abc=' 'unsafe-inline'")),
    ).toBe(155);
    // X-Frame-Options and frame-ancestors each give the same +5: either is enough.
    expect(ours(without('X-Frame-Options')).score).toBe(155);
    expect(csp(OUR_CSP.replace("frame-ancestors 'none'; ", ''))).toBe(155);
  });

  it('what loses points', () => {
    const csp = (policy: string) => ours({ ...ourHeaders, 'Content-Security-Policy': policy });
    // 'unsafe-inline' instead of the stylesheet's hash (with a hash, browsers ignore it).
    const unsafeStyles = OUR_CSP.replace(/style-src [^;]+/, "style-src 'self' 'unsafe-inline'");
    expect(csp(unsafeStyles).score).toBe(145);
    expect(csp(`${OUR_CSP}; report-to csp`).tests['content-security-policy'].result).toBe(
      'csp-implemented-but-duplicate-directives',
    );
    expect(csp(OUR_CSP.replace("default-src 'none'", "default-src 'self'")).score).toBe(150);
    // An http: source anywhere but img-src/media-src, even report-uri, costs 20 and every bonus.
    expect(csp(OUR_CSP.replace('/api/csp-report', 'http://example.com/r')).score).toBe(80);
    expect(ours(without('Cross-Origin-Resource-Policy')).score).toBe(145);
    expect(ours(ourHeaders, { html: '<html><body>no script</body></html>' }).score).toBe(150);
  });
});
