/** The arguments of `npm run canary` (infra/bin/canary.ts), and where its enquiry path is. */
import { parseSiteUrl } from '../../functions/site-checks/site-url';
import { type EnquiryTarget, localEnquiryTarget, stackEnquiryTarget } from './enquiry-access';

export const CANARY_USAGE =
  "usage: npm run canary -- URL [--local | --stack NAME]   (the site's origin, e.g. http://localhost:3000)";

export class UsageError extends Error {}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface CanaryInvocation {
  readonly site: URL;
  /** `local` for the twin of `npm start`, else the stack's name (undefined: cdk.json's). */
  readonly targetName: 'local' | { readonly stack: string | undefined };
  readonly target: () => Promise<EnquiryTarget>;
}

export function parseCanaryArgs(args: readonly string[]): CanaryInvocation {
  const rest = [...args];
  const local = rest.indexOf('--local');
  if (local !== -1) rest.splice(local, 1);
  const stackAt = rest.indexOf('--stack');
  let stack: string | undefined;
  if (stackAt !== -1) {
    stack = rest[stackAt + 1];
    if (!stack || stack.startsWith('--')) throw new UsageError('--stack needs a stack name.');
    rest.splice(stackAt, 2);
  }
  if (local !== -1 && stack) throw new UsageError('give --local or --stack, not both.');
  const unknown = rest.find((arg) => arg.startsWith('--'));
  if (unknown) throw new UsageError(`unknown option ${unknown}.`);
  if (rest.length > 1) throw new UsageError('give exactly one URL.');
  const parsed = parseSiteUrl(rest[0]);
  if (!parsed.ok) throw new UsageError(parsed.problem);
  const useLocal = local !== -1 || (!stack && LOCAL_HOSTS.has(parsed.url.hostname));
  return {
    site: parsed.url,
    targetName: useLocal ? 'local' : { stack },
    target: useLocal ? async () => localEnquiryTarget() : () => stackEnquiryTarget(stack),
  };
}
