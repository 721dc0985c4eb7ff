-- Shared: one row per page view. A page view is a GET of one of the site's pages answered 200
-- or 304 (a revalidated page is read again), or a beacon (a client-side navigation) whose `p` is
-- one of the site's pages and whose query is no longer than BEACON_QUERY_MAX_LENGTH. Assets,
-- the API, HEAD, redirects, errors and unknown paths are not.
-- A visit is a page view whose referrer is not this site; a beacon never is one. Referrer,
-- campaign, country and device are only worked out for visits, the only rows that use them.
SELECT
  log_date,
  path,
  {{language_of_path}} AS language,
  is_visit,
  CASE
    WHEN is_visit AND referer IS NOT NULL
      THEN NULLIF(lower(regexp_extract(referer, '^[A-Za-z][A-Za-z0-9+.-]*://([^/:?#]+)', 1)), '')
  END AS referrer,
  CASE WHEN is_visit THEN NULLIF(replace(replace(regexp_extract(query, '(?:^|&)utm_source=([^&]*)', 1), '+', ' '), '%20', ' '), '') END AS utm_source,
  CASE WHEN is_visit THEN NULLIF(replace(replace(regexp_extract(query, '(?:^|&)utm_medium=([^&]*)', 1), '+', ' '), '%20', ' '), '') END AS utm_medium,
  CASE WHEN is_visit THEN NULLIF(replace(replace(regexp_extract(query, '(?:^|&)utm_campaign=([^&]*)', 1), '+', ' '), '%20', ' '), '') END AS utm_campaign,
  CASE
    WHEN is_visit THEN COALESCE(NULLIF(NULLIF(upper(c_country), '-'), ''), {{country_of_edge}})
  END AS country,
  CASE
    WHEN NOT is_visit THEN NULL
    WHEN regexp_like(user_agent, '(?i)ipad|tablet|kindle|silk/|playbook')
      OR (regexp_like(user_agent, '(?i)android') AND NOT regexp_like(user_agent, '(?i)mobi'))
      THEN 'tablet'
    WHEN regexp_like(user_agent, '(?i)mobi|iphone|ipod|android|blackberry|opera mini|windows phone')
      THEN 'mobile'
    ELSE 'desktop'
  END AS device
FROM (
  SELECT
    log_date,
    path,
    query,
    user_agent,
    c_country,
    x_edge_location,
    referer,
    -- From this site: the Referer starts with this site's origin (scheme, host and port).
    NOT is_beacon AND (
      referer IS NULL
      OR NOT (
        starts_with(referer, 'https://' || host || '/') OR starts_with(referer, 'http://' || host || '/')
        OR referer = 'https://' || host OR referer = 'http://' || host
      )
    ) AS is_visit
  FROM (
    SELECT
      log_date,
      query,
      user_agent,
      c_country,
      x_edge_location,
      host,
      referer,
      stem = {{beacon_path}} AS is_beacon,
      CASE
        WHEN stem = {{beacon_path}}
          THEN replace(replace(regexp_extract(query, '(?:^|&)p=([^&]*)', 1), '%2F', '/'), '%2f', '/')
        ELSE stem
      END AS path
    FROM requests
    WHERE method = 'GET'
      AND (
        (stem = {{beacon_path}} AND status = '204' AND length(query) <= {{beacon_query_max_length}})
        OR (stem <> {{beacon_path}} AND status IN ('200', '304'))
      )
  ) AS candidates
  WHERE path IN ({{page_paths}})
) AS views
