SELECT country, count(*) AS visits
FROM page_views
WHERE is_visit
GROUP BY country
ORDER BY visits DESC, country
