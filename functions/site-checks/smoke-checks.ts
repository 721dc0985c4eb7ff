/**
 * `npm run smoke -- URL`: a running copy of the site (CloudFront, or the local twin) checked from
 * the outside, as a visitor and an attacker see it. Requests go one at a time: a deployed site
 * behind a per-IP rate limit must not mistake its own smoke check for an attack.
 */
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES } from '../../web/src/config/locales';
import { INSIGHTS_PATHS, pathOf, ROUTE_LIST } from '../../web/src/config/routes';
import { SECURITY_TXT_PATH } from '../../web/src/config/security-txt';
import { CONTACT_PATH } from '../api-paths';
import {
  checkContactMethod,
  checkContactRefusal,
  checkSecurityTxt,
  unknownPathUnder,
} from './endpoint-checks';
import {
  checkFallback,
  checkLegacyRedirect,
  checkPage,
  checkSecurityHeaders,
  expectedSecurityHeaders,
  type ServedPage,
  titlesDistinct,
} from './page-checks';
import { type CheckRequests, NoAnswerError, REQUEST_TIMEOUT_MS, smokeRequest } from './smoke-http';
import { fail, type SmokeResult } from './smoke-result';
import { SMOKE_USER_AGENT } from './user-agents';

export interface SmokeOptions {
  /** Per request. @default REQUEST_TIMEOUT_MS */
  readonly timeoutMs?: number;
  /** Who the requests say they are: the analytics leave both of the site's own checks out. @default SMOKE_USER_AGENT */
  readonly userAgent?: string;
  /** Called with each result as soon as it is known, for a live report. */
  readonly onResult?: (result: SmokeResult) => void;
  /** What security.txt's Expires is compared with. @default the current time */
  readonly now?: Date;
}

const LANDING_PATH = LOCALE_INFO[DEFAULT_LOCALE].home;
/** Besides the landing page, the security headers are compared on a form page in another language. */
const SECOND_HEADERS_PATH = pathOf('contact', LOCALES[LOCALES.length - 1] ?? DEFAULT_LOCALE);

const INSIGHTS_INDEX = INSIGHTS_PATHS[DEFAULT_LOCALE];

/**
 * The HTML of the newest article the index links, if the site has one: the CSP allows the
 * articles' inline rules too, and no other page carries them.
 */
async function newestArticle(
  site: URL,
  index: ServedPage | undefined,
  http: CheckRequests,
): Promise<string | undefined> {
  const path = index?.response.body.match(new RegExp(`href="(${INSIGHTS_INDEX}/[a-z0-9-]+)"`))?.[1];
  if (!path) return undefined;
  const response = await smokeRequest(new URL(path, site), {}, http);
  return response.status === 200 ? response.body : undefined;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs every check against `site` (an origin) and returns their results, in report order. */
export async function runSmokeChecks(
  site: URL,
  options: SmokeOptions = {},
): Promise<SmokeResult[]> {
  const http: CheckRequests = {
    timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    userAgent: options.userAgent ?? SMOKE_USER_AGENT,
  };
  const results: SmokeResult[] = [];
  const report = (result: SmokeResult) => {
    results.push(result);
    options.onResult?.(result);
  };
  const attempt = async (check: string, run: () => Promise<SmokeResult> | SmokeResult) => {
    try {
      report(await run());
    } catch (error) {
      report(fail(check, messageOf(error)));
    }
  };

  // The landing page first: a site that does not answer it gets one line, not thirty timeouts.
  const pages = new Map<string, ServedPage>();
  const routes = [...ROUTE_LIST].sort(
    (a, b) => Number(b.path === LANDING_PATH) - Number(a.path === LANDING_PATH),
  );
  for (const route of routes) {
    try {
      const { result, page } = await checkPage(site, route, http);
      report(result);
      if (page) pages.set(route.path, page);
    } catch (error) {
      if (route.path === LANDING_PATH && error instanceof NoAnswerError) {
        report(
          fail(`GET ${route.path}`, `${error.message} from ${site.origin}; nothing else checked`),
        );
        return results;
      }
      report(fail(`GET ${route.path}`, messageOf(error)));
    }
  }
  report(titlesDistinct([...pages.values()]));

  for (const locale of LOCALES) {
    const home = LOCALE_INFO[locale].home;
    const path = unknownPathUnder(home);
    await attempt(`GET ${path}`, () => checkFallback(site, path, pages.get(home), home, http));
  }
  const about = pathOf('about', DEFAULT_LOCALE);
  await attempt(`GET ${about.toUpperCase()}/`, () => checkLegacyRedirect(site, about, http));

  const landing = pages.get(LANDING_PATH);
  const article = await newestArticle(site, pages.get(INSIGHTS_INDEX), http).catch(() => undefined);
  // Every page that answered: each group of pages carries its own first-view rules (decision 0032).
  const served = [...pages.values()].map((page) => page.response.body);
  const expected = landing && expectedSecurityHeaders([...served, ...(article ? [article] : [])]);
  for (const path of [LANDING_PATH, SECOND_HEADERS_PATH]) {
    const page = pages.get(path);
    report(
      expected && page
        ? checkSecurityHeaders(page, expected)
        : fail(
            `headers ${path}`,
            `cannot compare: ${page ? LANDING_PATH : path} did not answer 200`,
          ),
    );
  }

  await attempt(`GET ${SECURITY_TXT_PATH}`, () =>
    checkSecurityTxt(site, options.now ?? new Date(), http),
  );
  await attempt(`GET ${CONTACT_PATH}`, () => checkContactMethod(site, http));
  await attempt(`POST ${CONTACT_PATH} (invalid email)`, () => checkContactRefusal(site, http));
  return results;
}
