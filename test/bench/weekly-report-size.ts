/**
 * `npm run bench:weekly-report`: the weekly-report Lambda bundled as the CDK bundles it (esbuild,
 * minified, ESM, the AWS SDK left to the runtime), and what Observable Plot's server-side DOM
 * costs in it: linkedom, as deployed, against jsdom. Prints bytes raw and gzip, and whether each
 * DOM's bundle runs as bundled (jsdom's does not: it requires Node built-ins the CommonJS way and
 * reads files of its own package at run time).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = new URL('../..', import.meta.url).pathname;
const out = mkdtempSync(join(tmpdir(), 'weekly-report-size-'));

async function bundle(
  name: string,
  entry: { file: string } | { contents: string },
): Promise<{ raw: number; gzip: number; file: string }> {
  const file = join(out, `${name}.mjs`);
  const result = await build({
    ...('file' in entry
      ? { entryPoints: [entry.file] }
      : { stdin: { contents: entry.contents, resolveDir: root, loader: 'ts' } }),
    bundle: true,
    minify: true,
    platform: 'node',
    target: 'node24',
    format: 'esm',
    mainFields: ['module', 'main'],
    external: ['@aws-sdk/*'],
    write: false,
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  writeFileSync(file, code);
  return { raw: code.byteLength, gzip: gzipSync(code).byteLength, file };
}

function runs(file: string): string {
  try {
    execFileSync(process.execPath, [file], { stdio: 'pipe' });
    return 'runs';
  } catch (error) {
    const message = String((error as { stderr?: Buffer }).stderr ?? error);
    return `fails: ${
      message
        .split('\n')
        .find((line) => /^\w*Error\b/.test(line))
        ?.slice(0, 120) ?? 'error'
    }`;
  }
}

const plotWith = (dom: string) => `
import * as Plot from '@observablehq/plot';
${dom}
console.log(Plot.plot({ document, marks: [Plot.barX([1, 2, 3])] }).outerHTML.length);
`;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const handler = await bundle('handler', { file: join(root, 'functions/weekly-report/handler.ts') });
const linkedom = await bundle('linkedom', {
  contents: plotWith(
    "import { parseHTML } from 'linkedom';\nconst { document } = parseHTML('<html><body></body></html>') as unknown as { document: Document };",
  ),
});
const jsdom = await bundle('jsdom', {
  contents: plotWith("import { JSDOM } from 'jsdom';\nconst { document } = new JSDOM('').window;"),
});
console.log(
  `weekly-report handler (as deployed, linkedom): ${kib(handler.raw)} (${kib(handler.gzip)} gzip)`,
);
console.log(
  `Plot + linkedom alone:                         ${kib(linkedom.raw)} (${kib(linkedom.gzip)} gzip), ${runs(linkedom.file)}`,
);
console.log(
  `Plot + jsdom alone:                            ${kib(jsdom.raw)} (${kib(jsdom.gzip)} gzip), ${runs(jsdom.file)}`,
);
