/**
 * The address `npm run smoke` is given: the origin of a running copy of the site, e.g.
 * `https://www.example.com` or `http://localhost:3000`. Every check asks for a path of the route
 * table from it, so a path, query or fragment would be silently dropped: refused instead.
 */
export type SiteUrlResult =
  | { readonly ok: true; readonly url: URL }
  | { readonly ok: false; readonly problem: string };

export function parseSiteUrl(argument: string | undefined): SiteUrlResult {
  if (argument === undefined || argument.trim() === '') {
    return { ok: false, problem: 'the URL of the site is missing.' };
  }
  let url: URL;
  try {
    url = new URL(argument.trim());
  } catch {
    return { ok: false, problem: `"${argument}" is not a URL.` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, problem: `"${argument}" is not an http(s) URL.` };
  }
  if (url.username !== '' || url.password !== '') {
    return {
      ok: false,
      problem: `"${argument}" carries credentials; give the site's origin only.`,
    };
  }
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '') {
    return {
      ok: false,
      problem: `"${argument}" has a path, query or fragment; give the site's origin only, e.g. ${url.origin}.`,
    };
  }
  return { ok: true, url: new URL(url.origin) };
}
