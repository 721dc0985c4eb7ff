import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { BodyReference } from './markdown.ts';

/** What a body's links and images may point to, once every article of the build is known. */
export interface ReferenceTargets {
  /** The article's own path: `#anchor` links are checked against its ids. */
  readonly self: string;
  /** Every article of the build, with the ids of its body. */
  readonly articles: ReadonlyMap<string, readonly string[]>;
  /** The route table's pages. */
  readonly pages: readonly string[];
  readonly mediaDir: string;
}

/** An image of the body: `/media/<file>`, the file's name percent-encoded as Markdown writes it. */
export const MEDIA = /^\/media\/([^/?#]+)$/;

function where(reference: BodyReference): string {
  return reference.line === undefined ? '' : `line ${reference.line}: `;
}

/** One message per link or image that would break (or leave the site) on the built page. */
export function checkReferences(
  references: readonly BodyReference[],
  targets: ReferenceTargets,
): string[] {
  const problems: string[] = [];
  for (const reference of references) {
    const { url } = reference;
    const fail = (message: string) => problems.push(`${where(reference)}${message}`);
    if (reference.kind === 'image') {
      const media = MEDIA.exec(url);
      if (!media)
        fail(`image "${url}": images are files of web/src/content/media, written /media/<file>`);
      else if (!existsSync(join(targets.mediaDir, decodeURIComponent(media[1] ?? '')))) {
        fail(`image "${url}": no such file in web/src/content/media`);
      }
      continue;
    }
    if (/^https:\/\/[^/]/i.test(url) || /^mailto:[^@\s]+@[^@\s]+$/i.test(url)) continue;
    if (/^http:/i.test(url)) {
      fail(`link "${url}": external links use https`);
      continue;
    }
    if (!url.startsWith('/') && !url.startsWith('#')) {
      fail(`link "${url}": write a site path (/contact), an https URL or a #anchor`);
      continue;
    }
    if (url.startsWith('//')) {
      fail(`link "${url}": write a site path (/contact) or an https URL`);
      continue;
    }
    const hashAt = url.indexOf('#');
    const path = hashAt === -1 ? url : url.slice(0, hashAt) || targets.self;
    const anchor = hashAt === -1 ? undefined : decodeURIComponent(url.slice(hashAt + 1));
    const articleIds = targets.articles.get(path);
    if (!articleIds && !targets.pages.includes(path)) {
      fail(`link "${url}": no page or article at ${path}`);
    } else if (anchor !== undefined && !articleIds) {
      fail(
        `link "${url}": anchors are checked only in articles; link to ${path} without #${anchor}`,
      );
    } else if (anchor !== undefined && !articleIds?.includes(anchor)) {
      fail(`link "${url}": ${path} has no heading or note with the anchor #${anchor}`);
    }
  }
  return problems;
}
