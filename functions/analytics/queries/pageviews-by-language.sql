SELECT language, count(*) AS pageviews, sum(CASE WHEN is_visit THEN 1 ELSE 0 END) AS visits
FROM page_views
GROUP BY language
ORDER BY pageviews DESC, language
