import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where `npm start` leaves the local twin's synthetic-enquiry secret for the canary command
 * (.local-data/ is git-ignored). A new one each start: like the deployed secret, it is in no
 * code, and it lives as long as the twin that reads it.
 */
export const LOCAL_SYNTHETIC_SECRET_FILE = fileURLToPath(
  new URL('../../.local-data/synthetic-enquiry-secret', import.meta.url),
);

/** The secret's id in the twin's Secrets Manager (SYNTHETIC_ENQUIRY_SECRET_ARN locally). */
export const LOCAL_SYNTHETIC_SECRET_ID = 'local/synthetic-enquiry';

/** 64 hex characters, as long as the deployed one. */
export function newLocalSyntheticSecret(): string {
  return randomBytes(32).toString('hex');
}

/** Readable by this user only: it makes the twin's synthetic enquiries. */
export async function writeLocalSyntheticSecret(
  secret: string,
  file = LOCAL_SYNTHETIC_SECRET_FILE,
): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
}

/** The running twin's secret, or undefined when no twin left one (`npm start` is not running). */
export async function readLocalSyntheticSecret(
  file = LOCAL_SYNTHETIC_SECRET_FILE,
): Promise<string | undefined> {
  try {
    return (await readFile(file, 'utf8')).trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** A stopped twin's secret signs nothing: it goes with the twin. */
export async function removeLocalSyntheticSecret(
  file = LOCAL_SYNTHETIC_SECRET_FILE,
): Promise<void> {
  await rm(file, { force: true });
}
