import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { configWith, stubEditorDir, stubSiteDir, synthEditor, synthWebsite } from './synth';

/** A retention other than the default, so that a group left at 90 days shows. */
const LOG_RETENTION_DAYS = 30;

/**
 * CDK's own providers for the cross-region references (decision 0011): CDK gives them no log
 * group setting; they run only during a deploy (decision 0035).
 */
const CROSS_REGION_PROVIDERS = /^CustomCrossRegionExport(Reader|Writer)CustomResourceProvider/;

interface Resource {
  readonly Properties: Record<string, unknown>;
}

/** Each Lambda function of the template and the retention of the group it logs to. */
function functionLogRetention(template: Template): Record<string, unknown> {
  const groups = template.findResources('AWS::Logs::LogGroup') as Record<string, Resource>;
  const functions = template.findResources('AWS::Lambda::Function') as Record<string, Resource>;
  return Object.fromEntries(
    Object.entries(functions)
      .filter(([id]) => !CROSS_REGION_PROVIDERS.test(id))
      .map(([id, { Properties }]) => {
        const logging = Properties.LoggingConfig as { LogGroup?: { Ref?: string } } | undefined;
        const group = groups[logging?.LogGroup?.Ref ?? ''];
        return [id, group?.Properties.RetentionInDays ?? 'a group Lambda creates, kept forever'];
      }),
  );
}

/** The retention the template should give every function, one entry per function. */
function everyFunctionKept(retention: Record<string, unknown>): Record<string, number> {
  return Object.fromEntries(Object.keys(retention).map((id) => [id, LOG_RETENTION_DAYS]));
}

describe('logs of every Lambda function, with logRetentionDays set', () => {
  let site: Template;
  let editor: Template;
  beforeAll(() => {
    const config = configWith({
      logRetentionDays: LOG_RETENTION_DAYS,
      siteDir: stubSiteDir(),
      editorDir: stubEditorDir(),
      editorGitHubClientId: 'Iv23liTestClientId00',
    });
    site = synthWebsite(config).site;
    const built = synthEditor(config);
    if (!built) throw new Error('The editor stack was not synthesized');
    editor = built.editor;
  }, 240_000);

  it.each([
    ['site', () => site],
    ['editor', () => editor],
  ])(
    "are kept that long in the %s stack, the build's deployment function's included",
    (_, stack) => {
      const retention = functionLogRetention(stack());
      expect(Object.keys(retention).some((id) => id.startsWith('CustomCDKBucketDeployment'))).toBe(
        true,
      );
      expect(retention).toEqual(everyFunctionKept(retention));
    },
  );

  it("expire the editor's S3 access logs after that many days too", () => {
    const buckets = Object.values(
      editor.findResources('AWS::S3::Bucket') as Record<string, Resource>,
    );
    const expirations = buckets.flatMap(({ Properties }) =>
      (
        (Properties.LifecycleConfiguration as { Rules?: { ExpirationInDays?: number }[] })?.Rules ??
        []
      )
        .map((rule) => rule.ExpirationInDays)
        .filter((days) => days !== undefined),
    );
    expect(expirations).toEqual([LOG_RETENTION_DAYS]);
  });
});
