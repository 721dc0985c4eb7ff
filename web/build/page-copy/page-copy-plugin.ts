import { relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { isLocale, type Locale } from '../../src/config/locales.ts';
import { PAGE_COPY_FILES, type PageCopyFile } from '../../src/content/pages/page-files.ts';
import {
  copyModuleSource,
  SERVICE_OVERVIEWS_MODULE,
  SERVICE_SUMMARIES_MODULE,
  sharedModuleFiles,
  sharedModuleSource,
  VIRTUAL_PREFIX,
} from './copy-module.ts';
import { PAGE_COPY_DIR, PageCopyError, pageCopyPath, pageCopyProblems } from './load-page-copy.ts';

export interface PageCopyPluginOptions {
  /** The page copy's folder (tests use fixtures). @default web/src/content/pages */
  readonly dir?: string;
}

const SHARED_MODULES = [SERVICE_SUMMARIES_MODULE, SERVICE_OVERVIEWS_MODULE];

/**
 * Lets the app import a page's content file (`import copy from '…/pages/en/landing.yaml'`): the
 * file is checked with its kind's schema and becomes `export default <its copy>`
 * (./copy-module.ts), a chunk of its own per page and language as any module. Every file is
 * checked when the build (or `npm run dev`, or vitest) starts: one line per problem, naming the
 * file and field, and both languages must hold the same files.
 */
export function pageCopy(options: PageCopyPluginOptions = {}): Plugin {
  const dir = resolve(options.dir ?? PAGE_COPY_DIR);

  /** The language and page copy file of a module id, if it is one. */
  const fileOf = (id: string): { locale: Locale; file: PageCopyFile } | undefined => {
    const path = id.split('?')[0] ?? id;
    if (!path.endsWith('.yaml')) return undefined;
    const [locale, ...rest] = relative(dir, path).split(sep);
    const file = rest.join('/').slice(0, -'.yaml'.length);
    if (!isLocale(locale) || !(PAGE_COPY_FILES as string[]).includes(file)) return undefined;
    return { locale, file: file as PageCopyFile };
  };

  return {
    name: 'page-copy',
    enforce: 'pre',
    buildStart() {
      const problems = pageCopyProblems(dir);
      if (problems.length > 0) throw new PageCopyError(problems);
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (id.startsWith(`\0${VIRTUAL_PREFIX}`)) {
        const [locale, name] = id.slice(`\0${VIRTUAL_PREFIX}`.length).split('/');
        if (!isLocale(locale) || !name || !SHARED_MODULES.includes(name)) return null;
        for (const file of sharedModuleFiles(locale, dir)) this.addWatchFile(file);
        return sharedModuleSource(locale, name, dir);
      }
      const copy = fileOf(id);
      if (!copy) return null;
      this.addWatchFile(pageCopyPath(copy.locale, copy.file, dir));
      return copyModuleSource(copy.locale, copy.file, dir);
    },
  };
}
