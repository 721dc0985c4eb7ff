import { describe, expect, it } from 'vitest';
import { plainDynamicImports } from '../../web/build/plain-dynamic-imports';

const plugin = plainDynamicImports();

/** Runs the plugin's bundle check on chunks of the given code; returns the error it raises. */
function checkBundle(chunks: Record<string, string>): string | undefined {
  const bundle = Object.fromEntries(
    Object.entries(chunks).map(([fileName, code]) => [fileName, { type: 'chunk', fileName, code }]),
  );
  let raised: string | undefined;
  const context = {
    error: (message: string) => {
      raised = message;
      throw new Error(message);
    },
  };
  const hook = plugin.generateBundle as unknown as (
    this: typeof context,
    options: unknown,
    bundle: unknown,
  ) => void;
  try {
    hook.call(context, {}, bundle);
  } catch {
    // the message is what the build prints
  }
  return raised;
}

describe('plain dynamic imports', () => {
  it("stands in for Vite's preload helper with a plain call of the import", () => {
    const load = plugin.load as (id: string) => string | undefined;
    expect(load('\0vite/preload-helper.js')).toBe('export const __vitePreload = (load) => load();');
    expect(load('/src/main.tsx')).toBeUndefined();
  });

  it('fails the build when a chunk holds the helper again, naming the chunk', () => {
    expect(checkBundle({ 'assets/main-1.js': 'M=e=>e();import(`./a.js`)' })).toBeUndefined();
    expect(
      checkBundle({
        'assets/main-1.js': 'let t=new Event(`vite:preloadError`,{cancelable:!0})',
      }),
    ).toMatch(/^assets\/main-1\.js holds Vite's preload helper again/);
  });
});
