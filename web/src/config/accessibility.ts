/**
 * The facts of the accessibility statement (`/accessibility`, `/es/accesibilidad`), once for
 * every language: each language's copy words them (web/src/content/pages/<locale>/accessibility.yaml).
 * Update them at each review; the statement shows the review's date, not the build's.
 */

/** The W3C's three conformance statuses, as the EU model statement names them too. */
export type Conformance = 'full' | 'partial' | 'none';

/**
 * Barriers known today, each described in every language's copy (what is affected, why, what
 * to do meanwhile). Remove a key once it is fixed; the compiler then asks for no text.
 */
export const KNOWN_LIMITATIONS = ['thankYouDialogTimeout', 'errorToastTimeout'] as const;
export type KnownLimitation = (typeof KNOWN_LIMITATIONS)[number];

export const ACCESSIBILITY = {
  /** The standard the site is built and assessed to. */
  standard: 'WCAG 2.2',
  level: 'AA',
  /** Partial while any known limitation fails a success criterion. */
  conformance: 'partial' as Conformance,
  /** The last manual review (ISO date): keyboard, zoom, reduced motion, accessibility tree. */
  lastReviewed: '2026-11-25',
  /** Business days within which the firm answers a report of a barrier. */
  answerWithinBusinessDays: 2,
  /** The browsers the last review used (assistive technology: in the copy, per language). */
  browsers: ['Chromium 156'],
} as const;
