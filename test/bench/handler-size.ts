/**
 * `npm run bench:handler`: the contact handler bundled as the CDK's NodejsFunction bundles it
 * (esbuild, minified, Node.js 24, with the AWS SDK v3 left to the Lambda runtime), and as it
 * would be with the SDK inside. Prints bytes raw and zipped-ish (gzip).
 */
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const ENTRY = new URL('../../functions/contact-form/handler.ts', import.meta.url).pathname;

async function bundleSize(external: string[]): Promise<{ raw: number; gzip: number }> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    minify: true,
    platform: 'node',
    target: 'node24',
    format: 'cjs',
    external,
    write: false,
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { raw: code.byteLength, gzip: gzipSync(code).byteLength };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const lean = await bundleSize(['@aws-sdk/*']);
const full = await bundleSize([]);
console.log(
  `handler bundle, SDK from the Lambda runtime (as deployed): ${kib(lean.raw)} (${kib(lean.gzip)} gzip)`,
);
console.log(
  `handler bundle, SDK bundled in:                           ${kib(full.raw)} (${kib(full.gzip)} gzip)`,
);
