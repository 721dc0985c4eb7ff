SELECT path, count(*) AS enquiries
FROM enquiries
GROUP BY path
ORDER BY enquiries DESC, path
