import type { Locale } from '../config/locales';

const DATE_FORMATS = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A calendar day as the language writes it (`es`, not `es-419`, for Spain and Argentina). The
 * pages, the home page's list (formatted at build time) and the social cards all write dates so.
 */
export function formatDay(day: string, locale: Locale): string {
  let format = DATE_FORMATS.get(locale);
  if (!format) {
    // UTC: the date is a calendar day, the same wherever the page is read or prerendered.
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    DATE_FORMATS.set(locale, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}
