/**
 * The preview comment: which commit of which pull request the preview shows, and the link to
 * each changed page on it. One preview at a time (docs/decisions/0031-content-previews.md): when
 * another pull request's preview replaces it, its comment is rewritten to say so.
 */
import type { PreviewPlan } from './changed-pages.ts';
import { escapeMarkdown } from './summary.ts';

export const PREVIEW_MARKER = '<!-- content-preview -->';

export interface PreviewShown {
  readonly url: string;
  readonly pullRequest: number;
  readonly sha: string;
}

export function previewComment(plan: PreviewPlan, shown: PreviewShown): string {
  const base = shown.url.replace(/\/$/, '');
  const lines = [
    PREVIEW_MARKER,
    `## 👀 Preview of this pull request, commit \`${shown.sha.slice(0, 7)}\``,
    '',
    `${base} shows this pull request (#${shown.pullRequest}) as it would go live, drafts included. There is one preview for all pull requests: if another one is previewed after this, this comment will say so; push a commit or re-run the *Deploy* workflow to show this one again.`,
    '',
  ];
  for (const page of plan.pages) {
    const links = page.paths.map((path) => `[${path}](${base}${path})`);
    const what = [...links, ...(page.note ? [escapeMarkdown(page.note)] : [])].join(', ');
    lines.push(`- ${escapeMarkdown(page.description)}: ${what}`);
  }
  lines.push('');
  return lines.join('\n');
}

/** What the comment of a preview that another pull request's replaced says instead. */
export function replacedComment(previous: PreviewShown, replacedBy: number): string {
  return [
    PREVIEW_MARKER,
    `## Preview replaced by #${replacedBy}`,
    '',
    `The preview showed this pull request (commit \`${previous.sha.slice(0, 7)}\`) until #${replacedBy} was previewed there: what ${previous.url} shows now is **not** this pull request. Push a commit or re-run the *Deploy* workflow of this pull request to preview it again.`,
    '',
  ].join('\n');
}
