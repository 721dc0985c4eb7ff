/**
 * The web app manifest (web/public). The page's loader links it once the first view has painted
 * (web/src/entry-client.ts): a phone installs the site from it later, and its request no longer
 * competes with what the visitor is waiting to see.
 */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';
