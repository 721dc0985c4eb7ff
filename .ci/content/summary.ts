/**
 * The content checks' findings as Markdown for people who do not read code: per file, what it
 * is, a link to it on the pull request's branch, then each finding with its field, the check's
 * own words and how to fix it. The same text goes into the run's summary and the pull request's
 * comment, which the hidden marker lets a later run find and update.
 */
import { adviceFor } from './advice.ts';
import { describeFile } from './content-files.ts';
import type { Problem } from './problems.ts';

/** Marks the one comment the checks keep up to date on a pull request. */
export const CONTENT_CHECKS_MARKER = '<!-- content-checks -->';

export interface SummaryContext {
  /** The commit that was checked. */
  readonly sha?: string;
  /** Where a file is opened: `https://github.com/<owner>/<name>/blob/<branch>/`. */
  readonly fileBaseUrl?: string;
}

const CHECK_NAMES: Readonly<Record<Problem['check'], string>> = {
  content: 'content',
  links: 'link',
  spelling: 'spelling',
};

/** Markdown's punctuation, escaped, so a message reads as it was written. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>|~#]/g, (character) => `\\${character}`);
}

/** A file's link on the branch, each segment encoded (`cms/posts/x` stays a path). */
export function fileUrl(base: string, file: string): string {
  return `${base.replace(/\/?$/, '/')}${file.split('/').map(encodeURIComponent).join('/')}`;
}

function where(problem: Problem): string {
  const parts = [
    ...(problem.field ? [`Field \`${problem.field}\``] : []),
    ...(problem.line !== undefined ? [`line ${problem.line}`] : []),
  ];
  const place = parts.length > 0 ? parts.join(', ') : 'The file';
  return `**${place.charAt(0).toUpperCase()}${place.slice(1)}** (${CHECK_NAMES[problem.check]})`;
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** The summary of a run: every finding grouped by file, or a line saying all passed. */
export function contentSummary(problems: readonly Problem[], context: SummaryContext = {}): string {
  const commit = context.sha ? ` on commit \`${context.sha.slice(0, 7)}\`` : '';
  if (problems.length === 0) {
    return [
      CONTENT_CHECKS_MARKER,
      '## ✅ Content checks passed',
      '',
      `Every page text and article${commit} is complete, within its length limits, spelled as the dictionaries know and linked to pages that exist.`,
      '',
    ].join('\n');
  }
  const byFile = new Map<string, Problem[]>();
  for (const problem of problems) {
    byFile.set(problem.file, [...(byFile.get(problem.file) ?? []), problem]);
  }
  const lines = [
    CONTENT_CHECKS_MARKER,
    `## ❌ Content checks: ${plural(problems.length, 'problem')} in ${plural(byFile.size, 'file')}`,
    '',
    `${commit ? `Checked${commit}. ` : ''}Fix each one in the editor (or in the file) and save: the checks run again on the new commit, and this comment follows.`,
  ];
  for (const [file, found] of byFile) {
    const link = context.fileBaseUrl
      ? `[\`${file}\`](${fileUrl(context.fileBaseUrl, file)})`
      : `\`${file}\``;
    lines.push('', `### ${escapeMarkdown(describeFile(file))}`, '', link, '');
    for (const problem of found) {
      lines.push(
        `- ${where(problem)}: ${escapeMarkdown(problem.message)}  `,
        `  **How to fix it:** ${escapeMarkdown(adviceFor(problem))}`,
      );
    }
  }
  lines.push('');
  return lines.join('\n');
}
