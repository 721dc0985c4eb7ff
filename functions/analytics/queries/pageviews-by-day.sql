SELECT log_date AS "date", count(*) AS pageviews, sum(CASE WHEN is_visit THEN 1 ELSE 0 END) AS visits
FROM page_views
GROUP BY log_date
ORDER BY log_date
