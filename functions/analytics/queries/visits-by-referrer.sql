SELECT referrer, count(*) AS visits
FROM page_views
WHERE is_visit AND referrer IS NOT NULL
GROUP BY referrer
ORDER BY visits DESC, referrer
