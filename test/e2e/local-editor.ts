import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../infra/local/chromium';
import { createEditorServer } from '../../infra/local/editor-server';
import { listen } from '../../infra/local/listen';
import { projectCopy } from '../build/project-copy';

const EDITOR_DIR = fileURLToPath(new URL('../../editor/dist', import.meta.url));

/** The editor as `npm start` serves it, over a copy of the project, and a browser to open it. */
export interface LocalEditor {
  /** The copy of the project the editor reads and writes. */
  readonly project: string;
  /** The editor's origin. */
  readonly url: string;
  readonly browser: Browser;
  /** Closes the browser and the server, and removes the copy. */
  close(): Promise<void>;
}

/**
 * Starts the local editor (its own origin and headers, the stand-in for GitHub) over a copy of
 * the project's `copied` folders, so the repository is untouched. Needs `npm run build:editor`.
 */
export async function startLocalEditor(copied: readonly string[]): Promise<LocalEditor> {
  const project = projectCopy(copied);
  const server = await listen(
    createEditorServer({ editorDir: EDITOR_DIR, projectDir: project }),
    0,
    'EDITOR_PORT',
  );
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
  });
  return {
    project,
    url: server.url,
    browser,
    close: async () => {
      await browser.close();
      server.server.close();
      rmSync(project, { recursive: true, force: true });
    },
  };
}
