/**
 * The MDN HTTP Observatory's score for one HTTP response, algorithm version 6 (the one that
 * scores Cross-Origin-Opener-Policy and Cross-Origin-Embedder-Policy).
 *
 * Our own implementation, written from a reading of the public repository
 * github.com/mdn/mdn-http-observatory at commit 94042bbfbf9f1af722ad9114ada6d271dcb525b9
 * (2026-08-20; COOP/COEP scoring and `ALGORITHM_VERSION = 6` arrived in 2d230d2, #498):
 * src/grader/charts.js (score table, grade chart, extra-credit threshold), src/grader/grader.js,
 * src/scanner/index.js (how the modifiers add up), src/analyzer/tests/*.js, src/analyzer/cspParser.js,
 * src/retriever/utils.js (what is read from `<meta>`) and their tests under test/. None of their
 * code is copied; the result names and score modifiers are theirs, verbatim, because they are the
 * interface being reproduced.
 *
 * What a single response cannot show is passed in: the http→https redirection result (their
 * redirection test follows http:// redirects) and whether the host is on the browsers' HSTS
 * preload list. Two approximations, neither of which matters for same-origin pages:
 * - "same second-level domain" for SRI uses a small heuristic instead of the Public Suffix List
 *   (they use tldts);
 * - the HTML is scanned by a small tokenizer that behaves like their htmlparser2 for ordinary
 *   documents (comments, raw-text elements, quoted/unquoted attributes, first attribute wins) but
 *   decodes only numeric and the commonest named character references.
 * Cookies are parsed from this response's Set-Cookie headers with tough-cookie's rules (their jar
 * also collects the cookies of redirects and of /robots.txt).
 */

export const ALGORITHM_VERSION = 6;
export const OBSERVATORY_COMMIT = '94042bbfbf9f1af722ad9114ada6d271dcb525b9';

/** Every result the Observatory can give, with its score modifier (src/grader/charts.js). */
export const SCORE_MODIFIERS = {
  // content-security-policy
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'csp-not-implemented-but-reporting-enabled': -25,
  'csp-implemented-but-duplicate-directives': 0,
  // cookies
  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-secure-with-httponly-sessions': 0,
  'cookies-not-found': 0,
  'cookies-without-secure-flag-but-protected-by-hsts': -5,
  'cookies-session-without-secure-flag-but-protected-by-hsts': -10,
  'cookies-without-secure-flag': -20,
  'cookies-samesite-flag-invalid': -20,
  'cookies-anticsrf-without-samesite-flag': -20,
  'cookies-session-without-httponly-flag': -30,
  'cookies-session-without-secure-flag': -40,
  // cross-origin-resource-sharing
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  // redirection
  'redirection-all-redirects-preloaded': 0,
  'redirection-to-https': 0,
  'redirection-not-needed-no-http': 0,
  'redirection-off-host-from-http': -5,
  'redirection-not-to-https-on-initial-redirection': -10,
  'redirection-not-to-https': -20,
  'redirection-missing': -20,
  'redirection-invalid-cert': -20,
  // referrer-policy
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  // strict-transport-security
  'hsts-preloaded': 5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'hsts-not-implemented-no-https': -20,
  'hsts-invalid-cert': -20,
  // subresource-integrity
  'sri-implemented-and-all-scripts-loaded-securely': 5,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-response-not-html': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-implemented-but-external-scripts-not-loaded-securely': -20,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  'html-not-parseable': -20,
  // x-content-type-options
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  // x-frame-options
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 5,
  'x-frame-options-allow-from-origin': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  // cross-origin-resource-policy
  'corp-header-invalid': -5,
  'corp-implemented-with-cross-origin': 0,
  'corp-implemented-with-same-origin': 10,
  'corp-implemented-with-same-site': 10,
  'corp-not-implemented': 0,
  // cross-origin-embedder-policy
  'coep-implemented-with-require-corp': 10,
  'coep-implemented-with-credentialless': 10,
  'coep-implemented-with-unsafe-none': 0,
  'coep-not-implemented': 0,
  'coep-header-invalid': -5,
  // cross-origin-opener-policy
  'coop-implemented-with-same-origin': 10,
  'coop-implemented-with-same-origin-allow-popups': 10,
  'coop-implemented-with-noopener-allow-popups': 10,
  'coop-implemented-with-unsafe-none': 0,
  'coop-not-implemented': 0,
  'coop-header-invalid': -5,
} as const;

export type ObservatoryResult = keyof typeof SCORE_MODIFIERS;

export type RedirectionResult = Extract<ObservatoryResult, `redirection-${string}`>;

const REDIRECTION_RESULTS: readonly RedirectionResult[] = [
  'redirection-all-redirects-preloaded',
  'redirection-to-https',
  'redirection-not-needed-no-http',
  'redirection-off-host-from-http',
  'redirection-not-to-https-on-initial-redirection',
  'redirection-not-to-https',
  'redirection-missing',
  'redirection-invalid-cert',
];

/** The twelve tests of algorithm 6, by the names the Observatory reports them under. */
export const TEST_NAMES = [
  'content-security-policy',
  'cookies',
  'cross-origin-embedder-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-sharing',
  'redirection',
  'referrer-policy',
  'strict-transport-security',
  'subresource-integrity',
  'x-content-type-options',
  'x-frame-options',
  'cross-origin-resource-policy',
] as const;

export type TestName = (typeof TEST_NAMES)[number];

/** Response headers by name; a list stands for a header sent several times (e.g. Set-Cookie). */
export type HeaderFields = Readonly<Record<string, string | readonly string[]>>;

export interface ObservatoryInput {
  /** The https URL of the page (what their session calls `url`). */
  readonly url: string;
  /** The page's response headers (names are matched case-insensitively). */
  readonly headers: HeaderFields;
  /** The body, if it is HTML: scripts for SRI, `<meta>` CSP and referrer. */
  readonly html: string | undefined;
  /** Their redirection test's result for http://host/ (it cannot be seen from one response). */
  readonly redirection: RedirectionResult;
  /** Whether the host is on the browsers' HSTS preload list (their conf/hsts-preload.json). */
  readonly hstsPreloaded: boolean;
  /**
   * Headers of the answer to their CORS preflight (OPTIONS, `Access-Control-Request-Method: GET`,
   * `Origin: corsOrigin`). Defaults to `headers`.
   */
  readonly corsHeaders?: HeaderFields;
  /** The Origin of that preflight; their default configuration's value by default. */
  readonly corsOrigin?: string;
}

export interface ObservatoryTestResult {
  readonly result: ObservatoryResult;
  readonly scoreModifier: number;
  readonly pass: boolean;
}

export interface ObservatoryScore {
  readonly algorithmVersion: typeof ALGORITHM_VERSION;
  /** Never below 0; above 100 when the bonuses apply. */
  readonly score: number;
  readonly grade: string;
  readonly testsPassed: number;
  readonly testsFailed: number;
  readonly tests: Readonly<Record<TestName, ObservatoryTestResult>>;
}

/** Their default `retriever.corsOrigin` (src/config.js). */
export const OBSERVATORY_CORS_ORIGIN = 'https://http-observatory.security.mozilla.org';

/** Bonuses count only when the score without them is at least this (an A). */
export const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

const GRADES: ReadonlyArray<readonly [number, string]> = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

/** Their getGradeForScore: clamp at 0, grade by the multiple of 5 below, 100 and up is A+. */
export function gradeForScore(rawScore: number): { score: number; grade: string } {
  const score = Math.max(rawScore, 0);
  const key = Math.min(score - (score % 5), 100);
  const grade = GRADES.find(([floor]) => key >= floor)?.[1] ?? 'F';
  return { score, grade };
}

export function scoreModifier(result: ObservatoryResult): number {
  return SCORE_MODIFIERS[result];
}

/** Scores one response as their scanner would score the site serving it. */
export function scoreResponse(input: ObservatoryInput): ObservatoryScore {
  if (!REDIRECTION_RESULTS.includes(input.redirection)) {
    throw new Error(`Unknown redirection result "${input.redirection}"`);
  }
  const response = new ResponseView(input);
  const csp = analyzeContentSecurityPolicy(response);
  const hsts = strictTransportSecurity(response);

  const outcomes: Record<TestName, { result: ObservatoryResult; pass: boolean }> = {
    'content-security-policy': csp,
    cookies: cookies(response, hsts.pass),
    'cross-origin-embedder-policy': crossOriginEmbedderPolicy(response),
    'cross-origin-opener-policy': crossOriginOpenerPolicy(response),
    'cross-origin-resource-sharing': crossOriginResourceSharing(input),
    redirection: {
      result: input.redirection,
      pass: [
        'redirection-not-needed-no-http',
        'redirection-all-redirects-preloaded',
        'redirection-to-https',
      ].includes(input.redirection),
    },
    'referrer-policy': referrerPolicy(response),
    'strict-transport-security': hsts,
    'subresource-integrity': subresourceIntegrity(response),
    'x-content-type-options': xContentTypeOptions(response),
    'x-frame-options': xFrameOptions(response, csp),
    'cross-origin-resource-policy': crossOriginResourcePolicy(response),
  };

  let withExtraCredit = 100;
  let uncurved = 100;
  let testsPassed = 0;
  const tests = {} as Record<TestName, ObservatoryTestResult>;
  for (const name of TEST_NAMES) {
    const { result, pass } = outcomes[name];
    const modifier = SCORE_MODIFIERS[result];
    tests[name] = { result, scoreModifier: modifier, pass };
    testsPassed += pass ? 1 : 0;
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
  }
  const { score, grade } = gradeForScore(
    uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved,
  );
  return {
    algorithmVersion: ALGORITHM_VERSION,
    score,
    grade,
    testsPassed,
    testsFailed: TEST_NAMES.length - testsPassed,
    tests,
  };
}

// ---------------------------------------------------------------------------------------------
// The response as their tests see it

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

function headerValues(fields: HeaderFields, name: string): string[] {
  const values: string[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (key.toLowerCase() !== name) continue;
    if (typeof value === 'string') values.push(value);
    else values.push(...value);
  }
  return values;
}

class ResponseView {
  readonly url: URL;
  readonly hstsPreloaded: boolean;
  readonly body: string;
  private readonly fields: HeaderFields;
  /** Their `httpEquiv`: `<meta http-equiv="Content-Security-Policy">` and `<meta name="referrer">`. */
  readonly metaCsp: string[] = [];
  readonly metaReferrer: string[] = [];

  constructor(input: ObservatoryInput) {
    this.url = new URL(input.url);
    this.fields = input.headers;
    this.hstsPreloaded = input.hstsPreloaded;
    this.body = input.html ?? '';
    // Their retriever reads <meta> only when Content-Type names an HTML type.
    const contentType = this.first('content-type');
    if (contentType !== null && HTML_TYPES.has(contentType.split(';', 1)[0] ?? '') && this.body) {
      for (const meta of collectElements(this.body, 'meta')) {
        const content = meta.get('content');
        if (meta.has('http-equiv') && content !== undefined) {
          if (
            content &&
            meta.get('http-equiv')?.toLowerCase().trim() === 'content-security-policy'
          ) {
            this.metaCsp.push(content);
          }
        } else if (meta.get('name')?.toLowerCase().trim() === 'referrer' && content) {
          this.metaReferrer.splice(0, this.metaReferrer.length, content);
        }
      }
    }
  }

  all(name: string): string[] {
    return headerValues(this.fields, name);
  }

  first(name: string): string | null {
    return this.all(name)[0] ?? null;
  }

  get https(): boolean {
    return this.url.protocol === 'https:';
  }
}

/** Their onlyIfWorse: keep the result that comes later in `order` (unknown ones count as best). */
function worse<T extends string>(candidate: T, current: T | null, order: readonly T[]): T {
  if (current === null) return candidate;
  return order.indexOf(candidate) > order.indexOf(current) ? candidate : current;
}

// ---------------------------------------------------------------------------------------------
// content-security-policy

export type CspDirectives = Map<string, Set<string>>;

export interface ParsedCsp {
  readonly directives: CspDirectives;
  /** report-uri / report-to given more than once in one policy: allowed, but reported. */
  readonly duplicates: ReadonlySet<string>;
}

const REPEATABLE_DIRECTIVES = new Set(['report-uri', 'report-to']);
const META_FORBIDDEN_DIRECTIVES = ['frame-ancestors', 'report-uri', 'sandbox'];
/** `'img-src'.length - 1`: a shorter policy is invalid. */
const SHORTEST_POLICY = 6;
const collate = new Intl.Collator('en').compare;

interface SourceEntry {
  readonly source: string;
  readonly policy: number;
  keep: boolean;
}

/**
 * Their CSP parser: directive names and sources lower-cased, a repeated directive in one policy is
 * an error (except report-uri/report-to), an empty `*-src` means 'none', and several policies are
 * merged into an approximate intersection: after the first, a source survives only when it sorts
 * next to a matching source of an earlier policy, and a directive the first policy lacks ends up
 * 'none'. Throws on what they reject as invalid.
 */
export function parseCsp(rawPolicies: readonly string[]): ParsedCsp {
  const policies = rawPolicies.map((policy) => policy.replace(/[\r\n]/g, '').trim());
  const duplicates = new Set<string>();
  const entries = new Map<string, SourceEntry[]>();
  for (const policy of policies) {
    if (policy.length < SHORTEST_POLICY) throw new Error(`Invalid policy: "${policy}"`);
  }
  policies.forEach((policy, index) => {
    const seen = new Set<string>();
    for (const part of policy.split(';')) {
      const [rawName, ...tokens] = part.trim().split(/\s+/);
      if (!rawName) continue;
      const name = rawName.toLowerCase();
      if (seen.has(name)) {
        if (!REPEATABLE_DIRECTIVES.has(name)) {
          throw new Error(`Directive ${name} repeated in policy ${index}`);
        }
        duplicates.add(name);
      }
      seen.add(name);

      const keep = index === 0;
      const fresh: SourceEntry[] = tokens.map((token) => ({
        source: token.trim().toLowerCase(),
        policy: index,
        keep,
      }));
      if (fresh.length === 0 && name.endsWith('-src')) {
        fresh.push({ source: "'none'", policy: index, keep });
      }
      const merged = index === 0 ? fresh : [...(entries.get(name) ?? []), ...fresh];
      merged.sort((a, b) => collate(a.source, b.source));
      for (let i = 1; i < merged.length; i++) {
        const previous = merged[i - 1] as SourceEntry;
        const current = merged[i] as SourceEntry;
        // Within a policy a longer source starting like the previous one is redundant.
        if (current.policy === previous.policy && current.source.startsWith(previous.source)) {
          current.keep = false;
        }
        // Across policies, a source must be matched by its neighbour to survive.
        if (current.policy !== previous.policy && pathPartMatch(previous.source, current.source)) {
          current.keep = true;
        }
      }
      const kept = merged.filter((entry) => entry.keep);
      entries.set(name, kept);
      if (index === 0 && policies.length > 1) {
        for (const entry of kept) entry.keep = false;
      }
    }
  });

  const directives: CspDirectives = new Map();
  for (const [name, kept] of entries) {
    directives.set(name, new Set(kept.length > 0 ? kept.map((entry) => entry.source) : ["'none'"]));
  }
  return { directives, duplicates };
}

/** Whether source `b` lies within source `a` path-wise (their pathPartMatch). */
function pathPartMatch(a: string, b: string): boolean {
  if (a.length === 0) return true;
  if (a === '/' && b.length === 0) return true;
  const exact = !a.endsWith('/');
  const partsA = a.split('/');
  const partsB = b.split('/');
  if (partsA.length > partsB.length) return false;
  if (exact && partsA.length !== partsB.length) return false;
  if (!exact) partsA.pop();
  return partsA.every((part, i) => {
    const other = partsB[i];
    return other !== undefined && decodeURIComponent(part) === decodeURIComponent(other);
  });
}

/** Split header values into policies: a comma separates policies (RFC 9110 §5.3, CSP3 §2.2). */
function splitPolicies(values: readonly string[]): string[] {
  return values.flatMap((value) => value.split(',').map((policy) => policy.trim()));
}

const DANGEROUSLY_BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const BROAD_OR_UNSAFE_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]);
const PASSIVE_DIRECTIVES = ['img-src', 'media-src'];
const NONCE_OR_HASH_PREFIXES = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];

const hasNonceOrHash = (sources: Iterable<string>): boolean =>
  [...sources].some((source) => NONCE_OR_HASH_PREFIXES.some((prefix) => source.startsWith(prefix)));
const isInsecureScheme = (source: string): boolean =>
  source.startsWith('http:') || source.startsWith('ftp:');

export interface CspPolicyFlags {
  antiClickjacking: boolean;
  defaultNone: boolean;
  insecureBaseUri: boolean;
  insecureFormAction: boolean;
  insecureSchemeActive: boolean;
  insecureSchemePassive: boolean;
  strictDynamic: boolean;
  unsafeEval: boolean;
  unsafeInline: boolean;
  unsafeInlineStyle: boolean;
  unsafeObjects: boolean;
}

export interface CspAnalysis {
  readonly result: ObservatoryResult;
  readonly pass: boolean;
  readonly numPolicies: number;
  /** Flags describing the policy (informational: only `result` is scored). */
  readonly policy: CspPolicyFlags | null;
  /** Header and meta policies merged (their `data`; X-Frame-Options looks for frame-ancestors). */
  readonly directives: CspDirectives | null;
}

const CSP_PASSING: readonly ObservatoryResult[] = [
  'csp-implemented-with-no-unsafe',
  'csp-implemented-with-no-unsafe-default-src-none',
  'csp-implemented-with-unsafe-inline-in-style-src-only',
  'csp-implemented-with-insecure-scheme-in-passive-content-only',
];

function analyzeContentSecurityPolicy(response: ResponseView): CspAnalysis {
  const headerPolicies = splitPolicies(response.all('content-security-policy'));
  const metaPolicies = splitPolicies(response.metaCsp);
  const numPolicies = headerPolicies.length + metaPolicies.length;

  let combined: ParsedCsp;
  try {
    combined = parseCsp([...headerPolicies, ...metaPolicies]);
  } catch {
    return {
      result: 'csp-header-invalid',
      pass: false,
      numPolicies,
      policy: null,
      directives: null,
    };
  }
  const headerOnly = parseOrEmpty(headerPolicies);
  const metaOnly = parseOrEmpty(metaPolicies);
  for (const name of META_FORBIDDEN_DIRECTIVES) metaOnly.delete(name);

  // A meta policy made only of header-only directives counts as no policy at all.
  if (headerOnly.size + metaOnly.size === 0) {
    const result: ObservatoryResult = response.first('content-security-policy-report-only')
      ? 'csp-not-implemented-but-reporting-enabled'
      : 'csp-not-implemented';
    return { result, pass: false, numPolicies, policy: null, directives: null };
  }

  const csp = combined.directives;
  const policy: CspPolicyFlags = {
    antiClickjacking: false,
    defaultNone: false,
    insecureBaseUri: false,
    insecureFormAction: false,
    insecureSchemeActive: false,
    insecureSchemePassive: false,
    strictDynamic: false,
    unsafeEval: false,
    unsafeInline: false,
    unsafeInlineStyle: false,
    unsafeObjects: false,
  };
  // The first finding, in this order, is the result.
  let result: ObservatoryResult | null = null;

  const defaultSrc = csp.get('default-src');
  const baseUri = csp.get('base-uri') ?? new Set(['*']);
  // frame-ancestors only counts from the header (it is ignored in <meta>).
  const frameAncestors = headerOnly.get('frame-ancestors') ?? new Set(['*']);
  const formAction = csp.get('form-action') ?? new Set(['*']);
  // The fallbacks are the same Set objects as default-src: the edits below reach it, as theirs do.
  const objectSrc = csp.get('object-src') ?? defaultSrc ?? new Set(['*']);
  const scriptSrc = csp.get('script-src') ?? defaultSrc ?? new Set(['*']);
  const styleSrc = csp.get('style-src') ?? defaultSrc ?? new Set(['*']);

  // A nonce or hash makes 'unsafe-inline' ignored (CSP2+ browsers do the same).
  for (const sources of [scriptSrc, styleSrc]) {
    if (hasNonceOrHash(sources)) sources.delete("'unsafe-inline'");
  }

  // 'strict-dynamic' needs a nonce or hash; with one, host/scheme sources, 'self' and
  // 'unsafe-inline' are ignored.
  if (scriptSrc.has("'strict-dynamic'")) {
    if (hasNonceOrHash(scriptSrc)) {
      for (const source of [...scriptSrc]) {
        if (
          [...DANGEROUSLY_BROAD].some((broad) => source.startsWith(broad)) ||
          source === "'self'" ||
          source === "'unsafe-inline'"
        ) {
          scriptSrc.delete(source);
        }
      }
      policy.strictDynamic = true;
    } else {
      result ??= 'csp-header-invalid';
    }
  }

  const activeSources = [
    ...[...csp]
      .filter(([name]) => !PASSIVE_DIRECTIVES.includes(name) && name !== 'script-src')
      .flatMap(([, sources]) => [...sources]),
    ...scriptSrc,
  ];
  const passiveSources = PASSIVE_DIRECTIVES.flatMap((name) => [
    ...(csp.get(name) ?? defaultSrc ?? []),
  ]);

  if (
    [...scriptSrc].some((source) => BROAD_OR_UNSAFE_INLINE.has(source)) ||
    [...objectSrc].some((source) => DANGEROUSLY_BROAD.has(source))
  ) {
    result ??= 'csp-implemented-with-unsafe-inline';
    policy.unsafeInline = true;
  }
  if (response.https && activeSources.some(isInsecureScheme)) {
    result ??= 'csp-implemented-with-insecure-scheme';
    policy.insecureSchemeActive = true;
  }
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) {
    result ??= 'csp-implemented-with-unsafe-eval';
    policy.unsafeEval = true;
  }
  if (response.https && passiveSources.some(isInsecureScheme)) {
    result ??= 'csp-implemented-with-insecure-scheme-in-passive-content-only';
    policy.insecureSchemePassive = true;
  }
  if ([...styleSrc].some((source) => BROAD_OR_UNSAFE_INLINE.has(source))) {
    result ??= 'csp-implemented-with-unsafe-inline-in-style-src-only';
    policy.unsafeInlineStyle = true;
  }
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1) {
    result ??= 'csp-implemented-with-no-unsafe-default-src-none';
    policy.defaultNone = true;
  } else {
    result ??= 'csp-implemented-with-no-unsafe';
  }

  policy.antiClickjacking = [...frameAncestors].every((source) => !DANGEROUSLY_BROAD.has(source));
  policy.insecureBaseUri = [...baseUri].some((source) => BROAD_OR_UNSAFE_INLINE.has(source));
  policy.insecureFormAction = [...formAction].some((source) => DANGEROUSLY_BROAD.has(source));
  policy.unsafeObjects = [...objectSrc].some((source) => DANGEROUSLY_BROAD.has(source));

  let final: ObservatoryResult = result;
  const pass = CSP_PASSING.includes(final);
  // A passing policy with a repeated report-uri/report-to is reported as such, worth 0.
  if (pass && combined.duplicates.size > 0) final = 'csp-implemented-but-duplicate-directives';
  return { result: final, pass, numPolicies, policy, directives: csp };
}

function parseOrEmpty(policies: readonly string[]): CspDirectives {
  try {
    return parseCsp(policies).directives;
  } catch {
    return new Map();
  }
}

/** The CSP test alone, with the details their output carries. */
export function contentSecurityPolicy(
  input: Pick<ObservatoryInput, 'url' | 'headers' | 'html'>,
): CspAnalysis {
  return analyzeContentSecurityPolicy(
    new ResponseView({ ...input, redirection: 'redirection-to-https', hstsPreloaded: false }),
  );
}

// ---------------------------------------------------------------------------------------------
// strict-transport-security

/** Six months as they count it: 15552000 (180 days), not 15768000. */
const SIX_MONTHS = 15_552_000;

function strictTransportSecurity(response: ResponseView): {
  result: ObservatoryResult;
  pass: boolean;
} {
  let result: ObservatoryResult = 'hsts-not-implemented';
  if (!response.https) {
    result = 'hsts-not-implemented-no-https';
  } else {
    const header = response.first('strict-transport-security');
    // Present but empty is invalid, not missing.
    if (header !== null) result = hstsHeaderResult(header.slice(0, 1024));
    if (response.hstsPreloaded) result = 'hsts-preloaded';
  }
  return {
    result,
    pass: ['hsts-implemented-max-age-at-least-six-months', 'hsts-preloaded'].includes(result),
  };
}

function hstsHeaderResult(header: string): ObservatoryResult {
  // Sent twice (joined with a comma) is invalid.
  if (header.includes(',')) return 'hsts-header-invalid';
  let maxAge: number | null = null;
  for (const directive of header.split(';').map((part) => part.trim().toLowerCase())) {
    if (directive.startsWith('max-age=')) maxAge = Number.parseInt(directive.slice(8, 128), 10);
  }
  if (maxAge === null) return 'hsts-header-invalid';
  // NaN (e.g. a quoted value) compares false, as in theirs.
  return maxAge < SIX_MONTHS
    ? 'hsts-implemented-max-age-less-than-six-months'
    : 'hsts-implemented-max-age-at-least-six-months';
}

// ---------------------------------------------------------------------------------------------
// cookies

interface StoredCookie {
  readonly key: string;
  readonly domain: string;
  readonly path: string;
  readonly secure: boolean;
  readonly httpOnly: boolean;
  readonly sameSite: 'strict' | 'lax' | 'none' | undefined;
}

const COOKIE_ORDER: readonly ObservatoryResult[] = [
  'cookies-without-secure-flag-but-protected-by-hsts',
  'cookies-without-secure-flag',
  'cookies-session-without-secure-flag-but-protected-by-hsts',
  'cookies-samesite-flag-invalid',
  'cookies-anticsrf-without-samesite-flag',
  'cookies-session-without-httponly-flag',
  'cookies-session-without-secure-flag',
];

/** Set-Cookie lines: a list as given, or one string split at newlines and at `, name=`. */
function setCookieLines(response: ResponseView): string[] {
  return response
    .all('set-cookie')
    .flatMap((value) => value.split(/\r?\n|,(?=\s*[^;,=\s]+=)/))
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** A SameSite attribute that is empty or not Strict/Lax/None (checked on the raw header). */
function hasInvalidSameSite(line: string): boolean {
  return line
    .trim()
    .split(';')
    .some((part) => {
      const [key, value] = part.trim().split('=');
      if (key?.trim().toLowerCase() !== 'samesite') return false;
      return !value || !['lax', 'strict', 'none'].includes(value.trim().toLowerCase());
    });
}

function defaultCookiePath(pathname: string): string {
  if (!pathname.startsWith('/')) return '/';
  const lastSlash = pathname.lastIndexOf('/');
  return lastSlash === 0 ? '/' : pathname.slice(0, lastSlash);
}

const isLocalHost = (host: string): boolean => host === 'localhost' || host.endsWith('.localhost');

/** Parse and store one Set-Cookie line as tough-cookie's jar does; undefined if it is dropped. */
function storeCookie(line: string, url: URL): StoredCookie | undefined {
  let text = line;
  for (const terminator of ['\n', '\r', '\0']) {
    const at = text.indexOf(terminator);
    if (at !== -1) text = text.slice(0, at);
  }
  text = text.trim();
  const semicolon = text.indexOf(';');
  const pair = semicolon === -1 ? text : text.slice(0, semicolon);
  const equals = pair.indexOf('=');
  if (equals <= 0) return undefined;
  const key = pair.slice(0, equals).trim();
  const value = pair.slice(equals + 1).trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: tough-cookie rejects control characters
  if (/[\x00-\x1f]/.test(key + value)) return undefined;

  let domain: string | undefined;
  let path: string | undefined;
  let secure = false;
  let httpOnly = false;
  let sameSite: StoredCookie['sameSite'];
  const attributes = semicolon === -1 ? [] : text.slice(semicolon + 1).split(';');
  for (const attribute of attributes) {
    const trimmed = attribute.trim();
    if (!trimmed) continue;
    const at = trimmed.indexOf('=');
    const name = (at === -1 ? trimmed : trimmed.slice(0, at)).trim().toLowerCase();
    const attributeValue = at === -1 ? null : trimmed.slice(at + 1).trim();
    if (name === 'domain' && attributeValue) {
      domain = attributeValue.replace(/^\./, '').toLowerCase() || domain;
    } else if (name === 'path') {
      path = attributeValue?.startsWith('/') ? attributeValue : undefined;
    } else if (name === 'secure') {
      secure = true;
    } else if (name === 'httponly') {
      httpOnly = true;
    } else if (name === 'samesite') {
      const lowered = attributeValue?.toLowerCase();
      sameSite =
        lowered === 'strict' || lowered === 'lax' || lowered === 'none' ? lowered : undefined;
    }
  }

  const host = url.hostname.toLowerCase();
  if (domain !== undefined) {
    // Not for another host, nor for a public suffix such as "com" (approximately).
    if (host !== domain && !host.endsWith(`.${domain}`)) return undefined;
    if (registrableDomain(domain) === null && !isLocalHost(domain) && !/^[\d.]+$/.test(domain)) {
      return undefined;
    }
  }
  // tough-cookie 5 (their version) stores Secure cookies set over http too.
  if (key.startsWith('__Secure-') && !secure) return undefined;
  const effectivePath = path ?? defaultCookiePath(url.pathname);
  if (key.startsWith('__Host-') && (!secure || domain !== undefined || effectivePath !== '/')) {
    return undefined;
  }
  return {
    key,
    domain: domain ?? host,
    path: effectivePath,
    secure,
    httpOnly,
    sameSite,
  };
}

function cookies(
  response: ResponseView,
  protectedByHsts: boolean,
): { result: ObservatoryResult; pass: boolean } {
  const lines = setCookieLines(response);
  let result: ObservatoryResult | null = null;
  for (const line of lines) {
    if (hasInvalidSameSite(line))
      result = worse('cookies-samesite-flag-invalid', result, COOKIE_ORDER);
  }

  const jar = new Map<string, StoredCookie>();
  for (const line of lines) {
    const cookie = storeCookie(line, response.url);
    if (cookie) jar.set(`${cookie.domain};${cookie.path};${cookie.key}`, cookie);
  }
  const stored = [...jar.values()].filter(
    (cookie) => cookie.key && cookie.key !== 'heroku-session-affinity',
  );

  if (stored.length === 0) {
    result = 'cookies-not-found';
  } else {
    let missingSameSite = false;
    for (const cookie of stored) {
      const key = cookie.key.toLowerCase();
      const session = key.includes('login') || key.includes('sess');
      const antiCsrf = key.includes('csrf');
      if (!cookie.secure && cookie.sameSite === 'none') {
        result = worse('cookies-samesite-flag-invalid', result, COOKIE_ORDER);
      }
      if (!cookie.secure) {
        result = worse(
          protectedByHsts
            ? 'cookies-without-secure-flag-but-protected-by-hsts'
            : 'cookies-without-secure-flag',
          result,
          COOKIE_ORDER,
        );
      }
      if (antiCsrf && !cookie.sameSite) {
        result = worse('cookies-anticsrf-without-samesite-flag', result, COOKIE_ORDER);
      }
      if (session && !cookie.secure) {
        result = worse(
          protectedByHsts
            ? 'cookies-session-without-secure-flag-but-protected-by-hsts'
            : 'cookies-session-without-secure-flag',
          result,
          COOKIE_ORDER,
        );
      }
      if (session && !cookie.httpOnly) {
        result = worse('cookies-session-without-httponly-flag', result, COOKIE_ORDER);
      }
      if (!cookie.sameSite) missingSameSite = true;
    }
    result ??= missingSameSite
      ? 'cookies-secure-with-httponly-sessions'
      : 'cookies-secure-with-httponly-sessions-and-samesite';
  }
  const final: ObservatoryResult = result;
  return {
    result: final,
    pass: [
      'cookies-not-found',
      'cookies-secure-with-httponly-sessions-and-samesite',
      'cookies-secure-with-httponly-sessions',
    ].includes(final),
  };
}

// ---------------------------------------------------------------------------------------------
// cross-origin-resource-sharing

function crossOriginResourceSharing(input: ObservatoryInput): {
  result: ObservatoryResult;
  pass: boolean;
} {
  const fields = input.corsHeaders ?? input.headers;
  const origin = input.corsOrigin ?? OBSERVATORY_CORS_ORIGIN;
  const allowOrigin = headerValues(fields, 'access-control-allow-origin')[0];
  const credentials = headerValues(fields, 'access-control-allow-credentials')[0];
  let result: ObservatoryResult = 'cross-origin-resource-sharing-not-implemented';
  if (allowOrigin) {
    if (allowOrigin.slice(0, 256).trim().toLowerCase() === '*') {
      result = 'cross-origin-resource-sharing-implemented-with-public-access';
    } else if (
      origin === allowOrigin &&
      credentials !== undefined &&
      credentials.toLowerCase().trim() === 'true'
    ) {
      // The Origin reflected with credentials: anyone can read it, as the visitor.
      result = 'cross-origin-resource-sharing-implemented-with-universal-access';
    } else {
      result = 'cross-origin-resource-sharing-implemented-with-restricted-access';
    }
  }
  return {
    result,
    pass: result !== 'cross-origin-resource-sharing-implemented-with-universal-access',
  };
}

// ---------------------------------------------------------------------------------------------
// referrer-policy

const PRIVATE_REFERRER_POLICIES = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];
const UNSAFE_REFERRER_POLICIES = [
  'origin',
  'origin-when-cross-origin',
  'unsafe-url',
  'no-referrer-when-downgrade',
];

function referrerPolicy(response: ResponseView): { result: ObservatoryResult; pass: boolean } {
  const values = [...response.all('referrer-policy'), ...response.metaReferrer];
  if (values.length === 0) return { result: 'referrer-policy-not-implemented', pass: true };
  // The last recognised value wins; <meta name="referrer"> comes after the header.
  const known = values
    .join(', ')
    .split(',')
    .map((value) => value.toLowerCase().trim())
    .filter(
      (value) =>
        PRIVATE_REFERRER_POLICIES.includes(value) || UNSAFE_REFERRER_POLICIES.includes(value),
    );
  const policy = known.at(-1) ?? '';
  if (PRIVATE_REFERRER_POLICIES.includes(policy)) {
    return { result: 'referrer-policy-private', pass: true };
  }
  if (UNSAFE_REFERRER_POLICIES.includes(policy)) {
    return { result: 'referrer-policy-unsafe', pass: false };
  }
  return { result: 'referrer-policy-header-invalid', pass: false };
}

// ---------------------------------------------------------------------------------------------
// subresource-integrity

const SRI_ORDER: readonly ObservatoryResult[] = [
  'sri-implemented-and-all-scripts-loaded-securely',
  'sri-implemented-and-external-scripts-loaded-securely',
  'sri-implemented-but-external-scripts-not-loaded-securely',
  'sri-not-implemented-but-external-scripts-loaded-securely',
  'sri-not-implemented-and-external-scripts-not-loaded-securely',
  'sri-not-implemented-response-not-html',
];

const SRI_PASSING: readonly ObservatoryResult[] = [
  'sri-implemented-and-all-scripts-loaded-securely',
  'sri-implemented-and-external-scripts-loaded-securely',
  'sri-not-implemented-response-not-html',
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
  'sri-not-implemented-but-no-scripts-loaded',
];

/** Second-level labels under which ccTLDs register names (co.uk, com.ar, …). */
const SECOND_LEVEL_LABELS = new Set([
  'ac',
  'co',
  'com',
  'edu',
  'gob',
  'gov',
  'mil',
  'ne',
  'net',
  'or',
  'org',
]);

/**
 * The registrable domain ("eTLD+1") of a host, approximately: null for IP addresses and single
 * labels, as tldts gives. Only decides whether an absolute script URL is "ours".
 */
export function registrableDomain(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host.includes('.') || host.includes(':') || /^[\d.]+$/.test(host)) return null;
  const labels = host.split('.');
  const tld = labels.at(-1) ?? '';
  const size =
    labels.length >= 3 && tld.length === 2 && SECOND_LEVEL_LABELS.has(labels.at(-2) ?? '') ? 3 : 2;
  return labels.slice(-size).join('.');
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

function subresourceIntegrity(response: ResponseView): {
  result: ObservatoryResult;
  pass: boolean;
} {
  const mime = (response.first('content-type') ?? '').split(';', 1)[0];
  let result: ObservatoryResult | null = null;
  if (mime && !HTML_TYPES.has(mime)) {
    result = 'sri-not-implemented-response-not-html';
  } else {
    const scripts = collectElements(response.body, 'script');
    let foreignScripts = false;
    const siteDomain = registrableDomain(response.url.hostname);
    for (const script of scripts) {
      const src = script.get('src');
      // Inline scripts count as scripts, but only external ones are judged.
      if (!src) continue;
      const integrity = script.get('integrity') || null;

      const protocolRelative = /^\/\/[^/]/.test(src);
      const absolute = /^https?:\/\//.test(src);
      const relative = !protocolRelative && !absolute;
      const host = absolute ? hostOf(src) : null;
      const sameSecondLevelDomain = !absolute || registrableDomain(host ?? '') === siteDomain;
      // Protocol-relative URLs count as foreign even on our own domain.
      const secureOrigin = relative || (sameSecondLevelDomain && !protocolRelative);
      if (!secureOrigin) foreignScripts = true;
      const secureScheme = absolute
        ? src.startsWith('https:')
        : relative && response.url.protocol === 'https:';

      if (!secureOrigin) {
        if (integrity && !secureScheme) {
          result = worse(
            'sri-implemented-but-external-scripts-not-loaded-securely',
            result,
            SRI_ORDER,
          );
        } else if (!integrity && secureScheme) {
          result = worse(
            'sri-not-implemented-but-external-scripts-loaded-securely',
            result,
            SRI_ORDER,
          );
        } else if (!integrity) {
          result = worse(
            'sri-not-implemented-and-external-scripts-not-loaded-securely',
            result,
            SRI_ORDER,
          );
        }
      } else if (integrity && secureScheme && result === null) {
        // The bonus is granted for integrity on a same-origin script too.
        result = 'sri-implemented-and-all-scripts-loaded-securely';
      }
    }
    if (scripts.length === 0) {
      result = 'sri-not-implemented-but-no-scripts-loaded';
    } else {
      result ??= foreignScripts
        ? 'sri-implemented-and-external-scripts-loaded-securely'
        : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin';
    }
  }
  const final: ObservatoryResult = result;
  return {
    result: final,
    pass: SRI_PASSING.includes(final),
  };
}

// ---------------------------------------------------------------------------------------------
// x-content-type-options, x-frame-options

function xContentTypeOptions(response: ResponseView): { result: ObservatoryResult; pass: boolean } {
  const header = response.first('x-content-type-options');
  const result: ObservatoryResult = !header
    ? 'x-content-type-options-not-implemented'
    : header.slice(0, 256).trim().toLowerCase() === 'nosniff'
      ? 'x-content-type-options-nosniff'
      : 'x-content-type-options-header-invalid';
  return { result, pass: result === 'x-content-type-options-nosniff' };
}

function xFrameOptions(
  response: ResponseView,
  csp: CspAnalysis,
): { result: ObservatoryResult; pass: boolean } {
  const header = response.first('x-frame-options');
  let result: ObservatoryResult = 'x-frame-options-not-implemented';
  if (header) {
    const value = header.slice(0, 1024).trim().toLowerCase();
    if (value === 'deny' || value === 'sameorigin') result = 'x-frame-options-sameorigin-or-deny';
    else if (value.startsWith('allow-from')) result = 'x-frame-options-allow-from-origin';
    else result = 'x-frame-options-header-invalid';
  }
  // Any frame-ancestors directive in a parsed CSP replaces the header, whatever its value.
  if (csp.directives?.has('frame-ancestors')) result = 'x-frame-options-implemented-via-csp';
  return {
    result,
    pass: [
      'x-frame-options-allow-from-origin',
      'x-frame-options-sameorigin-or-deny',
      'x-frame-options-implemented-via-csp',
    ].includes(result),
  };
}

// ---------------------------------------------------------------------------------------------
// cross-origin-resource-policy, -embedder-policy, -opener-policy

function crossOriginResourcePolicy(response: ResponseView): {
  result: ObservatoryResult;
  pass: boolean;
} {
  // Several headers are joined with ", " and then no longer match a value.
  const header = response.all('cross-origin-resource-policy').join(', ');
  let result: ObservatoryResult = 'corp-not-implemented';
  if (header) {
    const value = header.slice(0, 256).trim().toLowerCase();
    result =
      value === 'same-site'
        ? 'corp-implemented-with-same-site'
        : value === 'same-origin'
          ? 'corp-implemented-with-same-origin'
          : value === 'cross-origin'
            ? 'corp-implemented-with-cross-origin'
            : 'corp-header-invalid';
  }
  return { result, pass: result !== 'corp-header-invalid' };
}

function crossOriginEmbedderPolicy(response: ResponseView): {
  result: ObservatoryResult;
  pass: boolean;
} {
  const result = policyToken(
    response.all('cross-origin-embedder-policy'),
    new Map([
      ['require-corp', 'coep-implemented-with-require-corp'],
      ['credentialless', 'coep-implemented-with-credentialless'],
      ['unsafe-none', 'coep-implemented-with-unsafe-none'],
    ]),
    'coep-not-implemented',
    'coep-header-invalid',
  );
  return { result, pass: result !== 'coep-header-invalid' };
}

function crossOriginOpenerPolicy(response: ResponseView): {
  result: ObservatoryResult;
  pass: boolean;
} {
  const result = policyToken(
    response.all('cross-origin-opener-policy'),
    new Map([
      ['same-origin', 'coop-implemented-with-same-origin'],
      ['same-origin-allow-popups', 'coop-implemented-with-same-origin-allow-popups'],
      ['noopener-allow-popups', 'coop-implemented-with-noopener-allow-popups'],
      ['unsafe-none', 'coop-implemented-with-unsafe-none'],
    ]),
    'coop-not-implemented',
    'coop-header-invalid',
  );
  return { result, pass: result !== 'coop-header-invalid' };
}

/**
 * COOP and COEP as HTML parses them: one header, a structured-field item whose bare item is a
 * token (case-sensitive); parameters such as report-to are allowed and ignored.
 */
function policyToken(
  values: readonly string[],
  known: ReadonlyMap<string, ObservatoryResult>,
  missing: ObservatoryResult,
  invalid: ObservatoryResult,
): ObservatoryResult {
  if (values.length > 1) return invalid;
  const [value] = values;
  if (!value) return missing;
  const token = structuredFieldToken(value.slice(0, 1024).trim());
  return (token === null ? undefined : known.get(token)) ?? invalid;
}

const SF_TOKEN = /^[A-Za-z*][!#$%&'*+\-.^_`|~0-9A-Za-z:/]*/;
const SF_KEY = /^[a-z*][a-z0-9_\-.*]*/;
const SF_NUMBER = /^-?(\d+)(?:\.(\d*))?/;
const SF_STRING = /^"(?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\["\\])*"/;
const SF_BYTES = /^:[A-Za-z0-9+/=]*:/;
const SF_BOOLEAN = /^\?[01]/;
const SF_DATE = /^@-?\d{1,15}(?![.\d])/;
const SF_DISPLAY_STRING = /^%"(?:[\x20\x21\x23\x24\x26-\x7e]|%[0-9a-f]{2})*"/;

/** The length of the bare item at the start of `text` (RFC 9651 §4.2.3.1), or -1. */
function bareItemLength(text: string): number {
  const number = SF_NUMBER.exec(text);
  if (number) {
    const [all, integer = '', fraction] = number;
    if (fraction === undefined) return integer.length <= 15 ? all.length : -1;
    return integer.length <= 12 && fraction.length >= 1 && fraction.length <= 3 ? all.length : -1;
  }
  for (const pattern of [SF_STRING, SF_TOKEN, SF_BYTES, SF_BOOLEAN, SF_DATE, SF_DISPLAY_STRING]) {
    const match = pattern.exec(text);
    if (match) return match[0].length;
  }
  return -1;
}

/** The token of a structured-field item, or null if the value is not an item or not a token. */
export function structuredFieldToken(value: string): string | null {
  let rest = value.replace(/^ +/, '');
  const token = SF_TOKEN.exec(rest)?.[0];
  const itemLength = bareItemLength(rest);
  if (itemLength < 0) return null;
  rest = rest.slice(itemLength);
  while (rest.startsWith(';')) {
    rest = rest.slice(1).replace(/^ +/, '');
    const key = SF_KEY.exec(rest)?.[0];
    if (!key) return null;
    rest = rest.slice(key.length);
    if (rest.startsWith('=')) {
      const length = bareItemLength(rest.slice(1));
      if (length < 0) return null;
      rest = rest.slice(1 + length);
    }
  }
  if (rest.replace(/ +$/, '') !== '') return null;
  return token !== undefined && token.length === itemLength ? token : null;
}

// ---------------------------------------------------------------------------------------------
// A small HTML tokenizer, enough to find start tags and their attributes

type Attributes = ReadonlyMap<string, string>;

/** Elements whose content is text: a "<script" inside them is not a tag. */
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'title', 'textarea', 'xmp']);

const NAMED_REFERENCES: ReadonlyMap<string, string> = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', '\u00a0'],
]);

function decodeReferences(value: string): string {
  return value.replace(/&(#[xX][0-9a-fA-F]+|#\d+|[a-zA-Z]+);?/g, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X'
          ? Number.parseInt(body.slice(2), 16)
          : Number.parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED_REFERENCES.get(body.toLowerCase()) ?? whole;
  });
}

const isSpace = (char: string | undefined) =>
  char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\f';

/** The attributes of every `<tagName …>` start tag, in document order (first attribute wins). */
export function collectElements(html: string, tagName: string): Attributes[] {
  const wanted = tagName.toLowerCase();
  const found: Attributes[] = [];
  const length = html.length;
  let at = 0;
  while (at < length) {
    const open = html.indexOf('<', at);
    if (open === -1) break;
    at = open + 1;
    const next = html[at];
    if (next === '!') {
      const comment = html.startsWith('!--', at);
      const close = comment ? html.indexOf('-->', at + 3) : html.indexOf('>', at);
      at = close === -1 ? length : close + (comment ? 3 : 1);
      continue;
    }
    if (next === '/' || next === '?') {
      const close = html.indexOf('>', at);
      at = close === -1 ? length : close + 1;
      continue;
    }
    if (next === undefined || !/[a-zA-Z]/.test(next)) continue;

    let cursor = at;
    while (
      cursor < length &&
      !isSpace(html[cursor]) &&
      html[cursor] !== '/' &&
      html[cursor] !== '>'
    ) {
      cursor++;
    }
    const name = html.slice(at, cursor).toLowerCase();
    const attributes = new Map<string, string>();
    while (cursor < length) {
      while (isSpace(html[cursor]) || html[cursor] === '/') cursor++;
      if (cursor >= length) break;
      if (html[cursor] === '>') {
        cursor++;
        break;
      }
      const nameStart = cursor;
      cursor++;
      while (
        cursor < length &&
        !isSpace(html[cursor]) &&
        html[cursor] !== '/' &&
        html[cursor] !== '>' &&
        html[cursor] !== '='
      ) {
        cursor++;
      }
      const attribute = html.slice(nameStart, cursor).toLowerCase();
      while (isSpace(html[cursor])) cursor++;
      let value = '';
      if (html[cursor] === '=') {
        cursor++;
        while (isSpace(html[cursor])) cursor++;
        const quote = html[cursor];
        if (quote === '"' || quote === "'") {
          const end = html.indexOf(quote, cursor + 1);
          const stop = end === -1 ? length : end;
          value = html.slice(cursor + 1, stop);
          cursor = stop + 1;
        } else {
          const start = cursor;
          while (cursor < length && !isSpace(html[cursor]) && html[cursor] !== '>') cursor++;
          value = html.slice(start, cursor);
        }
      }
      if (!attributes.has(attribute)) attributes.set(attribute, decodeReferences(value));
    }
    if (name === wanted) found.push(attributes);
    at = cursor;
    if (RAW_TEXT_ELEMENTS.has(name)) {
      const closing = new RegExp(`</${name}[\\s/>]`, 'i');
      const end = closing.exec(html.slice(at));
      at = end === null ? length : at + end.index;
    }
  }
  return found;
}
