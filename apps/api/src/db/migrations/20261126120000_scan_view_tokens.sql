-- A view of the tag page that the server rendered is recorded as a scan before the page is sent
-- (issue #16). The page, once interactive, may complete that scan (who scanned, when signed in;
-- where, when the device allows) through a random token only that view holds, in an HttpOnly cookie.
ALTER TABLE scans ADD COLUMN view_token uuid;
CREATE UNIQUE INDEX scans_view_token_idx ON scans (view_token) WHERE view_token IS NOT NULL;
