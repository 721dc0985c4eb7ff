import type { Locale } from '../../config/locales';

const DATE_FORMATS = new Map<Locale, Intl.DateTimeFormat>();

/** A calendar day as the language writes it (`es`, not `es-419`, for Spain and Argentina). */
export function formatDay(day: string, locale: Locale): string {
  let format = DATE_FORMATS.get(locale);
  if (!format) {
    // UTC: the date is a calendar day, the same wherever the page is read or prerendered.
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    DATE_FORMATS.set(locale, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

/** A day in a `<time>` element, machine-readable. */
export function Day({ day, locale }: { readonly day: string; readonly locale: Locale }) {
  return <time dateTime={day}>{formatDay(day, locale)}</time>;
}

/** `{minutes} min read` with the number written in. */
export function readingTimeOf(template: string, minutes: number): string {
  return template.replace('{minutes}', String(minutes));
}
