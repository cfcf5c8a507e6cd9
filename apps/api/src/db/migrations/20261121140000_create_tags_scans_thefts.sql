-- Tags (provider inventory, then an owner's, then on a bike), scans, theft reports,
-- sightings, owners' notifications and pending tag sessions.

CREATE TABLE tags (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Upper-case hex without separators (4–10 bytes).
  uid text NOT NULL UNIQUE CHECK (uid ~ '^([0-9A-F]{2}){4,10}$'),
  type text NOT NULL DEFAULT 'nfc' CHECK (type = 'nfc'),
  status text NOT NULL DEFAULT 'unassigned' CHECK (status IN ('unassigned', 'assigned', 'lost', 'retired')),
  owner_id uuid REFERENCES users (id),
  -- A deleted bike leaves its tags on the owner's account.
  bike_id uuid REFERENCES bikes (id) ON DELETE SET NULL,
  batch text,
  assigned_at timestamptz,
  attached_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status = 'unassigned' OR owner_id IS NOT NULL),
  CHECK (bike_id IS NULL OR status = 'assigned')
);
CREATE INDEX tags_owner_idx ON tags (owner_id) WHERE owner_id IS NOT NULL;
CREATE INDEX tags_batch_idx ON tags (batch) WHERE batch IS NOT NULL;
-- One tag per bike for now (a bike may carry more later: drop this index then).
CREATE UNIQUE INDEX tags_one_per_bike_key ON tags (bike_id) WHERE bike_id IS NOT NULL;

CREATE TABLE theft_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  bike_id uuid NOT NULL REFERENCES bikes (id) ON DELETE CASCADE,
  owner_id uuid NOT NULL REFERENCES users (id),
  reward_cents integer NOT NULL DEFAULT 0 CHECK (reward_cents >= 0),
  -- Payment seam (issue #5): none | awaiting_payment | funded.
  reward_status text NOT NULL DEFAULT 'none' CHECK (reward_status IN ('none', 'awaiting_payment', 'funded')),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'recovered')),
  stolen_at timestamptz NOT NULL DEFAULT now(),
  recovered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX theft_reports_open_key ON theft_reports (bike_id) WHERE status = 'open';

-- Every verification: the hot path writes here, in batches.
CREATE TABLE scans (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid text NOT NULL,
  tag_id uuid REFERENCES tags (id) ON DELETE SET NULL,
  bike_id uuid REFERENCES bikes (id) ON DELETE SET NULL,
  theft_report_id uuid REFERENCES theft_reports (id) ON DELETE SET NULL,
  scanner_id uuid REFERENCES users (id) ON DELETE SET NULL,
  result text NOT NULL,
  latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  accuracy real,
  device_info jsonb,
  scanned_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX scans_tag_idx ON scans (tag_id, scanned_at DESC) WHERE tag_id IS NOT NULL;
CREATE INDEX scans_bike_idx ON scans (bike_id, scanned_at DESC) WHERE bike_id IS NOT NULL;

CREATE TABLE sightings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  theft_report_id uuid NOT NULL REFERENCES theft_reports (id) ON DELETE CASCADE,
  bike_id uuid NOT NULL REFERENCES bikes (id) ON DELETE CASCADE,
  scan_id bigint REFERENCES scans (id) ON DELETE SET NULL,
  reporter_id uuid REFERENCES users (id) ON DELETE SET NULL,
  source text NOT NULL CHECK (source IN ('scan', 'report')),
  latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  accuracy real,
  share_exact boolean NOT NULL DEFAULT false,
  note text,
  contact_consent boolean NOT NULL DEFAULT false,
  -- Kept for relayed contact only; never shown to the owner.
  contact_email text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sightings_bike_idx ON sightings (bike_id, created_at DESC);

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('sighting')),
  bike_id uuid REFERENCES bikes (id) ON DELETE CASCADE,
  sighting_id uuid REFERENCES sightings (id) ON DELETE CASCADE,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC);

CREATE TABLE pending_tag_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tag_uid text NOT NULL,
  tag_data jsonb,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The verification cache of every API process is dropped whenever what it
-- shows may have changed (tags, bikes, theft reports): LISTEN ritrova_tag_cache.
CREATE FUNCTION notify_tag_cache() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ritrova_tag_cache', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
CREATE TRIGGER tags_cache AFTER INSERT OR UPDATE OR DELETE ON tags FOR EACH STATEMENT EXECUTE FUNCTION notify_tag_cache();
CREATE TRIGGER bikes_cache AFTER UPDATE OR DELETE ON bikes FOR EACH STATEMENT EXECUTE FUNCTION notify_tag_cache();
CREATE TRIGGER theft_reports_cache AFTER INSERT OR UPDATE OR DELETE ON theft_reports FOR EACH STATEMENT EXECUTE FUNCTION notify_tag_cache();
