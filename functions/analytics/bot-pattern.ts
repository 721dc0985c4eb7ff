import { list } from 'isbot';
import { CANARY_USER_AGENT, SMOKE_USER_AGENT } from '../site-checks/user-agents';

/**
 * isbot's list (the one Umami uses) as one regular expression that both engines run through
 * `regexp_like`. Athena (Trino) would take isbot's JavaScript pattern as it is, but DuckDB's RE2
 * has no lookaround, and six of isbot's entries use it (`(?<!cam)scan`, `java(?!;)`, …). Those
 * lose their lookaround here, which only ever widens them: a few rare real browsers (a Cubot
 * phone, the CamScanner app) may count as bots, never the reverse. The site's own checks name
 * themselves (functions/site-checks/user-agents.ts) and are left out the same way.
 */
const LOOKAROUND = /\(\?<?[=!](?:[^()]|\([^()]*\))*\)/g;

function withoutLookaround(entry: string): string {
  return entry.replace(LOOKAROUND, '');
}

export function botPattern(): string {
  const entries = [...list.map(withoutLookaround), SMOKE_USER_AGENT, CANARY_USER_AGENT].map(
    (entry) => `(?:${entry})`,
  );
  return `(?i)${entries.join('|')}`;
}
