-- The account an access token names, only while the session (refresh-token family) it was issued
-- for has a row not revoked: what every authenticated request loads (issue #24, decision 043).
-- NOTE: a PL/pgSQL function because PL/pgSQL keeps the statement's plan per connection: the query
-- is planned once per connection instead of on every request (the plain statement cost about
-- 100 µs more planning than the primary-key read it replaced, a quarter of /api/users/me's
-- throughput on a small machine). Unlike a protocol-level prepared statement, the kept plan is
-- re-planned when `users` changes (a column added by a later migration returns with the row) and
-- works behind a pooler in transaction mode.
CREATE FUNCTION live_session_user(p_user_id uuid, p_family_id uuid) RETURNS SETOF users
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
    SELECT u.* FROM users u
    WHERE u.id = p_user_id
      AND EXISTS (
        SELECT 1 FROM refresh_tokens r
        WHERE r.family_id = p_family_id AND r.user_id = p_user_id AND r.revoked_at IS NULL
      );
END
$$;
