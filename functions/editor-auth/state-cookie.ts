import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The sign-in's `state`, kept by the browser between `/auth` and `/callback` in a cookie that
 * only this origin, over HTTPS, can set or read (`__Host-`: Secure, Path=/, no Domain), that no
 * script can read (HttpOnly), and that a top-level return from github.com still carries (Lax).
 */
export const STATE_COOKIE = '__Host-editor-sign-in-state';

/** A sign-in has ten minutes to come back from GitHub. */
export const STATE_MAX_AGE_SECONDS = 600;

/** 32 random bytes in base64url: 43 characters. */
const STATE = /^[A-Za-z0-9_-]{43}$/;

const ATTRIBUTES = 'Path=/; Secure; HttpOnly; SameSite=Lax';

export function newState(): string {
  return randomBytes(32).toString('base64url');
}

export function stateCookie(state: string): string {
  return `${STATE_COOKIE}=${state}; Max-Age=${STATE_MAX_AGE_SECONDS}; ${ATTRIBUTES}`;
}

/** Sent with every callback answer: a state is good for one try. */
export function clearedStateCookie(): string {
  return `${STATE_COOKIE}=; Max-Age=0; ${ATTRIBUTES}`;
}

/** The state cookie's value among the request's cookies (`name=value` each), if well formed. */
export function stateFromCookies(cookies: readonly string[]): string | undefined {
  for (const cookie of cookies) {
    const at = cookie.indexOf('=');
    if (cookie.slice(0, at).trim() !== STATE_COOKIE) continue;
    const value = cookie.slice(at + 1).trim();
    if (STATE.test(value)) return value;
  }
  return undefined;
}

/** Whether the state GitHub sent back is the cookie's, compared in constant time. */
export function sameState(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received, 'utf8');
  return a.byteLength === b.byteLength && timingSafeEqual(a, b);
}
