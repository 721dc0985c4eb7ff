/**
 * Each language's article feeds: RSS 2.0 (`<index>/feed.xml`) and Atom (`<index>/atom.xml`),
 * newest first, at most `FEED_LIMIT` entries. Written here rather than with the `feed` package,
 * whose RSS puts a bare name in `<author>`, which RSS 2.0 reserves for an email address (the
 * W3C validator flags it); authors go in `dc:creator` instead, as feed readers expect.
 */

export const FEED_LIMIT = 20;

/** The feed paths under a language's index path. */
export const FEED_FILES = { rss: 'feed.xml', atom: 'atom.xml' } as const;

/** What a page's `<link rel="alternate" type>` says of each feed. */
export const FEED_MEDIA_TYPES = {
  rss: 'application/rss+xml',
  atom: 'application/atom+xml',
} as const;

export const FEED_CONTENT_TYPES = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
} as const;

export interface FeedChannel {
  readonly title: string;
  readonly description: string;
  /** The language, as the page's `lang` says it: `en`, `es`. */
  readonly language: string;
  /** Absolute URLs. */
  readonly indexUrl: string;
  readonly rssUrl: string;
  readonly atomUrl: string;
  /** Who publishes: the feed's author in Atom and its copyright line. */
  readonly publisher: string;
}

export interface FeedEntry {
  readonly title: string;
  /** Absolute URL of the article: also its permanent id. */
  readonly url: string;
  readonly description: string;
  /** ISO dates (YYYY-MM-DD). */
  readonly published: string;
  readonly updated: string;
  readonly authors: readonly string[];
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** Midnight UTC of an ISO date, the time the articles' dates stand for. */
function instantOf(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

function newestFirst(entries: readonly FeedEntry[]): FeedEntry[] {
  return [...entries]
    .sort((a, b) => b.published.localeCompare(a.published) || a.url.localeCompare(b.url))
    .slice(0, FEED_LIMIT);
}

/** The latest change among the entries: what the feed says it was updated at. */
function lastUpdate(entries: readonly FeedEntry[]): Date {
  const latest = entries
    .map((entry) => entry.updated)
    .sort()
    .at(-1);
  return latest ? instantOf(latest) : new Date(0);
}

export function rssFeed(channel: FeedChannel, entries: readonly FeedEntry[]): string {
  const items = newestFirst(entries).map((entry) =>
    [
      '    <item>',
      `      <title>${escapeXml(entry.title)}</title>`,
      `      <link>${escapeXml(entry.url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(entry.url)}</guid>`,
      `      <pubDate>${instantOf(entry.published).toUTCString()}</pubDate>`,
      `      <description>${escapeXml(entry.description)}</description>`,
      ...entry.authors.map((author) => `      <dc:creator>${escapeXml(author)}</dc:creator>`),
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.indexUrl)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>${escapeXml(channel.language)}</language>`,
    `    <copyright>${escapeXml(channel.publisher)}</copyright>`,
    `    <lastBuildDate>${lastUpdate(entries).toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(channel.rssUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

export function atomFeed(channel: FeedChannel, entries: readonly FeedEntry[]): string {
  const items = newestFirst(entries).map((entry) =>
    [
      '  <entry>',
      `    <title>${escapeXml(entry.title)}</title>`,
      `    <id>${escapeXml(entry.url)}</id>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(entry.url)}"/>`,
      `    <published>${instantOf(entry.published).toISOString()}</published>`,
      `    <updated>${instantOf(entry.updated).toISOString()}</updated>`,
      ...entry.authors.map((author) => `    <author><name>${escapeXml(author)}</name></author>`),
      `    <summary>${escapeXml(entry.description)}</summary>`,
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(channel.language)}">`,
    `  <title>${escapeXml(channel.title)}</title>`,
    `  <subtitle>${escapeXml(channel.description)}</subtitle>`,
    `  <id>${escapeXml(channel.indexUrl)}</id>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(channel.indexUrl)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(channel.atomUrl)}"/>`,
    `  <updated>${lastUpdate(entries).toISOString()}</updated>`,
    `  <author><name>${escapeXml(channel.publisher)}</name></author>`,
    ...items,
    '</feed>',
    '',
  ].join('\n');
}
