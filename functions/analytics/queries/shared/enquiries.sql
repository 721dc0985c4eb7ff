-- Shared: one row per accepted enquiry (POST of the form answered 200). Its page is the path of
-- the request's Referer (the site sends `Referrer-Policy: same-origin`), when that is one of the
-- site's pages; otherwise page and language are unknown (NULL).
SELECT
  log_date,
  path,
  CASE WHEN path IS NULL THEN NULL ELSE {{language_of_path}} END AS language
FROM (
  SELECT
    log_date,
    CASE WHEN referer_path IN ({{page_paths}}) THEN referer_path END AS path
  FROM (
    SELECT
      log_date,
      COALESCE(NULLIF(regexp_extract(referer, '^[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*(/[^?#]*)', 1), ''), '/') AS referer_path
    FROM requests
    WHERE method = 'POST' AND stem = {{contact_path}} AND status = '200'
  ) AS posts
) AS accepted
