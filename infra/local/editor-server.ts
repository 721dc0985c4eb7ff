import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join, normalize, resolve, sep } from 'node:path';
import { EDITED_FOLDERS } from '../../editor/config/collections';
import { PROJECT_DIR } from '../../editor/config/project';
import { SIGN_IN_START_PATH } from '../../functions/editor-auth/settings';
import { signInPage } from '../../functions/editor-auth/sign-in-page';
import { editorSecurityHeaders } from '../../functions/editor-headers';
import { securityHeaderFields } from '../../functions/security-headers';
import { assertBuiltEditor, EDITOR_DIST_DIR } from '../built-editor';
import { createGitHubStandIn, LOCAL_TOKEN } from './github-stand-in';
import { listen } from './listen';
import type { RunningServer } from './ses-emulator';
import { contentTypeFor } from './static-files';

export interface EditorServerProps {
  /** The built editor (`npm run build:editor` writes editor/dist). */
  readonly editorDir: string;
  /** The project whose content the editor edits: the working tree, or a copy in tests. */
  readonly projectDir: string;
  /** Its content folders, relative to the project. @default EDITED_FOLDERS, the editor's own */
  readonly contentFolders?: readonly string[];
}

/**
 * The editor on its own local origin, as CloudFront serves it on `admin.<domainName>`: its files
 * with the editor's headers (functions/editor-headers.ts, the same definition as the CloudFront
 * policy). In place of GitHub: `/auth` signs in at once, with the callback page the sign-in
 * Lambda answers, holding the stand-in's token, and `/api/` is the stand-in for GitHub's API,
 * reading and writing the project's content folders (github-stand-in.ts).
 */
export function createEditorServer(props: EditorServerProps): Server {
  const headers = securityHeaderFields(editorSecurityHeaders());
  const api = createGitHubStandIn({
    rootDir: props.projectDir,
    folders: props.contentFolders ?? EDITED_FOLDERS,
  });
  const root = resolve(props.editorDir);
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
    (async () => {
      if (await api(req, res)) return;
      if (url.pathname === SIGN_IN_START_PATH) {
        const page = signInPage(200, { ok: true, token: LOCAL_TOKEN }, origin);
        res.writeHead(page.statusCode ?? 200, page.headers as Record<string, string>);
        res.end(page.body);
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, headers).end();
        return;
      }
      const path = url.pathname === '/' ? '/index.html' : decodeURIComponent(url.pathname);
      const file = normalize(join(root, path));
      if (!file.startsWith(root + sep) || !existsSync(file)) {
        res.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
        res.end('Not found');
        return;
      }
      res.writeHead(200, {
        ...headers,
        'content-type': contentTypeFor(file),
        'cache-control': 'no-cache',
      });
      res.end(req.method === 'HEAD' ? undefined : await readFile(file));
    })().catch((error: unknown) => {
      console.error(`editor server: ${error instanceof Error ? error.message : error}`);
      if (!res.headersSent) res.writeHead(500, headers);
      res.end();
    });
  });
}

export interface LocalEditorProps {
  /** 0 picks a free port. */
  readonly port: number;
  /** @default editor/dist */
  readonly editorDir?: string;
  /** @default the repository's own working tree */
  readonly projectDir?: string;
}

/**
 * `npm start`'s editor: the built editor on its own 127.0.0.1 port (its own origin, as
 * `admin.<domainName>` is), saving into the working tree, where `git diff` shows an edit and the
 * next `npm run build` (or `npm start`) publishes it locally.
 */
export function startLocalEditor(props: LocalEditorProps): Promise<RunningServer> {
  const editorDir = props.editorDir ?? EDITOR_DIST_DIR;
  assertBuiltEditor(editorDir);
  const server = createEditorServer({ editorDir, projectDir: props.projectDir ?? PROJECT_DIR });
  return listen(server, props.port, 'EDITOR_PORT');
}
