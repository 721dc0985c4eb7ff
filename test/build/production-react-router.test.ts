import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionBuildDir, productionReactRouter } from '../../web/build/production-react-router';

type Hook = (this: unknown, ...args: unknown[]) => unknown;

/** The plugin as one build sees it: the client's (`ssr` false) or the prerenderer's. */
function pluginFor(ssr: boolean) {
  const plugin = productionReactRouter();
  (plugin.configResolved as Hook).call({}, { build: { ssr } });
  const resolve = (source: string) =>
    (plugin.resolveId as Hook).call({}, source, '/web/src/main.tsx', { ssr: false });
  const check = (moduleIds: string[]): string | undefined => {
    let raised: string | undefined;
    const context = {
      error: (message: string) => {
        raised = message;
        throw new Error(message);
      },
    };
    const bundle = {
      'assets/main-1.js': { type: 'chunk', fileName: 'assets/main-1.js', moduleIds },
    };
    try {
      (plugin.generateBundle as Hook).call(context, {}, bundle);
    } catch {
      // the message is what the build prints
    }
    return raised;
  };
  return { resolve, check };
}

describe("react-router's production build in the browser bundle", () => {
  it('resolves react-router and react-router/dom to files of the production build', () => {
    const { resolve } = pluginFor(false);
    const dir = productionBuildDir();
    expect(resolve('react-router')).toBe(join(dir, 'index.mjs'));
    expect(resolve('react-router/dom')).toBe(join(dir, 'dom-export.mjs'));
    expect(existsSync(join(dir, 'index.mjs'))).toBe(true);
    expect(existsSync(join(dir, 'dom-export.mjs'))).toBe(true);
    expect(resolve('react-router-dom')).toBeUndefined();
    expect(resolve('react')).toBeUndefined();
  });

  it("leaves the prerenderer's server bundle to the package's own choice", () => {
    expect(pluginFor(true).resolve('react-router')).toBeUndefined();
  });

  it('fails the build when a chunk still holds a development module, naming both', () => {
    const { check } = pluginFor(false);
    expect(check(['/n/react-router/dist/production/chunk-A.mjs'])).toBeUndefined();
    expect(check(['/n/react-router/dist/development/chunk-B.mjs'])).toMatch(
      /^assets\/main-1\.js holds react-router's development build \(\/n\/react-router\/dist\/development\/chunk-B\.mjs\)/,
    );
  });
});
