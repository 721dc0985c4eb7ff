import { describe, expect, it } from 'vitest';
import { pagePaths } from '../../../functions/analytics/page-paths';
import { renderQuery } from '../../../functions/analytics/render-query';
import { publishedArticlePaths } from '../../../web/build/insights/article-files';
import { ROUTE_LIST } from '../../../web/src/config/routes';

describe("the report's pages", () => {
  it('are the route table and every published article, in both languages', () => {
    const articles = publishedArticlePaths();
    expect(articles).toContain('/insights/what-a-useful-penetration-test-report-contains');
    expect(articles).toContain('/es/publicaciones/que-debe-incluir-un-informe-de-pentest');
    expect(pagePaths()).toEqual([...ROUTE_LIST.map((route) => route.path), ...articles]);
  });

  it('are what the page-view query counts', () => {
    const sql = renderQuery('pageviews-by-page', { since: '2026-11-01', until: '2026-11-30' });
    for (const path of pagePaths()) expect(sql).toContain(`'${path}'`);
  });
});
