import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArticleBody } from '../../web/src/components/article-body/article-body';
import type { BodyNode } from '../../web/src/content/insights/article';

const NAMES = { table: 'Table', code: 'Code example' };

const BODY: BodyNode[] = [
  ['p', null, 'A paragraph with ', ['code', null, 'inline code'], '.'],
  ['pre', null, ['code', { className: 'language-http' }, 'GET /api/users/42 HTTP/1.1']],
  ['table', null, ['tbody', null, ['tr', null, ['td', null, 'A cell']]]],
];

describe('an article body', () => {
  it('lets the keyboard reach the blocks that scroll sideways on a phone, and nothing else', () => {
    const { container } = render(<ArticleBody body={BODY} scrollRegions={NAMES} />);
    const focusable = [...container.querySelectorAll('[tabindex]')].map((el) => [
      el.tagName.toLowerCase(),
      el.getAttribute('tabindex'),
    ]);
    expect(focusable).toEqual([
      ['pre', '0'],
      ['div', '0'],
    ]);
    // The table scrolls in that frame and keeps its own display, and so its role.
    expect(container.querySelector('[tabindex] > table')).not.toBeNull();
  });

  it('names each of them, so that a screen reader says what the focus is on', () => {
    render(<ArticleBody body={BODY} scrollRegions={NAMES} />);
    expect(screen.getByRole('region', { name: 'Code example' }).tagName).toBe('PRE');
    expect(screen.getByRole('region', { name: 'Table' })).toContainElement(
      screen.getByRole('table'),
    );
  });

  it('numbers them where an article has several of a kind, so that no two share a name', () => {
    const code = (text: string): BodyNode => ['pre', null, ['code', null, text]];
    render(
      <ArticleBody
        body={[code('one'), ['ul', null, ['li', null, code('two')]], code('three')]}
        scrollRegions={NAMES}
      />,
    );
    expect(
      screen.getAllByRole('region').map((region) => region.getAttribute('aria-label')),
    ).toEqual(['Code example 1', 'Code example 2', 'Code example 3']);
  });
});
