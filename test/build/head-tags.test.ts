import { describe, expect, it } from 'vitest';
import {
  documentTitle,
  headTags,
  organizationJsonLd,
  type PageHead,
  type SiteIdentity,
} from '../../web/build/head-tags';
import { pageDocument } from '../../web/build/prerender';
import { robotsTxt, sitemapXml } from '../../web/build/site-files';
import { SOCIAL_CARD_COPY, socialCardOf } from '../../web/build/social-card';
import { copyModule } from '../../web/src/app/page-copy';
import { ROUTE_LIST } from '../../web/src/config/routes';

const EN_META = await copyModule('en', 'page-meta').load();
const EN = await copyModule('en', 'site').load();
const ES_META = await copyModule('es', 'page-meta').load();
const ES = await copyModule('es', 'site').load();

const SITE: SiteIdentity = {
  name: 'Vantage Ward',
  legalName: 'Vantage Ward Security',
  origin: 'https://www.example.com',
  linkedInUrl: 'https://www.linkedin.com/company/example',
  email: 'hello@example.com',
  themeColor: '#0b1220',
};

function head(path: string): PageHead {
  const route = ROUTE_LIST.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  const [copy, meta] = route.locale === 'es' ? [ES, ES_META] : [EN, EN_META];
  return {
    ...route,
    meta: meta[route.page],
    organization: copy.organization,
    socialCard: socialCardOf(route.locale),
  };
}

describe('head tags', () => {
  it('puts the site name after the page title, and first on a home page', () => {
    expect(documentTitle(SITE, 'about', EN_META.about)).toBe('About us | Vantage Ward');
    expect(documentTitle(SITE, 'home', EN_META.home)).toBe(
      'Vantage Ward | Comprehensive security solutions',
    );
    expect(documentTitle(SITE, 'home', ES_META.home)).toBe(`Vantage Ward | ${ES_META.home.title}`);
  });

  it('gives a page its description, absolute canonical URL and social card', () => {
    const tags = headTags(SITE, head('/contact'));
    expect(tags).toContain('<link rel="canonical" href="https://www.example.com/contact" />');
    expect(tags).toContain(`<meta name="description" content="${EN_META.contact.description}" />`);
    expect(tags).toContain('<meta property="og:url" content="https://www.example.com/contact" />');
    expect(tags).toContain(
      '<meta property="og:image" content="https://www.example.com/social-card.png" />',
    );
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(tags).toContain('<meta name="theme-color" content="#0b1220" />');
  });

  it.each([
    ['/', 'social-card.png'],
    ['/contact', 'social-card.png'],
    ['/es', 'social-card-es.png'],
    ['/es/contacto', 'social-card-es.png'],
  ])('gives %s the social card of its language, %s, 1200×630', (path, file) => {
    const tags = headTags(SITE, head(path));
    const image = `https://www.example.com/${file}`;
    expect(tags).toContain(`<meta property="og:image" content="${image}" />`);
    expect(tags).toContain(`<meta name="twitter:image" content="${image}" />`);
    expect(tags).toContain('<meta property="og:image:width" content="1200" />');
    expect(tags).toContain('<meta property="og:image:height" content="630" />');
  });

  it('describes the card in the language of the page', () => {
    const english = headTags(SITE, head('/about'));
    expect(english).toContain(
      '<meta property="og:image:alt" content="The Vantage Ward shield and name over the words',
    );
    expect(english).toContain(
      `<meta name="twitter:image:alt" content="${SOCIAL_CARD_COPY.en.alt}" />`,
    );
    const spanish = headTags(SITE, head('/es/nosotros'));
    expect(spanish).toContain(
      '<meta property="og:image:alt" content="El escudo y el nombre de Vantage Ward sobre el lema',
    );
    expect(spanish).toContain(
      `<meta name="twitter:image:alt" content="${SOCIAL_CARD_COPY.es.alt}" />`,
    );
    expect(spanish).not.toContain(SOCIAL_CARD_COPY.en.alt);
  });

  it('gives the home page the bare origin as canonical URL', () => {
    expect(headTags(SITE, head('/'))).toContain(
      '<link rel="canonical" href="https://www.example.com/" />',
    );
  });

  it.each([
    ['/physical-security', 'https://www.example.com/physical-security'],
    ['/es/seguridad-fisica', 'https://www.example.com/es/seguridad-fisica'],
  ])(
    'gives %s a self-referencing canonical and the same reciprocal hreflang set as its twin',
    (path, canonical) => {
      const tags = headTags(SITE, head(path));
      expect(tags).toContain(`<link rel="canonical" href="${canonical}" />`);
      expect(tags.match(/<link rel="alternate"[^>]*>/g)).toEqual([
        '<link rel="alternate" hreflang="en" href="https://www.example.com/physical-security" />',
        '<link rel="alternate" hreflang="es" href="https://www.example.com/es/seguridad-fisica" />',
        '<link rel="alternate" hreflang="x-default" href="https://www.example.com/physical-security" />',
      ]);
    },
  );

  it('links the two home pages to each other, x-default being the English one', () => {
    expect(headTags(SITE, head('/es'))).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://www.example.com/" />',
    );
    expect(headTags(SITE, head('/'))).toContain(
      '<link rel="alternate" hreflang="es" href="https://www.example.com/es" />',
    );
  });

  it('names the Open Graph locale of the page and of its twin', () => {
    const english = headTags(SITE, head('/about'));
    expect(english).toContain('<meta property="og:locale" content="en_US" />');
    expect(english).toContain('<meta property="og:locale:alternate" content="es_ES" />');
    const spanish = headTags(SITE, head('/es/nosotros'));
    expect(spanish).toContain('<meta property="og:locale" content="es_ES" />');
    expect(spanish).toContain('<meta property="og:locale:alternate" content="en_US" />');
    expect(spanish).toContain(`<meta name="description" content="${ES_META.about.description}" />`);
  });

  it('escapes text in attributes', () => {
    const tags = headTags(SITE, {
      ...head('/about'),
      meta: { title: 'Q&A "tips"', description: '<b>' },
      socialCard: { ...socialCardOf('en'), alt: 'A "card" & <more>' },
    });
    expect(tags).toContain('<title>Q&amp;A &quot;tips&quot; | Vantage Ward</title>');
    expect(tags).toContain('content="&lt;b&gt;"');
    expect(tags).toContain(
      '<meta property="og:image:alt" content="A &quot;card&quot; &amp; &lt;more&gt;" />',
    );
  });

  it('describes the company as schema.org JSON-LD that cannot close its script element', () => {
    const json = organizationJsonLd(SITE, 'en', {
      summary: 'A security consultancy </script><script>alert(1)</script>',
      countries: ['United States', 'Spain', 'Argentina'],
    });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toMatchObject({
      '@type': 'Organization',
      name: 'Vantage Ward Security',
      sameAs: ['https://www.linkedin.com/company/example'],
      description: 'A security consultancy </script><script>alert(1)</script>',
    });
  });

  it('describes the company in Spanish on Spanish pages', () => {
    expect(JSON.parse(organizationJsonLd(SITE, 'es', ES.organization))).toMatchObject({
      url: 'https://www.example.com/es',
      description: ES.organization.summary,
      areaServed: [
        { '@type': 'Country', name: 'Estados Unidos' },
        { '@type': 'Country', name: 'España' },
        { '@type': 'Country', name: 'Argentina' },
      ],
    });
  });
});

describe('site files', () => {
  const xml = sitemapXml(SITE, ROUTE_LIST, new Date('2026-11-22T10:00:00Z'));

  it('lists all 28 pages in the sitemap by canonical URL', () => {
    expect(xml.match(/<loc>/g)).toHaveLength(28);
    expect(xml).toContain('<loc>https://www.example.com/</loc>');
    expect(xml).toContain('<loc>https://www.example.com/es/con-quien-trabajamos</loc>');
    expect(xml).toContain('<loc>https://www.example.com/security</loc>');
    expect(xml).toContain('<loc>https://www.example.com/es/seguridad</loc>');
    expect(xml).toContain('<loc>https://www.example.com/legal-notice</loc>');
    expect(xml).toContain('<loc>https://www.example.com/es/accesibilidad</loc>');
    expect(xml).toContain('<lastmod>2026-11-22</lastmod>');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('gives every sitemap entry its alternates in both languages and x-default', () => {
    const entry =
      /<url>\s*<loc>https:\/\/www\.example\.com\/es\/nosotros<\/loc>[\s\S]*?<\/url>/.exec(xml)?.[0];
    expect(entry).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://www.example.com/about"/>',
    );
    expect(entry).toContain(
      '<xhtml:link rel="alternate" hreflang="es" href="https://www.example.com/es/nosotros"/>',
    );
    expect(entry).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.com/about"/>',
    );
    expect(xml.match(/<xhtml:link /g)).toHaveLength(84);
  });

  it('points robots.txt to the sitemap', () => {
    expect(robotsTxt(SITE)).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.example.com/sitemap.xml\n',
    );
  });

  it('writes the page\'s language, head and markup into the template, keeping "$&" literal', () => {
    const page = pageDocument(
      '<html lang="en"><head><!--app-head--></head><div id="root"><!--app-html--></div></html>',
      'es',
      '<title>T</title>',
      '<p>$&</p>',
    );
    expect(page).toBe(
      '<html lang="es"><head><title>T</title></head><div id="root"><p>$&</p></div></html>',
    );
  });

  it('refuses a template without its markers or its lang attribute', () => {
    expect(() => pageDocument('<html></html>', 'en', '', '')).toThrow(
      'web/index.html must contain',
    );
    expect(() => pageDocument('<html><!--app-head--><!--app-html--></html>', 'en', '', '')).toThrow(
      'web/index.html must open with <html lang',
    );
  });
});
