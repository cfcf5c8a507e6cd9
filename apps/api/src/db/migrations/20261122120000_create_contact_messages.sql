-- Messages sent through the public contact form (issue #7). Each is also mailed to support;
-- the row is the record that survives a lost mail. No account is needed to write one.

CREATE TABLE contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The form counts UTF-16 units (2-100 and 10-5000), which are never fewer than the
  -- characters counted here: these upper bounds agree, the lower ones only refuse empty text.
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  -- RFC 5321 caps an address at 254 characters.
  email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 5000),
  -- The language the acknowledgement went out in, so that support answers in it.
  language text NOT NULL CHECK (language IN ('it', 'en', 'zh')),
  -- A keyed hash of the sender's network address, to spot a flood from one source without
  -- keeping the address itself; null when the server has no secret to key it with.
  ip_hash bytea CHECK (octet_length(ip_hash) = 32),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Support reads the newest first.
CREATE INDEX contact_messages_created_at_idx ON contact_messages (created_at DESC);
