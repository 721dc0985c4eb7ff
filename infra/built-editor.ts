import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where `npm run build:editor` writes the editor (editor/vite.config.ts). */
export const EDITOR_DIST_DIR = fileURLToPath(new URL('../editor/dist', import.meta.url));

/** What the editor's build records beside its files: what it was built for. */
export const EDITOR_BUILD_INFO_FILE = 'build-info.json';

/** The repository the editor falls back to when none is set: it commits nowhere. */
export const LOCAL_REPOSITORY = 'local/working-tree';

export interface EditorBuildInfo {
  /** `owner/name`: where its saves go. */
  readonly repository: string;
  readonly branch: string;
}

/** A build that synth or a deploy needs is missing: the message says which command makes it. */
export class MissingBuildError extends Error {
  override readonly name = 'MissingBuildError';
}

/** Fails with what to do when `npm run build:editor` has not written the editor yet. */
export function assertBuiltEditor(editorDir: string = EDITOR_DIST_DIR): void {
  for (const file of ['index.html', EDITOR_BUILD_INFO_FILE]) {
    if (!existsSync(join(editorDir, file))) {
      throw new MissingBuildError(
        `${join(editorDir, file)} is missing. Run \`npm run build:editor\` first.`,
      );
    }
  }
}

/** What the built editor was built for. */
export function editorBuildInfo(editorDir: string = EDITOR_DIST_DIR): EditorBuildInfo {
  assertBuiltEditor(editorDir);
  return JSON.parse(readFileSync(join(editorDir, EDITOR_BUILD_INFO_FILE), 'utf8'));
}
