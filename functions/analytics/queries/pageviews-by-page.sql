SELECT path, count(*) AS pageviews
FROM page_views
GROUP BY path
ORDER BY pageviews DESC, path
