import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { ROUTE_LIST } from '../src/config/routes.ts';

/**
 * Writes `<path>/index.html` for every route of the route table, which is where the edge
 * routing function looks for a page. Until pages are prerendered, each is the app shell.
 */
export function routePages(): Plugin {
  let outDir = '';
  return {
    name: 'route-pages',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      outDir = join(config.root, config.build.outDir);
    },
    async writeBundle() {
      const shell = await readFile(join(outDir, 'index.html'), 'utf8');
      for (const route of ROUTE_LIST) {
        if (route.path === '/') continue;
        const file = join(outDir, route.path, 'index.html');
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, shell);
      }
    },
  };
}
