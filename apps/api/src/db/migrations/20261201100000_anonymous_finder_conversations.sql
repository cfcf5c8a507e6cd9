-- Issue #27: the owner answers an anonymous finder who agreed to be contacted. Their conversation has
-- no finder account (finder_id NULL): it is the sighting's, whose contact_email the replies are relayed
-- to; the finder's own messages have no sender account either (sender_id NULL).
ALTER TABLE conversations ALTER COLUMN finder_id DROP NOT NULL;
-- One conversation per anonymous sighting.
CREATE UNIQUE INDEX conversations_anonymous_sighting_idx ON conversations (sighting_id) WHERE finder_id IS NULL;
ALTER TABLE messages ALTER COLUMN sender_id DROP NOT NULL;

-- The language the finder used when reporting (their mails are in it); only with consent to be contacted.
ALTER TABLE sightings ADD COLUMN contact_language text CHECK (contact_language IN ('it', 'en', 'zh'));

-- The links mailed to an anonymous finder: each mail its own, valid for 30 days; only a hash of the
-- token is kept, so the table cannot open a conversation.
CREATE TABLE finder_links (
  token_hash bytea PRIMARY KEY,
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX finder_links_conversation_idx ON finder_links (conversation_id);
CREATE INDEX finder_links_expiry_idx ON finder_links (expires_at);

COMMENT ON TABLE finder_links IS 'Capability links mailed to an anonymous finder (SHA-256 of the token only), each valid 30 days: they open the conversation without an account.';
COMMENT ON COLUMN sightings.contact_language IS 'The language of an anonymous finder who agreed to be contacted: their relayed mails are in it.';
