/**
 * Where the RFC 9116 contact file is served: written by the prerenderer (web/build/site-files.ts)
 * and linked from the disclosure policy. Not a page, so not in the route table, whose module
 * every page loads; only the policy page needs this one.
 */
export const SECURITY_TXT_PATH = '/.well-known/security.txt';
