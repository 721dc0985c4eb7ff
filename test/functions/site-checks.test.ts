import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { INVALID_ENQUIRY, unknownPathUnder } from '../../functions/site-checks/endpoint-checks';
import { headerProblems, valueProblem } from '../../functions/site-checks/header-diff';
import { htmlAlternates, htmlLang, htmlTitle } from '../../functions/site-checks/html-facts';
import { alternateProblems } from '../../functions/site-checks/page-checks';
import { parseSiteUrl } from '../../functions/site-checks/site-url';
import { NoAnswerError, smokeRequest } from '../../functions/site-checks/smoke-http';
import { fail, formatResult, pass } from '../../functions/site-checks/smoke-result';
import { CANARY_USER_AGENT, SMOKE_USER_AGENT } from '../../functions/site-checks/user-agents';
import { validateContact } from '../../web/src/config/contact-rules';

describe('htmlLang', () => {
  it.each([
    ['<!doctype html>\n<html lang="es">', 'es'],
    ["<html class='x' lang='en'>", 'en'],
    ['<HTML LANG=en>', 'en'],
    ['<html data-lang="es" lang="en">', 'en'],
    ['<html>', undefined],
    ['<body lang="en">', undefined],
  ])('reads %j as %j', (html, lang) => {
    expect(htmlLang(html)).toBe(lang);
  });
});

describe('hreflang alternates', () => {
  const about = { page: 'about', locale: 'es', path: '/es/nosotros' } as const;
  const head = (links: string) => `<html lang="es"><head>${links}</head></html>`;
  const good = [
    '<link rel="alternate" hreflang="en" href="https://www.vantageward.com/about" />',
    "<link href='https://www.vantageward.com/es/nosotros' hreflang='es' rel='alternate'>",
    '<link rel="alternate" hreflang="x-default" href="https://www.vantageward.com/about">',
  ];

  it('reads the alternates in any attribute order and ignores other links', () => {
    expect(htmlAlternates(head(`<link rel="canonical" href="/x">${good.join('')}`))).toEqual([
      { hreflang: 'en', href: 'https://www.vantageward.com/about' },
      { hreflang: 'es', href: 'https://www.vantageward.com/es/nosotros' },
      { hreflang: 'x-default', href: 'https://www.vantageward.com/about' },
    ]);
  });

  it('accepts every language and x-default at the canonical origin', () => {
    expect(alternateProblems(about, head(good.join('')))).toEqual([]);
  });

  it('wants one https origin for all of them', () => {
    const html = head(
      [
        good[0]?.replace('https://www.', 'http://www.'),
        good[1]?.replace('www.', 'staging.'),
        good[2],
      ].join(''),
    );
    expect(alternateProblems(about, html)).toEqual([
      'hreflang="en" is http://www.vantageward.com/about, not an absolute https URL',
      'hreflang URLs on 2 origins: https://staging.vantageward.com, https://www.vantageward.com',
    ]);
  });

  it('names a missing, wrong, repeated or unknown alternate', () => {
    const html = head(
      [
        good[0]?.replace('/about', '/es/nosotros'),
        good[2],
        good[2],
        '<link rel="alternate" hreflang="fr" href="https://www.vantageward.com/fr">',
      ].join(''),
    );
    expect(alternateProblems(about, html)).toEqual([
      'hreflang="en" is https://www.vantageward.com/es/nosotros, expected https://www.vantageward.com/about',
      'no hreflang="es"',
      'hreflang="x-default" given 2 times',
      'unexpected hreflang="fr"',
    ]);
  });
});

describe('htmlTitle', () => {
  it.each([
    ['<title>About us | Vantage Ward</title>', 'About us | Vantage Ward'],
    ['<title>Application &amp; API security</title>', 'Application & API security'],
    ['<title>Qu&#233; hacemos &#x2014; &quot;VW&quot;</title>', 'Qué hacemos — "VW"'],
    ['<title>\n  Two\n  lines </title>', 'Two lines'],
    ['<title>&bogus; stays</title>', '&bogus; stays'],
    ['<title></title>', ''],
    ['<h1>No title</h1>', undefined],
  ])('reads %j as %j', (html, title) => {
    expect(htmlTitle(html)).toBe(title);
  });
});

describe('headerProblems', () => {
  const expected = {
    'Content-Security-Policy': "default-src 'none'; style-src 'self' 'sha256-abc='",
    'X-Frame-Options': 'DENY',
  };

  it('finds nothing when every header is there with its value, whatever the case of the names', () => {
    const actual = new Headers({
      'content-security-policy': "default-src 'none'; style-src 'self' 'sha256-abc='",
      'x-frame-options': 'DENY',
      via: '1.1 abc.cloudfront.net',
    });
    expect(headerProblems(expected, actual)).toEqual([]);
  });

  it('names a missing header', () => {
    const actual = new Headers({ 'x-frame-options': 'DENY' });
    expect(headerProblems(expected, actual)).toEqual(['Content-Security-Policy is missing']);
  });

  it('names the directive of a CSP that does not allow the inline style', () => {
    const actual = new Headers({
      'content-security-policy': "default-src 'none'; style-src 'self'",
      'x-frame-options': 'DENY',
    });
    expect(headerProblems(expected, actual)).toEqual([
      `Content-Security-Policy differs: missing "style-src 'self' 'sha256-abc='" and has "style-src 'self'"`,
    ]);
  });

  it('quotes both values of a plain header', () => {
    expect(valueProblem('X-Frame-Options', 'SAMEORIGIN', 'DENY')).toBe(
      'X-Frame-Options differs: missing "DENY" and has "SAMEORIGIN"',
    );
    expect(valueProblem('X-Frame-Options', 'DENY', 'DENY')).toBeUndefined();
  });
});

describe('parseSiteUrl', () => {
  it.each([
    ['https://www.example.com', 'https://www.example.com/'],
    ['http://localhost:3000/', 'http://localhost:3000/'],
    [' https://d111111abcdef8.cloudfront.net ', 'https://d111111abcdef8.cloudfront.net/'],
  ])('accepts the origin %j', (argument, href) => {
    const parsed = parseSiteUrl(argument);
    expect(parsed.ok && parsed.url.href).toBe(href);
  });

  it.each([
    [undefined, 'the URL of the site is missing.'],
    ['', 'the URL of the site is missing.'],
    ['localhost:3000x', '"localhost:3000x" is not an http(s) URL.'],
    ['www.example.com', '"www.example.com" is not a URL.'],
    ['ftp://example.com', '"ftp://example.com" is not an http(s) URL.'],
    ['https://user:pw@example.com', expect.stringContaining('carries credentials')],
    ['https://example.com/about', expect.stringContaining('has a path, query or fragment')],
    ['https://example.com/?a=1', expect.stringContaining('has a path, query or fragment')],
  ])('refuses %j: %s', (argument, problem) => {
    expect(parseSiteUrl(argument)).toEqual({ ok: false, problem });
  });
});

describe('the smoke check enquiry', () => {
  it('fails the contact rules, so the handler can never store or email it', () => {
    expect(validateContact(INVALID_ENQUIRY)).toEqual({ code: 'email_invalid', field: 'email' });
  });

  it('probes an unknown path under each language home', () => {
    expect(unknownPathUnder('/')).toMatch(/^\/no-such-page-[0-9a-f]{8}$/);
    expect(unknownPathUnder('/es')).toMatch(/^\/es\/no-such-page-[0-9a-f]{8}$/);
  });
});

describe('smokeRequest', () => {
  it('gives up on a server that never answers, saying how long it waited', async () => {
    const silent = createServer(() => {});
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const { port } = silent.address() as AddressInfo;
    try {
      const request = smokeRequest(
        new URL(`http://127.0.0.1:${port}/`),
        {},
        {
          timeoutMs: 200,
          userAgent: SMOKE_USER_AGENT,
        },
      );
      await expect(request).rejects.toThrow(NoAnswerError);
      await expect(request).rejects.toThrow('no answer within 0.2 s');
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('names the check in its user agent, so that the analytics can leave it out', async () => {
    const agents: (string | undefined)[] = [];
    const server = createServer((request, response) => {
      agents.push(request.headers['user-agent']);
      response.end('ok');
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      await smokeRequest(new URL(`http://127.0.0.1:${port}/`));
      await smokeRequest(
        new URL(`http://127.0.0.1:${port}/`),
        {},
        {
          timeoutMs: 1000,
          userAgent: CANARY_USER_AGENT,
        },
      );
    } finally {
      server.close();
    }
    expect(agents).toEqual(['site-smoke-check', 'site-canary']);
  });

  it('says the connection was refused when nothing listens', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await expect(smokeRequest(new URL(`http://127.0.0.1:${port}/`))).rejects.toThrow(
      'no answer (ECONNREFUSED)',
    );
  });
});

describe('formatResult', () => {
  it('prints a passed check with what was seen, a failed one with its problems', () => {
    expect(formatResult(pass('GET /', '200 lang=en "Home"'))).toBe('ok   GET / 200 lang=en "Home"');
    expect(formatResult(fail('GET /about', 'answered 404, expected 200'))).toBe(
      'FAIL GET /about: answered 404, expected 200',
    );
  });
});
