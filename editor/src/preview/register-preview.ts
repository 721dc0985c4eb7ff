import CMS from '@sveltia/cms';
import { ArticlePreview } from './article-preview.ts';
import previewStyles from './preview.css?url';

/**
 * The preview pane in the site's own styles. Sveltia CMS renders the preview in a frame of its
 * own once a stylesheet is registered, so the site's reset and typography reach the preview and
 * never the editor's controls. The stylesheet is a file the editor's build emits and serves from
 * its own origin, which the CSP's `style-src 'self'` covers (a raw CSS string would become a
 * `blob:` stylesheet, which it does not allow). Articles get a template that lays them out as
 * their page does (article-preview.ts); page copy is shown field by field, in the site's type.
 */
export function registerPreview(): void {
  CMS.registerPreviewStyle(previewStyles);
  CMS.registerPreviewTemplate('articles', ArticlePreview);
}
