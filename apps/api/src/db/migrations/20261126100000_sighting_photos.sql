-- A sighting may carry one photo from the finder (decision 017). It is processed
-- like a bike photo and stored under <bike id>/sightings/<photo id>/ (so it goes
-- with the bike's files), a prefix /media never serves: the owner sees it only
-- through signed links that expire.

CREATE TABLE sighting_photos (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- One photo per sighting; deleted with it (and so with the bike or the theft report).
  sighting_id uuid NOT NULL UNIQUE REFERENCES sightings (id) ON DELETE CASCADE,
  format text NOT NULL CHECK (format IN ('jpeg', 'png', 'webp')),
  width integer NOT NULL CHECK (width BETWEEN 300 AND 4000),
  height integer NOT NULL CHECK (height BETWEEN 300 AND 4000),
  bytes integer NOT NULL CHECK (bytes > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
