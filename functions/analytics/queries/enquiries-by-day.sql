SELECT log_date AS "date", count(*) AS enquiries
FROM enquiries
GROUP BY log_date
ORDER BY log_date
