import type { Locale } from '../../config/locales';
import { formatDay } from '../../lib/format-day';

/** A day in a `<time>` element, machine-readable. */
export function Day({ day, locale }: { readonly day: string; readonly locale: Locale }) {
  return <time dateTime={day}>{formatDay(day, locale)}</time>;
}

/**
 * `{minutes} min read` with the number written in, held to the word after it by a no-break space
 * so that a narrow card never leaves "4" at the end of one line and "min" on the next.
 */
export function readingTimeOf(template: string, minutes: number): string {
  return template.replace('{minutes} ', `${minutes}\u00a0`).replace('{minutes}', String(minutes));
}
