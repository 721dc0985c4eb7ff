/**
 * How a response's headers differ from the ones the stack defines, worded for a person: a
 * missing header by name, a wrong one by the parts that differ (a CSP is hundreds of characters;
 * its one changed directive is what the reader needs).
 */

/** The `;`-separated parts of a value (CSP directives, HSTS attributes), trimmed. */
function partsOf(value: string): string[] {
  return value
    .split(';')
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter((part) => part !== '');
}

function quoted(parts: readonly string[]): string {
  return parts.map((part) => `"${part}"`).join(', ');
}

/** What differs between a header's value and the expected one; undefined when they are equal. */
export function valueProblem(name: string, actual: string, expected: string): string | undefined {
  if (actual === expected) return undefined;
  const got = partsOf(actual);
  const want = partsOf(expected);
  const extra = got.filter((part) => !want.includes(part));
  const missing = want.filter((part) => !got.includes(part));
  if (extra.length === 0 && missing.length === 0) {
    return `${name} is "${actual}", expected "${expected}"`;
  }
  return [
    `${name} differs:`,
    ...(missing.length > 0 ? [`missing ${quoted(missing)}`] : []),
    ...(extra.length > 0 ? [`${missing.length > 0 ? 'and has' : 'has'} ${quoted(extra)}`] : []),
  ].join(' ');
}

/**
 * Every expected header that is absent or has another value (names compare case-insensitively,
 * as in HTTP). Other headers (a CDN's own `via`, `x-cache`…) are not the stack's to define.
 */
export function headerProblems(
  expected: Readonly<Record<string, string>>,
  actual: Headers,
): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(expected)) {
    const got = actual.get(name);
    const problem = got === null ? `${name} is missing` : valueProblem(name, got, value);
    if (problem) problems.push(problem);
  }
  return problems;
}
