import type { CustomPreviewTemplate } from '@sveltia/cms';
import type { createElement } from 'react';
import container from '../../../web/src/components/container/container.module.css';
import containerCss from '../../../web/src/components/container/container.module.css?inline';
import hero from '../../../web/src/components/page-hero/page-hero.module.css';
import heroCss from '../../../web/src/components/page-hero/page-hero.module.css?inline';
import article from '../../../web/src/pages/article-page/article-page.module.css';
import articleCss from '../../../web/src/pages/article-page/article-page.module.css?inline';

/** The rules behind the class names below, as the editor's build compiles them. */
const MODULE_CSS = [containerCss, heroCss, articleCss].join('\n');

/**
 * An article in the preview pane as its page shows it: the dark band with its title and summary,
 * the cover, then the column with the body, in the class names of the site's own CSS Modules
 * (the same files the site builds). A CSS Module cannot be imported as a file's URL (`?url`), so
 * its compiled rules (`?inline`, with the same hashed names as the class map) come with the
 * template as a `<style>` element, which the CSP's `style-src 'unsafe-inline'` allows. Vite also
 * links them into the editor's own page, where their hashed class names match nothing. The
 * Markdown is rendered by Sveltia CMS (`widgetFor`), not by the site's build, so the preview
 * lacks what that build adds: curly quotes, heading anchors, code colors, footnotes.
 */

declare global {
  interface Window {
    /** React's `createElement`, which Sveltia CMS shares with preview templates. */
    readonly h: typeof createElement;
  }
}

export const ArticlePreview: CustomPreviewTemplate = ({ entry, widgetFor }) => {
  const h = window.h;
  const text = (...path: string[]): string => String(entry.getIn(['data', ...path]) ?? '');
  return h(
    'article',
    { 'data-article-preview': '' },
    h('style', null, MODULE_CSS),
    h(
      'header',
      { className: hero.hero, 'data-has-image': 'false' },
      h(
        'div',
        { className: `${container.container} ${hero.inner}` },
        h(
          'div',
          { className: hero.text },
          h('h1', { className: hero.title }, text('title')),
          h('p', { className: hero.lead }, text('description')),
        ),
      ),
    ),
    h(
      'div',
      { className: `${container.container} ${article.column}` },
      // The cover as the editor shows an image field: a file of the repository or an upload not
      // yet saved, which only the editor can read.
      text('cover', 'image')
        ? h('div', { className: article.cover, 'data-article-cover': '' }, widgetFor('cover.image'))
        : null,
      h('div', { className: article.body, 'data-article-body': '' }, widgetFor('body')),
    ),
  );
};
