import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readRepoFile } from './workflow-files';

interface Update {
  readonly 'package-ecosystem': string;
  readonly directory: string;
  readonly schedule: { readonly interval: string };
  readonly groups?: Record<string, { readonly 'update-types'?: string[] }>;
}

const config = parse(readRepoFile('.github/dependabot.yml')) as {
  version: number;
  updates: Update[];
};

describe('dependabot.yml', () => {
  it('updates npm packages and the pinned GitHub actions, weekly', () => {
    expect(config.version).toBe(2);
    expect(config.updates.map((update) => update['package-ecosystem']).sort()).toEqual([
      'github-actions',
      'npm',
    ]);
    for (const update of config.updates) {
      expect(update.directory).toBe('/');
      expect(update.schedule.interval).toBe('weekly');
    }
  });

  it.each(['npm', 'github-actions'])(
    'groups the minor and patch updates of %s in one pull request',
    (ecosystem) => {
      const update = config.updates.find((u) => u['package-ecosystem'] === ecosystem);
      const groups = Object.values(update?.groups ?? {});
      expect(groups.map((group) => group['update-types'])).toEqual([['minor', 'patch']]);
    },
  );
});
