import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { configWith, stubEditorDir, stubSiteDir, synthEditor, synthWebsite } from './synth';

interface AlarmProperties {
  readonly AlarmActions?: unknown[];
  readonly OKActions?: unknown[];
}

/** Every stack `cdk synth` builds in production, WAF on, editor included, by name. */
const stacks: Record<string, Template> = {};

beforeAll(() => {
  const config = configWith({ siteDir: stubSiteDir(), editorDir: stubEditorDir() });
  const website = synthWebsite(config);
  const editor = synthEditor(config);
  if (!website.edge || !editor) throw new Error('expected the edge and editor stacks');
  Object.assign(stacks, {
    site: website.site,
    edge: website.edge,
    logs: website.logs,
    editor: editor.editor,
  });
}, 240_000);

function alarmsOf(template: Template): [string, AlarmProperties][] {
  return Object.entries(template.findResources('AWS::CloudWatch::Alarm')).map(([id, alarm]) => [
    id,
    (alarm as { Properties: AlarmProperties }).Properties,
  ]);
}

describe('every alarm', () => {
  it.each(['site', 'edge', 'editor'])('of the %s stack notifies a topic when it fires', (name) => {
    const alarms = alarmsOf(stacks[name] as Template);
    expect(alarms.length).toBeGreaterThan(0);
    for (const [id, alarm] of alarms) {
      expect(alarm.AlarmActions, id).toEqual([{ Ref: expect.stringMatching(/^AlarmsTopic/) }]);
    }
  });

  it('emails again when it returns to OK, to the same topic as its alarm', () => {
    const checked = Object.values(stacks)
      .flatMap(alarmsOf)
      .filter(([, alarm]) => (alarm.AlarmActions ?? []).length > 0);
    expect(checked.length).toBeGreaterThan(0);
    for (const [id, alarm] of checked) expect(alarm.OKActions, id).toEqual(alarm.AlarmActions);
  });
});
