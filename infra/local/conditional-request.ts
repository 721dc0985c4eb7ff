import type { IncomingHttpHeaders } from 'node:http';

/** An entity tag, weak or strong, as it appears in a list (RFC 9110 §8.8.3). */
const ENTITY_TAG = /(?:W\/)?"[^"]*"/g;

/** The opaque tag, quotes included: weak comparison ignores the `W/` prefix (RFC 9110 §8.8.3.2). */
function opaqueTag(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}

/**
 * Whether `If-None-Match` matches the current representation's ETag: `*` matches any, a list
 * matches when one of its tags is weakly equal (RFC 9110 §13.1.2).
 */
export function ifNoneMatchMatches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  const current = opaqueTag(etag);
  return (ifNoneMatch.match(ENTITY_TAG) ?? []).some((tag) => opaqueTag(tag) === current);
}

/**
 * Whether a GET or HEAD may be answered `304 Not Modified` (RFC 9110 §13.2.2): `If-None-Match`
 * decides when sent; only without it is `If-Modified-Since` read, and an unparsable date is
 * ignored. `lastModifiedMs` is whole seconds, as HTTP dates are.
 */
export function isNotModified(
  headers: IncomingHttpHeaders,
  etag: string,
  lastModifiedMs: number,
): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) return ifNoneMatchMatches(ifNoneMatch, etag);
  const ifModifiedSince = headers['if-modified-since'];
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return Number.isFinite(since) && lastModifiedMs <= since;
}
