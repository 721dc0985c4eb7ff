/**
 * The checks a visitor's browser would notice on the pages: each answers in its language with
 * a title of its own, an unknown path shows the landing page, an old-style URL redirects, and
 * every page carries the stack's security headers.
 */
import { alternateUrls } from '../../web/build/head-tags';
import type { PageRoute } from '../../web/src/config/routes';
import { inlineHashesOf, securityHeaderFields, securityHeaders } from '../security-headers';
import { headerProblems } from './header-diff';
import { htmlAlternates, htmlLang, htmlTitle } from './html-facts';
import { type CheckRequests, mediaTypeOf, type SmokeResponse, smokeRequest } from './smoke-http';
import { fail, pass, type SmokeResult, verdict } from './smoke-result';

/** A page that answered 200: what the later checks compare with. */
export interface ServedPage {
  readonly route: PageRoute;
  readonly response: SmokeResponse;
  readonly title: string | undefined;
}

export function statusProblem(response: SmokeResponse, expected: number): string | undefined {
  if (response.status === expected) return undefined;
  const location = response.headers.get('location');
  return `answered ${response.status}${location ? ` → ${location}` : ''}, expected ${expected}`;
}

/**
 * What is wrong with a page's `hreflang` alternates: each language's version of the page and
 * `x-default`, exactly once, as absolute URLs of one origin (the canonical one, which the build
 * writes and a staging copy keeps), and nothing else. A search engine that reads a wrong one
 * shows Spanish readers the English page, or a page that does not exist.
 */
export function alternateProblems(route: PageRoute, html: string): string[] {
  const served = htmlAlternates(html);
  const expected = alternateUrls({ origin: '' }, route.page);
  const problems: string[] = [];
  const origins = new Set<string>();
  for (const { hreflang, href: path } of expected) {
    const found = served.filter((alternate) => alternate.hreflang === hreflang);
    if (found.length === 0) {
      problems.push(`no hreflang="${hreflang}"`);
      continue;
    }
    if (found.length > 1) {
      problems.push(`hreflang="${hreflang}" given ${found.length} times`);
      continue;
    }
    const href = found[0]?.href ?? '';
    const url = URL.canParse(href) ? new URL(href) : undefined;
    if (url?.protocol !== 'https:') {
      problems.push(`hreflang="${hreflang}" is ${href}, not an absolute https URL`);
    } else if (url.pathname !== path || url.search || url.hash) {
      problems.push(`hreflang="${hreflang}" is ${href}, expected ${url.origin}${path}`);
    } else origins.add(url.origin);
  }
  if (origins.size > 1)
    problems.push(`hreflang URLs on ${origins.size} origins: ${[...origins].join(', ')}`);
  for (const { hreflang } of served) {
    if (!expected.some((alternate) => alternate.hreflang === hreflang)) {
      problems.push(`unexpected hreflang="${hreflang}"`);
    }
  }
  return problems;
}

/**
 * `GET` a page of the route table: 200, HTML, `<html lang>` its locale, a non-empty title, and
 * its `hreflang` alternates.
 */
export async function checkPage(
  site: URL,
  route: PageRoute,
  http: CheckRequests,
): Promise<{ result: SmokeResult; page?: ServedPage }> {
  const check = `GET ${route.path}`;
  const response = await smokeRequest(new URL(route.path, site), {}, http);
  const status = statusProblem(response, 200);
  if (status) return { result: fail(check, status) };
  const problems: string[] = [];
  if (mediaTypeOf(response.headers) !== 'text/html') {
    problems.push(`content-type is "${response.headers.get('content-type')}", expected text/html`);
  }
  const lang = htmlLang(response.body);
  if (lang !== route.locale) {
    problems.push(
      lang === undefined
        ? `<html> has no lang, expected "${route.locale}"`
        : `lang="${lang}", expected "${route.locale}"`,
    );
  }
  const title = htmlTitle(response.body);
  if (!title) problems.push(title === undefined ? 'no <title>' : 'empty <title>');
  problems.push(...alternateProblems(route, response.body));
  return {
    result: verdict(check, problems, `200 lang=${lang} hreflang ok "${title}"`),
    page: { route, response, title },
  };
}

/** Every page has a title of its own: a shared one means a page shows another's copy. */
export function titlesDistinct(pages: readonly ServedPage[]): SmokeResult {
  const pathsByTitle = new Map<string, string[]>();
  for (const { route, title } of pages) {
    if (title) pathsByTitle.set(title, [...(pathsByTitle.get(title) ?? []), route.path]);
  }
  const shared = [...pathsByTitle]
    .filter(([, paths]) => paths.length > 1)
    .map(([title, paths]) => `"${title}" is the title of ${paths.join(', ')}`);
  const titled = [...pathsByTitle.values()].flat().length;
  return verdict('titles', shared, `${titled} pages, every title distinct`);
}

/**
 * An unknown path without a file extension shows the landing page of its language, as the edge
 * router (functions/edge-router/router.js) rewrites it to that page's file: 200, the same bytes.
 */
export async function checkFallback(
  site: URL,
  path: string,
  landing: ServedPage | undefined,
  landingPath: string,
  http: CheckRequests,
): Promise<SmokeResult> {
  const check = `GET ${path}`;
  const response = await smokeRequest(new URL(path, site), {}, http);
  const status = statusProblem(response, 200);
  if (status) return fail(check, `${status}: an unknown path must show the landing page`);
  if (!landing) return fail(check, `cannot compare: ${landingPath} itself failed`);
  if (response.body !== landing.response.body) {
    const seen = `lang=${htmlLang(response.body)} "${htmlTitle(response.body) ?? ''}"`;
    return fail(check, `200 but not the landing page ${landingPath}: ${seen}`);
  }
  return pass(check, `200 shows the landing page ${landingPath} (lang=${landing.route.locale})`);
}

/** A known page asked for in a legacy form (mixed case, trailing slash): 301 to its path. */
export async function checkLegacyRedirect(
  site: URL,
  canonical: string,
  http: CheckRequests,
): Promise<SmokeResult> {
  const legacy = `${canonical.toUpperCase()}/`;
  const check = `GET ${legacy}`;
  const response = await smokeRequest(new URL(legacy, site), {}, http);
  const status = statusProblem(response, 301);
  if (status) return fail(check, status);
  const location = response.headers.get('location');
  const target = location === null ? undefined : new URL(location, site);
  if (target?.origin !== site.origin || target.pathname !== canonical) {
    return fail(check, `301 to ${location ?? 'nowhere'}, expected ${canonical}`);
  }
  return pass(check, `301 → ${location}`);
}

/**
 * The headers of functions/security-headers.ts, for the inline code these pages carry (every
 * route, and an article when the site has one: each group of pages, the articles one of them,
 * has first-view rules of its own, decision 0032): the CSP must allow exactly their inline
 * stylesheets and loader by hash, in the build's order, and nothing else.
 */
export function expectedSecurityHeaders(htmls: readonly string[]): Record<string, string> {
  const union = (hashes: readonly string[]) => [...new Set(hashes)].sort();
  const inline = htmls.map(inlineHashesOf);
  return securityHeaderFields(
    securityHeaders({
      styles: union(inline.flatMap((hashes) => hashes.styles)),
      scripts: union(inline.flatMap((hashes) => hashes.scripts)),
    }),
  );
}

export function checkSecurityHeaders(
  page: ServedPage,
  expected: Readonly<Record<string, string>>,
): SmokeResult {
  const count = Object.keys(expected).length;
  return verdict(
    `headers ${page.route.path}`,
    headerProblems(expected, page.response.headers),
    `${count} security headers, as the stack defines them`,
  );
}
