-- Keys that change every day (issue #24, #26): client keys for limits and sighting spacing, and the
-- address hash of log lines, are HMACs under the day's key. A day's key is deleted two days later, so a
-- key written then (a counter, a sighting's client key, a log line) can no longer be recomputed from an
-- address or linked to the same address on another day. Shared by every process through this table.
CREATE TABLE rotating_keys (
  purpose text NOT NULL CHECK (purpose ~ '^[a-z][a-z0-9-]{1,40}$'),
  day date NOT NULL,
  secret bytea NOT NULL CHECK (octet_length(secret) = 32),
  PRIMARY KEY (purpose, day)
);

COMMENT ON TABLE rotating_keys IS 'One random 32-byte HMAC key per purpose and UTC day; deleted two days after its day.';
