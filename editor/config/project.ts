import { fileURLToPath } from 'node:url';

/** The repository's root, which every path of the editor's configuration is relative to. */
export const PROJECT_DIR = fileURLToPath(new URL('../..', import.meta.url));
