import { describe, expect, it } from 'vitest';
import { ifNoneMatchMatches, isNotModified } from '../../infra/local/conditional-request';
import { encodingFor } from '../../infra/local/static-files';

const KB = 1024;

describe('encodingFor, as CloudFront compresses', () => {
  it.each([
    ['text/html; charset=utf-8', 20 * KB, 'br, gzip', 'br'],
    ['text/javascript; charset=utf-8', 20 * KB, 'gzip, deflate', 'gzip'],
    ['text/css; charset=utf-8', 20 * KB, 'identity', undefined],
    ['text/css; charset=utf-8', 20 * KB, undefined, undefined],
    ['image/svg+xml', 2 * KB, 'br', 'br'],
    ['application/json; charset=utf-8', 2 * KB, 'br', 'br'],
    ['text/html; charset=utf-8', 999, 'br', undefined],
    ['text/html; charset=utf-8', 1000, 'br', 'br'],
    ['text/javascript; charset=utf-8', 10_000_000, 'br', 'br'],
    ['text/javascript; charset=utf-8', 10_000_001, 'br', undefined],
    ['image/png', 20 * KB, 'br', undefined],
    ['font/woff2', 20 * KB, 'br', undefined],
    // Not on CloudFront's list of compressed types.
    ['application/manifest+json', 20 * KB, 'br', undefined],
  ])('%s of %i bytes, Accept-Encoding %s: %s', (type, bytes, accept, expected) => {
    expect(encodingFor(accept, type, bytes)).toBe(expected);
  });
});

describe('If-None-Match, weak comparison (RFC 9110 §13.1.2)', () => {
  it.each([
    ['"abc"', '"abc"', true],
    ['W/"abc"', '"abc"', true],
    ['"abc"', 'W/"abc"', true],
    ['W/"abc"', 'W/"abc"', true],
    ['"abd"', '"abc"', false],
    ['"x", "abc"', '"abc"', true],
    ['"x",W/"abc"', 'W/"abc"', true],
    ['"x", "y"', '"abc"', false],
    ['*', '"abc"', true],
    [' * ', 'W/"abc"', true],
    ['abc', '"abc"', false],
    ['"a,bc"', '"a,bc"', true],
    ['', '"abc"', false],
  ])('If-None-Match %s against ETag %s matches: %s', (header, etag, matches) => {
    expect(ifNoneMatchMatches(header, etag)).toBe(matches);
  });
});

describe('isNotModified (RFC 9110 §13.2.2)', () => {
  const LAST_MODIFIED = 'Tue, 10 Mar 2026 12:00:00 GMT';
  const EARLIER = 'Mon, 09 Mar 2026 12:00:00 GMT';
  const LATER = 'Wed, 11 Mar 2026 12:00:00 GMT';
  const modified = Date.parse(LAST_MODIFIED);

  it.each([
    ['no validators', false, {}],
    ['a matching If-None-Match', true, { 'if-none-match': '"e"' }],
    ['If-Modified-Since at Last-Modified', true, { 'if-modified-since': LAST_MODIFIED }],
    ['If-Modified-Since after it', true, { 'if-modified-since': LATER }],
    ['If-Modified-Since before it', false, { 'if-modified-since': EARLIER }],
    ['an unparsable If-Modified-Since', false, { 'if-modified-since': 'yesterday' }],
    [
      'a non-matching If-None-Match with a later If-Modified-Since (the ETag decides)',
      false,
      { 'if-none-match': '"other"', 'if-modified-since': LATER },
    ],
    [
      'a matching If-None-Match with an earlier If-Modified-Since (the ETag decides)',
      true,
      { 'if-none-match': '"e"', 'if-modified-since': EARLIER },
    ],
  ])('%s: not modified is %s', (_case, notModified, headers) => {
    expect(isNotModified(headers, '"e"', modified)).toBe(notModified);
  });
});
