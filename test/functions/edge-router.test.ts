import { describe, expect, it } from 'vitest';
import { EDGE_FUNCTION_MAX_BYTES, edgeRouterCode } from '../../functions/edge-router/router-code';
import {
  type EdgeRequest,
  edgeRequest,
  isEdgeResponse,
  loadEdgeRouter,
} from '../../infra/local/edge-router';
import { BEACON_PATH } from '../../web/src/config/analytics';
import { ROUTE_LIST } from '../../web/src/config/routes';
import { SLUG_MAX_LENGTH } from '../../web/src/content/insights/schema';

const router = loadEdgeRouter();

function route(path: string) {
  return router({ request: edgeRequest('GET', new URL(path, 'https://example.com')) });
}

// loadEdgeRouter runs the code in a bare node:vm context: no require, process or Buffer, as
// in the CloudFront Functions runtime.
describe('edge routing function', () => {
  it.each([
    ['/', '/index.html'],
    ['/about', '/about/index.html'],
    ['/contact', '/contact/index.html'],
    ['/what-we-do', '/what-we-do/index.html'],
    ['/physical-security', '/physical-security/index.html'],
    // Unknown pages show the landing page: no error screen.
    ['/pricing', '/index.html'],
    ['/services/unknown', '/index.html'],
    ['/Services', '/index.html'],
    // Files are left alone, so a missing one answers 404 from the bucket.
    ['/assets/index-abc123.js', '/assets/index-abc123.js'],
    ['/robots.txt', '/robots.txt'],
    ['/missing.png', '/missing.png'],
    ['/about/index.html', '/about/index.html'],
    // Spanish pages, and unknown paths under /es: the Spanish landing page.
    ['/es', '/es/index.html'],
    ['/es/nosotros', '/es/nosotros/index.html'],
    ['/es/seguridad-fisica', '/es/seguridad-fisica/index.html'],
    ['/es/privacidad', '/es/privacidad/index.html'],
    ['/es/no-existe', '/es/index.html'],
    ['/es/a/b', '/es/index.html'],
    ['/ES/Algo', '/es/index.html'],
    // Only the /es prefix makes a path Spanish; a Spanish slug elsewhere is an unknown page.
    ['/espana', '/index.html'],
    ['/nosotros', '/index.html'],
  ])('serves %s from %s', (path, file) => {
    const result = route(path);
    expect(isEdgeResponse(result)).toBe(false);
    expect((result as EdgeRequest).uri).toBe(file);
  });

  it.each([
    ['/About', '/about'],
    ['/Contact', '/contact'],
    ['/contact/', '/contact'],
    ['/WHAT-WE-DO//', '/what-we-do'],
    ['/About?utm_source=mail&x', '/about?utm_source=mail&x'],
    ['/about/?a=1&a=2', '/about?a=1&a=2'],
    ['/es/', '/es'],
    ['/ES', '/es'],
    ['/es/Nosotros/', '/es/nosotros'],
    ['/ES/SEGURIDAD-FISICA?x=1', '/es/seguridad-fisica?x=1'],
  ])('redirects the legacy URL %s to %s with a 301', (path, location) => {
    const result = route(path);
    expect(result).toMatchObject({ statusCode: 301, headers: { location: { value: location } } });
  });

  it('knows every route of the route table', () => {
    for (const { path } of ROUTE_LIST) {
      const result = route(path) as EdgeRequest;
      expect(result.uri).toBe(path === '/' ? '/index.html' : `${path}/index.html`);
    }
  });

  it('never redirects by language: a browser asking for Spanish still gets the English page', () => {
    const request = edgeRequest('GET', new URL('https://example.com/about'));
    request.headers['accept-language'] = { value: 'es-AR,es;q=0.9' };
    request.headers['cloudfront-viewer-country'] = { value: 'AR' };
    expect(router({ request })).toMatchObject({ uri: '/about/index.html' });
  });

  it.each([
    ['GET', '?p=%2Fabout&r=%2F'],
    ['HEAD', '?p=%2Fabout&r=%2F'],
    ['GET', ''],
    ['GET', '?p=%E0%A4%A&r=%%%'],
    ['GET', `?p=${'a'.repeat(5000)}`],
    ['GET', '?p=1&p=2&r=<script>&x'],
  ])('answers the navigation beacon %s %s with 204, no body and no-store', (method, query) => {
    const request = edgeRequest(method, new URL(`${BEACON_PATH}${query}`, 'https://example.com'));
    expect(router({ request })).toEqual({
      statusCode: 204,
      statusDescription: 'No Content',
      headers: { 'cache-control': { value: 'no-store' } },
    });
  });

  it.each([
    ['/_nav/', '/index.html'],
    ['/_NAV', '/index.html'],
    ['/es/_nav', '/es/index.html'],
  ])('treats %s as any unknown page: only the exact beacon path is the beacon', (path, file) => {
    expect(route(path)).toMatchObject({ uri: file });
  });

  it('fits in the 10 KB that CloudFront Functions allow', () => {
    expect(Buffer.byteLength(edgeRouterCode())).toBeLessThanOrEqual(EDGE_FUNCTION_MAX_BYTES);
  });
});

describe('edge routing of articles (found in the content folder, no route-table entry)', () => {
  const articleRouter = loadEdgeRouter(
    edgeRouterCode(undefined, undefined, {
      en: ['what-a-report-contains', 'owasp-api-top-10'],
      es: ['que-contiene-un-informe'],
    }),
  );
  const routeArticle = (path: string) =>
    articleRouter({ request: edgeRequest('GET', new URL(path, 'https://example.com')) });

  it.each([
    ['/insights', '/insights/index.html'],
    ['/es/publicaciones', '/es/publicaciones/index.html'],
    ['/insights/what-a-report-contains', '/insights/what-a-report-contains/index.html'],
    ['/insights/owasp-api-top-10', '/insights/owasp-api-top-10/index.html'],
    [
      '/es/publicaciones/que-contiene-un-informe',
      '/es/publicaciones/que-contiene-un-informe/index.html',
    ],
    // Unknown paths under an index behave as any unknown path: the landing page.
    ['/insights/no-such-article', '/index.html'],
    ['/insights/what-a-report', '/index.html'],
    ['/insights/what-a-report-contains/more', '/index.html'],
    ['/insights/', '/insights/index.html'],
    ['/es/publicaciones/what-a-report-contains', '/es/index.html'],
  ])('serves %s from %s', (path, file) => {
    const result = routeArticle(path);
    if (path.endsWith('/') && path !== '/') {
      expect(result).toMatchObject({ statusCode: 301 });
      return;
    }
    expect(result).toMatchObject({ uri: file });
  });

  it('redirects a legacy form of an article path to its canonical path', () => {
    expect(routeArticle('/Insights/What-A-Report-Contains/')).toMatchObject({
      statusCode: 301,
      headers: { location: { value: '/insights/what-a-report-contains' } },
    });
  });

  it('fits in 10 KB with 50 articles of the longest slug in each language', () => {
    const slugs = (prefix: string) =>
      Array.from({ length: 50 }, (_, i) =>
        `${prefix}-${String(i).padStart(2, '0')}`.padEnd(SLUG_MAX_LENGTH, 'x'),
      );
    const code = edgeRouterCode(undefined, undefined, {
      en: slugs('article'),
      es: slugs('articulo'),
    });
    expect(Buffer.byteLength(code)).toBeLessThanOrEqual(EDGE_FUNCTION_MAX_BYTES);
  });
});
