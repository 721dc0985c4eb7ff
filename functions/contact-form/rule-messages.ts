import { DEFAULT_LOCALE, isLocale, type Locale } from '../../web/src/config/locales';
import { CONTACT_RULE_MESSAGES as EN } from '../../web/src/content/en/contact-rules';
import { CONTACT_RULE_MESSAGES as ES } from '../../web/src/content/es/contact-rules';
import type { ContactRuleMessages } from '../../web/src/content/types';

/**
 * Every language's wording of the contact rules: the same tables the browser shows, so a
 * visitor reads the same message whichever side caught the mistake.
 */
export const RULE_MESSAGES: Readonly<Record<Locale, ContactRuleMessages>> = { en: EN, es: ES };

/** The `locale` a request asked for; anything that is not a language of the site is English. */
export function requestLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
