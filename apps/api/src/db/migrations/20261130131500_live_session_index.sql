-- Every authenticated request asks whether its access token's session (the refresh-token family it
-- was issued for) is still alive (issue #24, decision 043). Only rows not revoked are indexed, so
-- the answer is one index probe whether the family lives (a row) or was revoked (none), however
-- many rotations it has had; the user id in the key answers it from the index alone.
CREATE INDEX refresh_tokens_live_family_idx ON refresh_tokens (family_id, user_id) WHERE revoked_at IS NULL;
