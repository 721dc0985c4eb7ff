// CloudFront viewer-request function (runtime cloudfront-js-2.0) on the site's default behavior.
// The local twin runs this same file. It stays plain JavaScript under 10 KB, as CloudFront wants.
//
// - a known page or article, in its canonical form, is served from its prerendered file;
// - a known page in a legacy form (mixed case, trailing slash) is redirected to its canonical path;
// - any other path without a file extension shows the landing page of its language (the one
//   whose prefix it has, else English): no error screen, ever, and no redirect by language;
// - a path with a file extension is left alone, so a missing file answers 404;
// - before all of these, the navigation beacon (GET or HEAD of the beacon path, whatever its
//   query) is answered here with 204 and no body: no cache, no origin, one log line (issue 22).
//
// Why a function and not CloudFront `errorResponses`: see docs/decisions/0001-edge-routing-function.md.

// Replaced with the paths of web/src/config/routes.ts by functions/edge-router/router-code.ts.
const KNOWN_PATHS = [
  /* known-paths */
];
// The home pages of the languages under a prefix (web/src/config/locales.ts), e.g. "/es".
const PREFIXED_HOMES = [
  /* prefixed-homes */
];

// Replaced with each article index's slugs, ` a b `, by functions/edge-router/router-code.ts.
const ARTICLES = {
  /* article-slugs */
};

// Replaced with BEACON_PATH of web/src/config/analytics.ts by functions/edge-router/router-code.ts.
const BEACON_PATH = '/* beacon-path */';

// Only ES features that cloudfront-js-2.0 documents: const/let, arrow functions, template literals.
function pageFile(path) {
  return path === '/' ? '/index.html' : `${path}/index.html`;
}

function canonicalPath(uri) {
  const path = uri.toLowerCase().replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

function isKnown(path) {
  if (KNOWN_PATHS.indexOf(path) !== -1) return true;
  const cut = path.lastIndexOf('/');
  const slugs = ARTICLES[path.slice(0, cut)];
  return (
    slugs !== undefined && cut < path.length - 1 && slugs.indexOf(` ${path.slice(cut + 1)} `) !== -1
  );
}

function homeOf(canonical) {
  for (let i = 0; i < PREFIXED_HOMES.length; i++) {
    const home = PREFIXED_HOMES[i];
    if (canonical === home || canonical.indexOf(`${home}/`) === 0) return home;
  }
  return '/';
}

function queryString(querystring) {
  const parts = [];
  Object.keys(querystring).forEach((key) => {
    const entry = querystring[key];
    const values = entry.multiValue ? entry.multiValue : [entry];
    values.forEach((item) => {
      parts.push(item.value === '' ? key : `${key}=${item.value}`);
    });
  });
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls the function named handler.
function handler(event) {
  const request = event.request;
  const uri = request.uri;

  // Its query is read from the log, never here: a bad or oversized one gets the same answer.
  if (uri === BEACON_PATH && (request.method === 'GET' || request.method === 'HEAD')) {
    return {
      statusCode: 204,
      statusDescription: 'No Content',
      headers: { 'cache-control': { value: 'no-store' } },
    };
  }
  const lastSegment = uri.slice(uri.lastIndexOf('/') + 1);

  if (lastSegment.indexOf('.') !== -1) {
    return request;
  }

  if (isKnown(uri)) {
    request.uri = pageFile(uri);
    return request;
  }

  const canonical = canonicalPath(uri);
  if (isKnown(canonical)) {
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: {
        location: { value: canonical + queryString(request.querystring) },
        'cache-control': { value: 'max-age=3600' },
      },
    };
  }

  request.uri = pageFile(homeOf(canonical));
  return request;
}
