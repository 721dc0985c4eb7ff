import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  exampleLegalDataProblems,
  LEGAL_ENTITY,
  type LegalEntity,
} from '../../web/src/config/legal-entity';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const FIRMS_OWN: LegalEntity = {
  registeredAddress: 'Paseo de la Castellana 1, 28046 Madrid, España',
  phone: '+34 911 234 567',
  taxId: 'B87654321',
  registryEntry: 'Registro Mercantil de Madrid, tomo 12345, folio 67, hoja M-123456',
  privateSecurityRegistration: '',
  professionalBody: '',
  codesOfConduct: [],
};

describe('the legal data npm run deploy accepts', () => {
  it('names every field that is still example data, and none once the firm wrote its own', () => {
    expect(exampleLegalDataProblems(LEGAL_ENTITY).map((p) => p.split('"')[1])).toEqual([
      'registeredAddress',
      'phone',
      'taxId',
      'registryEntry',
    ]);
    expect(exampleLegalDataProblems(FIRMS_OWN)).toEqual([]);
    expect(
      exampleLegalDataProblems({ ...FIRMS_OWN, privateSecurityRegistration: { example: '0000' } }),
    ).toEqual([
      expect.stringMatching(
        /^"privateSecurityRegistration" of the legal notice is still example data/,
      ),
    ]);
  });

  it('is refused by the pre-deploy check, field by field, even with real addresses', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'infra/bin/check-deploy-config.ts'],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: {
          ...process.env,
          SENDER_EMAIL: 'website@vantageward.com',
          RECIPIENT_EMAIL: 'team@vantageward.com',
        },
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('npm run deploy refused');
    expect(run.stderr).not.toContain('placeholder');
    for (const field of ['registeredAddress', 'phone', 'taxId', 'registryEntry']) {
      expect(run.stderr).toContain(`"${field}" of the legal notice is still example data`);
    }
  });
});
