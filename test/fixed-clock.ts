import { vi } from 'vitest';

/** Noon UTC on an ordinary day: twelve hours from either midnight, whatever the file takes. */
export const FIXED_NOON = new Date('2026-06-15T12:00:00.000Z');

/**
 * Starts `Date` at `at` and lets it run on from there; every other timer stays real, so servers,
 * sockets, emulators and awaited delays behave as they do without it. For tests of code that reads
 * the date more than once (the daily email cap, a log file's date folder): started near a real
 * midnight, such a test would see two days. Undo with `vi.useRealTimers()`.
 */
export function startClockAt(at: Date = FIXED_NOON): void {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: at });
}
