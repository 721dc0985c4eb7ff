/**
 * Debian's chromium, as `npm run canary`, the browser suite and the Lighthouse benchmark start
 * it. As root it needs --no-sandbox; the rest keep it from reaching for Google's services, which
 * this machine's closed network refuses.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;
