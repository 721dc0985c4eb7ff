-- Shared: the date range's requests from people, fields tidied. Bots (isbot's list and the
-- site's own checks) and requests with no user agent are left out. The bot pattern runs once
-- per distinct user agent, not once per request.
SELECT
  "date" AS log_date,
  cs_method AS method,
  sc_status AS status,
  CASE
    WHEN cs_uri_stem LIKE '%/index.html' THEN COALESCE(NULLIF(substr(cs_uri_stem, 1, length(cs_uri_stem) - 11), ''), '/')
    ELSE cs_uri_stem
  END AS stem,
  NULLIF(cs_uri_query, '-') AS query,
  NULLIF(cs_referer, '-') AS referer,
  replace(cs_user_agent, '%20', ' ') AS user_agent,
  x_host_header AS host,
  c_country,
  x_edge_location
FROM access_logs
WHERE year || '-' || month || '-' || day BETWEEN {{since}} AND {{until}}
  AND cs_user_agent <> '-'
  AND cs_user_agent NOT IN (
    -- The test on max() keeps an optimizer from pushing the expression below the grouping,
    -- which would run it on every request again.
    SELECT cs_user_agent
    FROM access_logs
    WHERE year || '-' || month || '-' || day BETWEEN {{since}} AND {{until}}
    GROUP BY cs_user_agent
    HAVING regexp_like(replace(max(cs_user_agent), '%20', ' '), {{bot_pattern}})
  )
