import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { inlineHashesOf } from '../../functions/security-headers';
import { cdkJsonContext, readConfig, type SiteConfig } from '../../infra/config';
import type { CdnLogsStack } from '../../infra/stacks/cdn-logs-stack';
import type { EdgeStack } from '../../infra/stacks/edge-stack';
import type { EditorStack } from '../../infra/stacks/editor-stack';
import type { SiteStack } from '../../infra/stacks/site-stack';
import { addEditor, addNagChecks, addWebsite } from '../../infra/stacks/website';
import { writeInlineCode } from '../../web/build/inline-code';

/** A stand-in for web/dist, so the infra tests need no site build. */
/** The stub site's page, with inline code for the policy to allow by its hashes. */
export const STUB_PAGE =
  '<!doctype html><style>h1{color:navy}</style><h1>stub</h1><script type="module">console.info(1)</script>';

export function stubSiteDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-dist-'));
  // As the build writes pages: the stylesheet and the loader inline, and its record of them.
  writeFileSync(join(dir, 'index.html'), STUB_PAGE);
  writeInlineCode(dir, inlineHashesOf(STUB_PAGE));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), '');
  mkdirSync(join(dir, '.well-known'));
  writeFileSync(join(dir, '.well-known', 'security.txt'), 'Contact: mailto:security@example.com\n');
  return dir;
}

/** The stand-in for editor/dist's page in the infra tests. */
export const STUB_EDITOR_PAGE = '<!doctype html><title>stub editor</title>';

/** A stand-in for editor/dist (`npm run build:editor`), built for `repository`. */
export function stubEditorDir(repository = 'vantage-ward/site'): string {
  const dir = mkdtempSync(join(tmpdir(), 'editor-dist-'));
  writeFileSync(join(dir, 'index.html'), STUB_EDITOR_PAGE);
  writeFileSync(join(dir, 'build-info.json'), JSON.stringify({ repository, branch: 'main' }));
  return dir;
}

/** The configuration `cdk.json` would give, with some keys changed. */
export function configWith(context: Record<string, unknown> = {}): SiteConfig {
  return readConfig((key) => context[key]);
}

/** A CDK app with cdk.json's feature flags (`@aws-cdk/…`), and more context if given. */
export function testApp(context: Record<string, unknown> = {}): App {
  const flags = Object.entries(cdkJsonContext()).filter(([key]) => key.startsWith('@aws-cdk/'));
  return new App({ context: { ...Object.fromEntries(flags), ...context } });
}

export interface SynthesizedWebsite {
  readonly site: Template;
  readonly edge: Template | undefined;
  /** The us-east-1 stack of CloudFront's log deliveries. */
  readonly logs: Template;
  readonly siteStack: SiteStack;
  readonly edgeStack: EdgeStack | undefined;
  readonly logsStack: CdnLogsStack;
}

/**
 * Synthesizes the stacks as `cdk synth` does (infra/bin/app.ts), both cdk-nag packs included:
 * it throws on any unacknowledged finding. `context` answers lookups, as cdk.context.json does.
 */
export function synthWebsite(
  config: SiteConfig,
  context: Record<string, unknown> = {},
): SynthesizedWebsite {
  const app = testApp(context);
  const { site, edge, logs } = addWebsite(app, config);
  addNagChecks(app);
  app.synth();
  return {
    site: Template.fromStack(site),
    edge: edge ? Template.fromStack(edge) : undefined,
    logs: Template.fromStack(logs),
    siteStack: site,
    edgeStack: edge,
    logsStack: logs,
  };
}

/** The site stack's template, synthesized with the rest as `cdk synth` does. */
export function synthSiteStack(config: SiteConfig): Template {
  return synthWebsite(config).site;
}

export interface SynthesizedEditor {
  readonly editor: Template;
  /** With a domain: the us-east-1 stack of `admin.<domainName>`'s certificate. */
  readonly edge: Template | undefined;
  readonly editorStack: EditorStack;
  readonly edgeStack: EdgeStack | undefined;
}

/**
 * The editor's stacks as `cdk synth` builds them in production, both cdk-nag packs included (it
 * throws on any unacknowledged finding); undefined in staging, which has no editor.
 */
export function synthEditor(
  config: SiteConfig,
  context: Record<string, unknown> = {},
): SynthesizedEditor | undefined {
  const app = testApp(context);
  const built = addEditor(app, config);
  addNagChecks(app);
  app.synth();
  if (!built) return undefined;
  return {
    editor: Template.fromStack(built.editor),
    edge: built.edge ? Template.fromStack(built.edge) : undefined,
    editorStack: built.editor,
    edgeStack: built.edge,
  };
}
