SELECT utm_source AS source, utm_medium AS medium, utm_campaign AS campaign, count(*) AS visits
FROM page_views
WHERE is_visit AND utm_source IS NOT NULL
GROUP BY utm_source, utm_medium, utm_campaign
ORDER BY visits DESC, source, medium, campaign
