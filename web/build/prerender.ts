import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DrawingOf } from '../src/components/artwork/drawing-context.ts';
import { LOCALES, type Locale } from '../src/config/locales.ts';
import { INSIGHTS_PATHS, type PageRoute } from '../src/config/routes.ts';
import { SECURITY_TXT_PATH } from '../src/config/security-txt.ts';
import { SITE_ICONS } from '../src/config/site-icons.ts';
import type { PageMetaCopy, SiteCopy } from '../src/content/types.ts';
import { appModuleFiles, appModulesTag, type BuildManifest } from './app-modules.ts';
import { holdBelowFirstView } from './below-first-view.ts';
import {
  ARTICLES_GROUP,
  FIRST_VIEW_CSS_MARKER,
  firstViewCss,
  firstViewGroupOf,
  inlineFirstView,
} from './first-view.ts';
import { canonicalUrl, headTags, type SiteIdentity } from './head-tags.ts';
import { cspHash, writeInlineCode } from './inline-code.ts';
import { drawingsIn } from './inline-drawing.ts';
import { writeArticleCards } from './insights/article-cards.ts';
import { atomFeed, FEED_FILES, type FeedChannel, rssFeed } from './insights/feeds.ts';
import type { Article } from './insights/load-articles.ts';
import { robotsTxt, type SecurityContact, securityTxt, sitemapXml } from './site-files.ts';
import { socialCardOf } from './social-card.ts';
import { withIntegrity } from './subresource-integrity.ts';

/** What the server bundle of web/src/entry-server.tsx exports. */
export interface ServerEntry {
  /** Loads every page's chunk, so that `render` never suspends. */
  loadAllPages(): Promise<unknown>;
  /** Loads the chunks of one path (an article's), so that `render` never suspends. */
  loadPageAt(path: string): Promise<unknown>;
  /** A route's markup, with the drawings of its first view images (`drawingOf`) written in. */
  render(path: string, drawingOf: DrawingOf): string;
  /** The source modules of the chunks a path needs (keys of the build manifest). */
  pageModulesFor(path: string): string[];
  /** The data files a path's app fetches as it starts (URL paths in the built site). */
  pageFetchesFor(path: string): string[];
  /** The header and footer texts of a language. */
  siteCopyOf(locale: Locale): SiteCopy;
  /** Every page's title and description in a language. */
  pageMetaOf(locale: Locale): PageMetaCopy;
  readonly ROUTE_LIST: readonly PageRoute[];
  readonly SITE: SiteIdentity & SecurityContact;
}

const HEAD_MARKER = '<!--app-head-->';
const HTML_MARKER = '<!--app-html-->';
const LANG_ATTRIBUTE = /<html lang="[^"]*">/;

/** The built index.html with one page's language, head tags and markup written in. */
export function pageDocument(template: string, lang: string, head: string, html: string): string {
  if (!template.includes(HEAD_MARKER) || !template.includes(HTML_MARKER)) {
    throw new Error(`web/index.html must contain ${HEAD_MARKER} and ${HTML_MARKER}`);
  }
  if (!LANG_ATTRIBUTE.test(template)) {
    throw new Error('web/index.html must open with <html lang="…">');
  }
  // Function replacements, so `$&` and friends in the page text stay literal.
  return template
    .replace(LANG_ATTRIBUTE, () => `<html lang="${lang}">`)
    .replace(HEAD_MARKER, () => head)
    .replace(HTML_MARKER, () => html);
}

/** Where the edge routing function looks for a route's page. */
export function pageFileOf(path: string): string {
  return path === '/' ? 'index.html' : join(path.slice(1), 'index.html');
}

const MANIFEST_DIR = '.vite';
/** The articles' social cards, kept between builds: a build draws only those whose text changed. */
const CARD_CACHE_DIR = fileURLToPath(
  new URL('../../node_modules/.cache/article-cards', import.meta.url),
);

/**
 * Writes every route as its own HTML file, with the stylesheet, the loader and the drawings of
 * its first view images inline, what follows its hero held back from the first frame
 * (web/build/below-first-view.ts), and its app in a `<template>` (the modules its page runs), then
 * sitemap.xml, robots.txt and .well-known/security.txt, and the hashes of the code it inlined
 * (web/build/inline-code.ts), which the Content-Security-Policy allows. Vite's manifest is read,
 * then removed: it is not part of the site; so are the files now inline.
 */
export async function prerender(
  distDir: string,
  server: ServerEntry,
  articles: readonly Article[] = [],
): Promise<string[]> {
  const firstView = inlineFirstView(await readFile(join(distDir, 'index.html'), 'utf8'), distDir);
  const template = firstView.html;
  const manifestFile = join(distDir, MANIFEST_DIR, 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as BuildManifest;
  await server.loadAllPages();
  const integrities = new Map<string, string>();
  const drawingOf = drawingsIn(distDir);
  const written: string[] = [];
  // Every page, before its first-view rules are known: a group's rules come from all its pages.
  const pages: { file: string; group: string; page: string }[] = [];
  const cards = await writeArticleCards(articles, { distDir, cacheDir: CARD_CACHE_DIR });
  const feedsTitle = (locale: Locale) =>
    `${server.SITE.name} · ${server.pageMetaOf(locale).insights.title}`;
  for (const route of server.ROUTE_LIST) {
    const file = join(distDir, pageFileOf(route.path));
    await mkdir(dirname(file), { recursive: true });
    const siteCopy = server.siteCopyOf(route.locale);
    const meta = server.pageMetaOf(route.locale)[route.page];
    const head = [
      headTags(server.SITE, {
        ...route,
        meta,
        organization: siteCopy.organization,
        socialCard: socialCardOf(route.locale),
        feedsTitle: feedsTitle(route.locale),
      }),
      appModulesTag(appModuleFiles(manifest, server.pageModulesFor(route.path)), {
        stylesheet: firstView.stylesheet,
        icons: SITE_ICONS,
      }),
    ].join('\n    ');
    const html = holdBelowFirstView(server.render(route.path, drawingOf), route.path);
    const page = pageDocument(template, route.locale, head, html);
    pages.push({ file, group: firstViewGroupOf(route.page), page });
  }
  // Each article, from the content folder: no route-table entry (web/build/insights).
  for (const article of articles) {
    await server.loadPageAt(article.path);
    const file = join(distDir, pageFileOf(article.path));
    await mkdir(dirname(file), { recursive: true });
    const { frontMatter } = article;
    const head = [
      headTags(server.SITE, {
        page: 'insights',
        locale: article.locale,
        path: article.path,
        meta: { title: frontMatter.title, description: frontMatter.description },
        organization: server.siteCopyOf(article.locale).organization,
        socialCard: cards.get(article.path) ?? socialCardOf(article.locale),
        feedsTitle: feedsTitle(article.locale),
        article: {
          published: frontMatter.published,
          modified: article.updated,
          authors: article.authors.map((author) => author.name),
          ...(article.translation ? { translation: article.translation } : {}),
          ...(article.cover ? { image: article.cover.src } : {}),
        },
      }),
      appModulesTag(appModuleFiles(manifest, server.pageModulesFor(article.path)), {
        stylesheet: firstView.stylesheet,
        fetches: server.pageFetchesFor(article.path),
        icons: SITE_ICONS,
      }),
    ].join('\n    ');
    const html = holdBelowFirstView(server.render(article.path, drawingOf), article.path);
    const page = pageDocument(template, article.locale, head, html);
    pages.push({ file, group: ARTICLES_GROUP, page });
  }
  // Each group's first-view rules: those its pages' markup uses (decision 0032). One stylesheet,
  // so one hash in the policy, per group, whatever the number of pages or articles.
  const styles: string[] = [];
  for (const group of new Set(pages.map((page) => page.group))) {
    const members = pages.filter((page) => page.group === group);
    const css = await firstViewCss(
      firstView.css,
      members.map((member) => member.page),
    );
    styles.push(cspHash(css));
    for (const member of members) {
      const page = member.page.replace(FIRST_VIEW_CSS_MARKER, () => css);
      await writeFile(member.file, withIntegrity(page, distDir, integrities));
      written.push(member.file);
    }
  }
  await writeFile(
    join(distDir, 'sitemap.xml'),
    sitemapXml(server.SITE, server.ROUTE_LIST, new Date(), articles),
  );
  for (const locale of LOCALES) {
    const index = INSIGHTS_PATHS[locale];
    const meta = server.pageMetaOf(locale).insights;
    const channel: FeedChannel = {
      title: feedsTitle(locale),
      description: meta.description,
      language: locale,
      indexUrl: canonicalUrl(server.SITE, index),
      rssUrl: canonicalUrl(server.SITE, `${index}/${FEED_FILES.rss}`),
      atomUrl: canonicalUrl(server.SITE, `${index}/${FEED_FILES.atom}`),
      publisher: server.SITE.name,
    };
    const entries = articles
      .filter((article) => article.locale === locale)
      .map((article) => ({
        title: article.frontMatter.title,
        url: canonicalUrl(server.SITE, article.path),
        description: article.frontMatter.description,
        published: article.frontMatter.published,
        updated: article.updated,
        authors: article.authors.map((author) => author.name),
      }));
    const dir = join(distDir, index.slice(1));
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, FEED_FILES.rss), rssFeed(channel, entries));
    await writeFile(join(dir, FEED_FILES.atom), atomFeed(channel, entries));
  }
  await writeFile(join(distDir, 'robots.txt'), robotsTxt(server.SITE));
  const securityTxtFile = join(distDir, SECURITY_TXT_PATH);
  await mkdir(dirname(securityTxtFile), { recursive: true });
  await writeFile(securityTxtFile, securityTxt(server.SITE, new Date()));
  writeInlineCode(distDir, { styles, scripts: firstView.scripts });
  await rm(join(distDir, MANIFEST_DIR), { recursive: true, force: true });
  await Promise.all(firstView.inlined.map((file) => rm(join(distDir, file))));
  return written;
}
