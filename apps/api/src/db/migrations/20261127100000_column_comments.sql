-- What the hand-written Kysely types said about some columns, kept in the schema itself so the
-- generated types (db/generated.ts, decision 034) carry it as doc comments.
COMMENT ON COLUMN tags.shop_id IS 'The shop account the tag''s batch was assigned to (it activates it for a customer at sale).';
COMMENT ON COLUMN tags.chip IS '`ntag213` (plain) or `ntag424` (secure, SUN).';
COMMENT ON COLUMN tags.key_version IS 'The key version of a secure tag''s batch (its keys are derived, never stored); null for plain tags.';
COMMENT ON COLUMN scans.authenticity IS 'What a scan of a secure tag proved; null for plain tags.';
COMMENT ON COLUMN scans.sun_counter IS 'The SUN read counter of the tap, when there was one.';
COMMENT ON COLUMN scans.view_token IS 'The page view''s token (an HttpOnly cookie) that lets that view complete its scan; null for API verifications.';
COMMENT ON COLUMN sightings.client_key IS 'For a sighting an anonymous scan made: a hash of the client (address + device fingerprint), to space them out.';
COMMENT ON COLUMN notifications.count IS 'How many sightings an unread sighting alert stands for (one entry per bike until read).';
COMMENT ON COLUMN disputes.outcome_hunter_cents IS 'For a split: what the Hunter keeps of their share, in cents (the rest went back to the owner).';
COMMENT ON COLUMN contact_messages.ip_hash IS 'HMAC-SHA256 of the sender''s address, or null when the server has no secret to key it with.';
COMMENT ON COLUMN shop_sales.customer_email IS 'Lower-cased, as the shop typed it.';
COMMENT ON COLUMN shop_sales.token_hash IS 'SHA-256 of the invitation link''s token.';
COMMENT ON TABLE sighting_photos IS 'The finder''s photo of a sighting (one at most); files under <bike id>/sightings/<id>/.';
COMMENT ON TABLE user_identities IS 'An OpenID Connect identity (Sign in with Google) linked to an account.';
COMMENT ON TABLE identity_tickets IS 'A verified identity waiting for the terms (signup) or the account''s password (link).';
COMMENT ON TABLE shop_sales IS 'A tag a shop activated for a customer at sale; it waits for the customer until claimed.';
COMMENT ON TABLE maintenance_consents IS 'A bike owner''s consent for a shop to add maintenance records (active while not revoked and the bike is still theirs).';
