import { describe, expect, it } from 'vitest';
import {
  documentTitle,
  headTags,
  organizationJsonLd,
  type SiteIdentity,
} from '../../web/build/head-tags';
import { pageDocument } from '../../web/build/prerender';
import { robotsTxt, sitemapXml } from '../../web/build/site-files';
import { ROUTES } from '../../web/src/config/routes';

const SITE: SiteIdentity = {
  name: 'Vantage Ward',
  legalName: 'Vantage Ward Security',
  origin: 'https://www.example.com',
  linkedInUrl: 'https://www.linkedin.com/company/example',
  email: 'hello@example.com',
  summary: 'A security consultancy </script><script>alert(1)</script>',
  themeColor: '#0b1220',
  socialImage: { path: '/social-card.png', width: 1200, height: 630 },
  countries: ['United States', 'Spain', 'Argentina'],
};

describe('head tags', () => {
  it('puts the site name after the page title, and first on the home page', () => {
    expect(documentTitle(SITE, ROUTES.about)).toBe('About us | Vantage Ward');
    expect(documentTitle(SITE, ROUTES.home)).toBe(
      'Vantage Ward | Comprehensive security solutions',
    );
  });

  it('gives a page its description, absolute canonical URL and social card', () => {
    const head = headTags(SITE, ROUTES.contact);
    expect(head).toContain('<link rel="canonical" href="https://www.example.com/contact" />');
    expect(head).toContain(`<meta name="description" content="${ROUTES.contact.description}" />`);
    expect(head).toContain('<meta property="og:url" content="https://www.example.com/contact" />');
    expect(head).toContain(
      '<meta property="og:image" content="https://www.example.com/social-card.png" />',
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(head).toContain('<meta name="theme-color" content="#0b1220" />');
  });

  it('gives the home page the bare origin as canonical URL', () => {
    expect(headTags(SITE, ROUTES.home)).toContain(
      '<link rel="canonical" href="https://www.example.com/" />',
    );
  });

  it('escapes text in attributes', () => {
    const head = headTags(SITE, { path: '/x', title: 'Q&A "tips"', description: '<b>' });
    expect(head).toContain('<title>Q&amp;A &quot;tips&quot; | Vantage Ward</title>');
    expect(head).toContain('content="&lt;b&gt;"');
  });

  it('describes the company as schema.org JSON-LD that cannot close its script element', () => {
    const json = organizationJsonLd(SITE);
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toMatchObject({
      '@type': 'Organization',
      name: 'Vantage Ward Security',
      sameAs: ['https://www.linkedin.com/company/example'],
      description: SITE.summary,
    });
  });
});

describe('site files', () => {
  it('lists every route in the sitemap by canonical URL', () => {
    const xml = sitemapXml(SITE, [ROUTES.home, ROUTES.about], new Date('2026-11-22T10:00:00Z'));
    expect(xml).toContain('<loc>https://www.example.com/</loc><lastmod>2026-11-22</lastmod>');
    expect(xml).toContain('<loc>https://www.example.com/about</loc>');
  });

  it('points robots.txt to the sitemap', () => {
    expect(robotsTxt(SITE)).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.example.com/sitemap.xml\n',
    );
  });

  it('writes the head and the page into the template, keeping "$&" literal', () => {
    const page = pageDocument(
      '<head><!--app-head--></head><div id="root"><!--app-html--></div>',
      '<title>T</title>',
      '<p>$&</p>',
    );
    expect(page).toBe('<head><title>T</title></head><div id="root"><p>$&</p></div>');
  });

  it('refuses a template without its markers', () => {
    expect(() => pageDocument('<html></html>', '', '')).toThrow('web/index.html must contain');
  });
});
