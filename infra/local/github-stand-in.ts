import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * A stand-in for the part of GitHub's API the editor (Sveltia CMS's GitHub backend) calls, backed
 * by a folder on disk, the working tree under `npm start`: reading is listing the content folders
 * and their files, saving is writing them. So a developer, and the browser suite, can edit end
 * to end without an account or the network. It serves `<origin>/api/v3/…` (REST) and
 * `<origin>/api/graphql`, where the editor looks when its `api_root` is this origin
 * (editor/src/backend.ts). It is not GitHub: no branches, pull requests or history, one user, and
 * it answers what it does not implement with 501 and the path, so a new call shows up at once.
 */

export interface GitHubStandInProps {
  /** The project's root: paths in requests are relative to it. */
  readonly rootDir: string;
  /** The only folders it lists and writes, relative to the root. */
  readonly folders: readonly string[];
  /** The one branch. @default 'main' */
  readonly branch?: string;
}

/**
 * Content, not code: the schemas and loaders that sit beside the content (insights/schema.ts,
 * pages/page-files.ts) are neither listed nor written, whatever the folders.
 */
const CODE_FILE = /\.[cm]?[jt]sx?$/;

/** The token the local sign-in hands the editor: this stand-in accepts nothing else. */
export const LOCAL_TOKEN = 'local-working-tree';
const USER = { id: 1, login: 'local-editor', name: 'Local editor' };

const gitBlobSha = (bytes: Buffer): string =>
  createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');

interface TreeFile {
  readonly path: string;
  readonly sha: string;
  readonly size: number;
}

export function createGitHubStandIn(props: GitHubStandInProps) {
  const branch = props.branch ?? 'main';
  const root = resolve(props.rootDir);
  const blobs = new Map<string, Buffer>();
  const now = () => new Date().toISOString();

  /** A path inside one of the folders, or undefined: never outside them, never code. */
  function inside(path: string): string | undefined {
    if (CODE_FILE.test(path)) return undefined;
    const absolute = resolve(root, path);
    const ok = props.folders.some((folder) => {
      const base = resolve(root, folder);
      return absolute === base || absolute.startsWith(base + sep);
    });
    return ok ? absolute : undefined;
  }

  async function walk(dir: string): Promise<string[]> {
    if (!existsSync(dir)) return [];
    const entries = await readdir(dir, { withFileTypes: true });
    const nested = await Promise.all(
      entries.map((entry) =>
        entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
      ),
    );
    return nested.flat();
  }

  async function tree(): Promise<TreeFile[]> {
    const files = (await Promise.all(props.folders.map((f) => walk(resolve(root, f)))))
      .flat()
      .filter((file) => !CODE_FILE.test(file));
    const listed = await Promise.all(
      files.sort().map(async (file) => {
        const bytes = await readFile(file);
        const sha = gitBlobSha(bytes);
        blobs.set(sha, bytes);
        return { path: relative(root, file).split(sep).join('/'), sha, size: bytes.length };
      }),
    );
    return listed;
  }

  /** The "head commit": a hash of the listing, so any change on disk is a new head. */
  async function head(): Promise<string> {
    const hash = createHash('sha1');
    for (const file of await tree()) hash.update(`${file.path} ${file.sha}\n`);
    return hash.digest('hex');
  }

  const author = {
    name: USER.name,
    email: 'local@localhost',
    user: { id: USER.id, login: USER.login },
  };
  const history = (oid: string) => ({
    target: {
      history: { nodes: [{ oid, message: 'Working tree', author, committedDate: now() }] },
    },
  });

  async function graphql(query: string, variables: Record<string, unknown>): Promise<unknown> {
    if (query.includes('createCommitOnBranch')) return commit(query, variables);
    if (query.includes('defaultBranchRef')) {
      return { repository: { defaultBranchRef: { name: branch } } };
    }
    const aliases = [...query.matchAll(/(\w+):\s*(object|ref|file)\(([^)]*)\)/g)];
    const oid = await head();
    if (aliases.length === 0 && query.includes('ref(qualifiedName')) {
      return { repository: { ref: history(oid) } };
    }
    const repository: Record<string, unknown> = {};
    for (const [, alias, kind, args] of aliases) {
      if (!alias) continue;
      if (kind === 'object') {
        const sha = /oid: "([0-9a-f]+)"/.exec(args ?? '')?.[1] ?? '';
        const bytes = blobs.get(sha);
        repository[alias] = bytes ? { text: bytes.toString('utf8'), isTruncated: false } : null;
      } else repository[alias] = history(oid);
    }
    return { repository };
  }

  async function commit(query: string, variables: Record<string, unknown>): Promise<unknown> {
    const input = variables.input as {
      expectedHeadOid: string;
      fileChanges: {
        additions?: { path: string; contents: string }[];
        deletions?: { path: string }[];
      };
    };
    if (input.expectedHeadOid !== (await head())) {
      throw new Error('Expected branch to point to a different commit: reload the editor.');
    }
    const additions = input.fileChanges.additions ?? [];
    const deletions = input.fileChanges.deletions ?? [];
    for (const { path } of [...additions, ...deletions]) {
      if (!inside(path)) throw new Error(`${path} is outside the content folders.`);
    }
    for (const { path } of deletions) await rm(inside(path) as string, { force: true });
    const files: Record<string, { oid: string }> = {};
    for (const [index, { path, contents }] of additions.entries()) {
      const bytes = Buffer.from(contents, 'base64');
      const file = inside(path) as string;
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, bytes);
      blobs.set(gitBlobSha(bytes), bytes);
      files[`file_${index}`] = { oid: gitBlobSha(bytes) };
    }
    void query;
    return {
      createCommitOnBranch: { commit: { oid: await head(), committedDate: now(), ...files } },
    };
  }

  async function rest(method: string, path: string): Promise<[number, unknown, string?]> {
    if (path === '/user') return [200, { ...USER, html_url: 'http://localhost/' }];
    const repo = /^\/repos\/[^/]+\/[^/]+/.exec(path)?.[0];
    if (!repo) return [501, { message: `${method} ${path} is not in the local stand-in` }];
    const rest = path.slice(repo.length);
    if (rest === '') {
      return [
        200,
        { default_branch: branch, private: true, permissions: { push: true, admin: false } },
      ];
    }
    if (rest.startsWith('/collaborators/')) return [204, undefined];
    if (rest.startsWith('/git/trees/')) {
      const files = await tree();
      return [
        200,
        {
          sha: await head(),
          truncated: false,
          tree: files.map((f) => ({ ...f, type: 'blob', mode: '100644' })),
        },
      ];
    }
    const blob = /^\/git\/blobs\/([0-9a-f]+)$/.exec(rest)?.[1];
    if (blob) {
      const bytes = blobs.get(blob);
      return bytes ? [200, bytes, 'application/octet-stream'] : [404, { message: 'Not Found' }];
    }
    return [501, { message: `${method} ${path} is not in the local stand-in` }];
  }

  function send(
    res: ServerResponse,
    status: number,
    body: unknown,
    type = 'application/json; charset=utf-8',
  ) {
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    res.end(body === undefined ? undefined : Buffer.isBuffer(body) ? body : JSON.stringify(body));
  }

  /** Answers a request under `/api/`; false when the path is not the API's. */
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith('/api/')) return false;
    if (
      req.headers.authorization !== `token ${LOCAL_TOKEN}` &&
      req.headers.authorization !== `Bearer ${LOCAL_TOKEN}`
    ) {
      send(res, 401, { message: 'Bad credentials' });
      return true;
    }
    try {
      if (url.pathname === '/api/graphql' && req.method === 'POST') {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const { query, variables } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        send(res, 200, { data: await graphql(String(query), variables ?? {}) });
      } else if (url.pathname.startsWith('/api/v3/')) {
        const [status, body, type] = await rest(
          req.method ?? 'GET',
          url.pathname.slice('/api/v3'.length),
        );
        if (status === 501)
          console.warn(`github stand-in: ${req.method} ${url.pathname} not implemented`);
        send(res, status, body, type);
      } else send(res, 404, { message: 'Not Found' });
    } catch (error) {
      send(res, url.pathname === '/api/graphql' ? 200 : 500, {
        errors: [{ message: error instanceof Error ? error.message : String(error) }],
      });
    }
    return true;
  };
}
