import generated from 'virtual:cms-config';
import CMS from '@sveltia/cms';
import siteIcon from '../../web/public/icon.svg?url';
import { SITE } from '../../web/src/config/site.ts';
import { configForOrigin } from './backend.ts';
import { registerPreview } from './preview/register-preview.ts';

registerPreview();
// The configuration is generated from the content schemas when the editor is built
// (editor/config/cms-config.ts); only the origin is known here. The sign-in page and the tab say
// whose editor this is, with the site's own mark served from the editor's origin (its CSP allows
// only its own images).
CMS.init({
  config: {
    ...configForOrigin(generated, window.location),
    app_title: `${SITE.name} editor`,
    logo: { src: siteIcon },
  } as never,
});
