import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITED_FOLDERS } from '../../editor/config/collections';
import { editorSecurityHeaders } from '../../functions/editor-headers';
import { securityHeaderFields } from '../../functions/security-headers';
import { EDITOR_BUILD_INFO_FILE } from '../../infra/built-editor';
import { startLocalEditor } from '../../infra/local/editor-server';
import { LOCAL_TOKEN } from '../../infra/local/github-stand-in';
import type { RunningServer } from '../../infra/local/ses-emulator';

/**
 * `npm start`'s editor: its own port, the editor's headers as CloudFront sends them, and the
 * stand-in for GitHub over the working tree's content folders, none other. Read-only here: the
 * browser suite saves (test/e2e/editor-edits.e2e.ts), in a copy of the project.
 */

let editorDir: string;
let editor: RunningServer;
const api = (path: string, init: RequestInit = {}) =>
  fetch(`${editor.url}/api${path}`, {
    ...init,
    headers: { authorization: `token ${LOCAL_TOKEN}`, ...init.headers },
  });

beforeAll(async () => {
  editorDir = mkdtempSync(join(tmpdir(), 'editor-dist-'));
  writeFileSync(join(editorDir, 'index.html'), '<!doctype html><title>editor</title>');
  writeFileSync(
    join(editorDir, EDITOR_BUILD_INFO_FILE),
    JSON.stringify({ repository: 'local/working-tree', branch: 'main' }),
  );
  editor = await startLocalEditor({ port: 0, editorDir });
});

afterAll(() => {
  editor?.server.close();
  rmSync(editorDir, { recursive: true, force: true });
});

describe("npm start's editor", () => {
  it('refuses to start before `npm run build:editor`, saying so', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-editor-'));
    await expect(() => startLocalEditor({ port: 0, editorDir: empty })).toThrow(
      /index\.html is missing\. Run `npm run build:editor` first\./,
    );
    rmSync(empty, { recursive: true });
  });

  it('listens on 127.0.0.1 and sends the headers CloudFront sends for the editor', async () => {
    expect(editor.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(editor.url);
    expect(response.status).toBe(200);
    for (const [name, value] of Object.entries(securityHeaderFields(editorSecurityHeaders()))) {
      expect(response.headers.get(name), name).toBe(value);
    }
  });

  it('shows the editor the content folders of the working tree, and no other file', async () => {
    const response = await api('/v3/repos/local/working-tree/git/trees/main?recursive=1');
    const { tree } = (await response.json()) as { tree: { path: string }[] };
    expect(tree.length).toBeGreaterThan(40);
    for (const { path } of tree) {
      expect(
        EDITED_FOLDERS.some((folder) => path.startsWith(`${folder}/`)),
        path,
      ).toBe(true);
    }
    const paths = tree.map((f) => f.path);
    expect(paths).toContain('web/src/content/pages/en/about.yaml');
    // The schema beside the articles is code, not content.
    expect(paths.filter((path) => path.endsWith('.ts'))).toEqual([]);
  });

  it('refuses a save outside the content folders, and a request without its token', async () => {
    const head = (await (await api('/v3/repos/local/working-tree/git/trees/main')).json()) as {
      sha: string;
    };
    const response = await api('/graphql', {
      method: 'POST',
      body: JSON.stringify({
        query: 'mutation ($input: CreateCommitOnBranchInput!) { createCommitOnBranch }',
        variables: {
          input: {
            expectedHeadOid: head.sha,
            fileChanges: {
              additions: [{ path: 'web/src/content/insights/schema.ts', contents: '' }],
            },
          },
        },
      }),
    });
    expect(await response.json()).toEqual({
      errors: [{ message: 'web/src/content/insights/schema.ts is outside the content folders.' }],
    });
    const anonymous = await fetch(`${editor.url}/api/v3/user`);
    expect(anonymous.status).toBe(401);
  });
});
