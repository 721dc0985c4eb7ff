import type { z } from 'zod';
import { SERVICE_SLUGS, type ServiceSlug } from '../../config/routes.ts';
import { aboutSchema } from './schema/about.ts';
import { accessibilitySchema } from './schema/accessibility.ts';
import { contactPageSchema } from './schema/contact-page.ts';
import { insightsSchema } from './schema/insights.ts';
import { landingSchema } from './schema/landing.ts';
import { legalNoticeSchema } from './schema/legal-notice.ts';
import { pageMetaCopySchema } from './schema/page-meta.ts';
import { privacySchema } from './schema/privacy.ts';
import { securitySchema } from './schema/security.ts';
import { servicePageLabelsSchema, serviceSchema } from './schema/service.ts';
import { siteSchema } from './schema/site.ts';
import { socialCardSchema } from './schema/social-card.ts';
import { whatWeDoSchema } from './schema/what-we-do.ts';
import { whoWeWorkWithSchema } from './schema/who-we-work-with.ts';

/**
 * Every file of the page copy and the schema it is checked with: web/src/content/pages/
 * <locale>/<file>.yaml, the same files in every language's folder (a Git-based editor's i18n
 * `multiple_folders`). The build validates each with its schema (web/build/page-copy), the
 * components' types are inferred from them (web/src/content/types.ts), and an editor's fields
 * can be generated from their `.meta()`. Build-time only, like the schemas.
 */
export const PAGE_COPY_SCHEMAS = {
  site: siteSchema,
  'page-meta': pageMetaCopySchema,
  landing: landingSchema,
  'what-we-do': whatWeDoSchema,
  'who-we-work-with': whoWeWorkWithSchema,
  about: aboutSchema,
  'contact-page': contactPageSchema,
  'service-page': servicePageLabelsSchema,
  ...(Object.fromEntries(
    SERVICE_SLUGS.map((slug) => [`services/${slug}`, serviceSchema]),
  ) as Record<`services/${ServiceSlug}`, typeof serviceSchema>),
  privacy: privacySchema,
  security: securitySchema,
  'legal-notice': legalNoticeSchema,
  accessibility: accessibilitySchema,
  insights: insightsSchema,
  'social-card': socialCardSchema,
} as const;

export type PageCopyFile = keyof typeof PAGE_COPY_SCHEMAS;

/** A file's content as its schema reads it (images by name, before the build resolves them). */
export type PageCopyData<F extends PageCopyFile> = z.output<(typeof PAGE_COPY_SCHEMAS)[F]>;

export const PAGE_COPY_FILES = Object.keys(PAGE_COPY_SCHEMAS) as PageCopyFile[];
