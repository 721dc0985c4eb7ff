import { fileURLToPath } from 'node:url';
import { createLogger, loadConfigFromFile } from 'vite';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** What Vite warns while it loads a config file, as `npm start` and the builds load it. */
async function warningsLoading(configFile: string): Promise<string[]> {
  const warnings: string[] = [];
  const logger = createLogger('warn');
  logger.warn = (message) => warnings.push(message);
  logger.warnOnce = (message) => warnings.push(message);
  await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    configFile,
    ROOT,
    'warn',
    logger,
  );
  return warnings;
}

describe('the Vite configs', () => {
  // Every `npm start` loads both: a warning there is printed to whoever starts the site (for
  // example an import without its extension, which Vite's coming native loader will refuse).
  it.each(['web/vite.config.ts', 'editor/vite.config.ts'])(
    '%s loads without a warning',
    async (file) => {
      expect(await warningsLoading(file)).toEqual([]);
    },
  );
});
