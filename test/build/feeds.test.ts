// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  atomFeed,
  FEED_LIMIT,
  type FeedChannel,
  type FeedEntry,
  rssFeed,
} from '../../web/build/insights/feeds';

const CHANNEL: FeedChannel = {
  title: 'Vantage Ward · Insights',
  description: 'Articles by Vantage Ward',
  language: 'en-US',
  indexUrl: 'https://example.com/insights',
  rssUrl: 'https://example.com/insights/feed.xml',
  atomUrl: 'https://example.com/insights/atom.xml',
  publisher: 'Vantage Ward',
};

function entry(n: number, overrides: Partial<FeedEntry> = {}): FeedEntry {
  const day = String(n).padStart(2, '0');
  return {
    title: `Article ${n}`,
    url: `https://example.com/insights/article-${n}`,
    description: `About ${n}`,
    published: `2026-10-${day}`,
    updated: `2026-10-${day}`,
    authors: ['Lucía Ferrer'],
    ...overrides,
  };
}

/** Parses as a feed reader does: any well-formedness error is a parsererror document. */
function parseXml(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

const HOSTILE = entry(3, {
  title: 'Tom & Jerry <script>alert(1)</script> "quoted" ]]>',
  description: 'a < b && c > d',
});

describe('the RSS 2.0 feed', () => {
  it('is well-formed XML that keeps hostile titles as text', () => {
    const document = parseXml(rssFeed(CHANNEL, [HOSTILE]));
    expect(document.querySelector('item > title')?.textContent).toBe(HOSTILE.title);
    expect(document.querySelector('item > description')?.textContent).toBe('a < b && c > d');
    expect(document.getElementsByTagName('script')).toHaveLength(0);
  });

  it('lists the newest first with link, date, summary, author and the language', () => {
    const document = parseXml(
      rssFeed(CHANNEL, [entry(1), entry(9, { authors: ['A', 'B'] }), entry(5)]),
    );
    expect([...document.querySelectorAll('item > link')].map((node) => node.textContent)).toEqual([
      'https://example.com/insights/article-9',
      'https://example.com/insights/article-5',
      'https://example.com/insights/article-1',
    ]);
    expect(document.querySelector('channel > language')?.textContent).toBe('en-US');
    expect(document.querySelector('item > pubDate')?.textContent).toBe(
      'Fri, 09 Oct 2026 00:00:00 GMT',
    );
    expect(
      [...document.querySelectorAll('item')][0]?.getElementsByTagName('dc:creator'),
    ).toHaveLength(2);
    expect(document.querySelector('item > author')).toBeNull();
  });

  it(`keeps the latest ${FEED_LIMIT}`, () => {
    const entries = Array.from({ length: 25 }, (_, index) => entry(index + 1));
    const document = parseXml(rssFeed(CHANNEL, entries));
    expect(document.querySelectorAll('item')).toHaveLength(FEED_LIMIT);
    expect(document.querySelector('item > title')?.textContent).toBe('Article 25');
  });
});

describe('the Atom feed', () => {
  it('is well-formed, in its language, with its own address and each entry dated', () => {
    const document = parseXml(atomFeed(CHANNEL, [entry(2, { updated: '2026-11-20' }), HOSTILE]));
    const feed = document.documentElement;
    expect(feed.getAttribute('xml:lang')).toBe('en-US');
    expect(document.querySelector('feed > link[rel="self"]')?.getAttribute('href')).toBe(
      CHANNEL.atomUrl,
    );
    expect(document.querySelector('feed > updated')?.textContent).toBe('2026-11-20T00:00:00.000Z');
    const first = document.querySelector('entry');
    expect(first?.querySelector('published')?.textContent).toBe('2026-10-03T00:00:00.000Z');
    expect(first?.querySelector('title')?.textContent).toBe(HOSTILE.title);
    expect(first?.querySelector('author > name')?.textContent).toBe('Lucía Ferrer');
  });
});
