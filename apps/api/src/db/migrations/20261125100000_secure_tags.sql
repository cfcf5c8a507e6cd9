-- Issue #9: NTAG 424 DNA secure tags (SUN). A batch is of one chip: `ntag213` (plain,
-- the UID is all it says) or `ntag424` (each tap writes a fresh encrypted, signed URL).
-- A secure tag keeps the key version of its batch (its keys are derived from the
-- master key in config and never stored) and, in sun_counters, the last read counter
-- accepted from it.

ALTER TABLE tags
  ADD COLUMN chip text NOT NULL DEFAULT 'ntag213' CHECK (chip IN ('ntag213', 'ntag424')),
  ADD COLUMN key_version smallint CHECK (key_version BETWEEN 0 AND 255),
  ADD CONSTRAINT tags_secure_key_version CHECK ((chip = 'ntag424') = (key_version IS NOT NULL)),
  -- An NTAG 424 DNA has a 7-byte UID.
  ADD CONSTRAINT tags_secure_uid CHECK (chip <> 'ntag424' OR length(uid) = 14);
CREATE INDEX tags_key_version_idx ON tags (key_version) WHERE key_version IS NOT NULL;

-- Kept apart from `tags` on purpose: every authenticated tap moves the counter, and a
-- change to `tags` empties the verification cache of every process (notify_tag_cache).
CREATE TABLE sun_counters (
  tag_id uuid PRIMARY KEY REFERENCES tags (id) ON DELETE CASCADE,
  counter integer NOT NULL CHECK (counter BETWEEN 0 AND 16777215),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- What a scan of a secure tag proved: `authenticated` (a genuine tap with a counter higher
-- than any before), `replayed` (a genuine URL already used, or older than the last one),
-- `forged` (the MAC does not match), `unauthenticated` (the UID alone, no SUN message).
-- NULL for plain tags, where a scan cannot prove anything.
ALTER TABLE scans
  ADD COLUMN authenticity text CHECK (authenticity IN ('authenticated', 'replayed', 'forged', 'unauthenticated')),
  ADD COLUMN sun_counter integer;
CREATE INDEX scans_authenticated_idx ON scans (tag_id, sun_counter DESC) WHERE authenticity = 'authenticated';

-- Two authenticated taps of one tag farther apart than a bicycle can go in the time
-- between: a copied tag or a mistaken key, for an admin to look at.
CREATE TABLE travel_alerts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tag_id uuid NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  scan_id bigint NOT NULL REFERENCES scans (id) ON DELETE CASCADE,
  previous_scan_id bigint NOT NULL REFERENCES scans (id) ON DELETE CASCADE,
  distance_m integer NOT NULL,
  elapsed_s integer NOT NULL,
  speed_kmh real NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  reviewed_at timestamptz,
  reviewed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  UNIQUE (scan_id)
);
CREATE INDEX travel_alerts_open_idx ON travel_alerts (created_at DESC) WHERE reviewed_at IS NULL;
