SELECT language, count(*) AS enquiries
FROM enquiries
GROUP BY language
ORDER BY enquiries DESC, language
