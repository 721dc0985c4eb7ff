import type { Locale } from '../../config/locales';
import { formatDay } from '../../lib/format-day';

/** A day in a `<time>` element, machine-readable. */
export function Day({ day, locale }: { readonly day: string; readonly locale: Locale }) {
  return <time dateTime={day}>{formatDay(day, locale)}</time>;
}

/** `{minutes} min read` with the number written in. */
export function readingTimeOf(template: string, minutes: number): string {
  return template.replace('{minutes}', String(minutes));
}
