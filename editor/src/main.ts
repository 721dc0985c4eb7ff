import generated from 'virtual:cms-config';
import CMS from '@sveltia/cms';
import { configForOrigin } from './backend.ts';
import { registerPreview } from './preview/register-preview.ts';

registerPreview();
// The configuration is generated from the content schemas when the editor is built
// (editor/config/cms-config.ts); only the origin is known here.
CMS.init({ config: configForOrigin(generated, window.location) as never });
