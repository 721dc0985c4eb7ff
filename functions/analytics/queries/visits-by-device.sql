SELECT device, count(*) AS visits
FROM page_views
WHERE is_visit
GROUP BY device
ORDER BY visits DESC, device
