-- Shared: the date range's requests from people, fields tidied. Bots (isbot's list and the
-- site's own checks) and requests with no user agent are left out. The regular expression runs
-- once per distinct user agent, not once per request.
SELECT
  "date" AS log_date,
  cs_method AS method,
  sc_status AS status,
  COALESCE(NULLIF(regexp_replace(cs_uri_stem, '/index\.html$', ''), ''), '/') AS stem,
  NULLIF(cs_uri_query, '-') AS query,
  NULLIF(cs_referer, '-') AS referer,
  replace(cs_user_agent, '%20', ' ') AS user_agent,
  lower(split_part(x_host_header, ':', 1)) AS host,
  COALESCE(NULLIF(NULLIF(upper(c_country), '-'), ''), {{country_of_edge}}) AS country
FROM access_logs
WHERE year || '-' || month || '-' || day BETWEEN {{since}} AND {{until}}
  AND cs_user_agent <> '-'
  AND cs_user_agent NOT IN (
    SELECT user_agent
    FROM (
      SELECT DISTINCT cs_user_agent AS user_agent
      FROM access_logs
      WHERE year || '-' || month || '-' || day BETWEEN {{since}} AND {{until}}
    ) AS agents
    WHERE regexp_like(replace(user_agent, '%20', ' '), {{bot_pattern}})
  )
