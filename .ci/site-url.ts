/**
 * Prints the deployed site's URL from the file `cdk deploy --outputs-file` writes, for the
 * deploy workflow's smoke test: the `SiteUrl` output of the site stack
 * (infra/stacks/site-stack.ts). Only the site stack has one, so this finds it whatever
 * `stackName` and stage the deploy used (cdk.json, `STACK_NAME`, `STAGE`), without reading the
 * configuration again. With `--stack` it prints that stack's name instead, for the canary.
 *
 *   npx tsx .ci/site-url.ts cdk-outputs.json [--stack]
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SITE_URL_OUTPUT = 'SiteUrl';

/** `outputs` is `{ [stackName]: { [outputKey]: value } }`, as the CDK CLI writes it. */
export function siteUrlFromOutputs(outputs: unknown): string {
  return siteFromOutputs(outputs).url;
}

/** The site stack's name and URL, from the same outputs. */
export function siteFromOutputs(outputs: unknown): { stack: string; url: string } {
  if (typeof outputs !== 'object' || outputs === null) {
    throw new Error('not a CDK outputs file: expected an object of stacks');
  }
  const urls = Object.entries(outputs as Record<string, unknown>).flatMap(([stack, values]) => {
    const url = (values as Record<string, unknown> | null)?.[SITE_URL_OUTPUT];
    return url === undefined ? [] : [{ stack, url }];
  });
  if (urls.length !== 1) {
    const stacks = urls.map((u) => u.stack).join(', ');
    throw new Error(
      `expected one stack with a ${SITE_URL_OUTPUT} output, found ${urls.length}${stacks ? ` (${stacks})` : ''}`,
    );
  }
  const [{ stack, url }] = urls as [{ stack: string; url: unknown }];
  if (typeof url !== 'string' || !/^https:\/\/\S+$/.test(url)) {
    throw new Error(`${stack}.${SITE_URL_OUTPUT} is not an https URL: ${JSON.stringify(url)}`);
  }
  return { stack, url };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] ?? 'cdk-outputs.json';
  try {
    const site = siteFromOutputs(JSON.parse(readFileSync(file, 'utf8')));
    console.log(process.argv.includes('--stack') ? site.stack : site.url);
  } catch (error) {
    console.error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
