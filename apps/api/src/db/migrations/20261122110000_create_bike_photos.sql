-- Bike photos (issue #6): processed by the API (sharp) and stored behind the
-- storage interface under <bike id>/<photo id>/<variant>.<ext>.

CREATE TABLE bike_photos (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  bike_id uuid NOT NULL REFERENCES bikes (id) ON DELETE CASCADE,
  uploaded_by uuid REFERENCES users (id) ON DELETE SET NULL,
  filename text NOT NULL CHECK (length(filename) BETWEEN 1 AND 200),
  format text NOT NULL CHECK (format IN ('jpeg', 'png', 'webp')),
  width integer NOT NULL CHECK (width BETWEEN 300 AND 4000),
  height integer NOT NULL CHECK (height BETWEEN 300 AND 4000),
  bytes integer NOT NULL CHECK (bytes > 0),
  is_main boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bike_photos_bike_idx ON bike_photos (bike_id, created_at);
CREATE UNIQUE INDEX bike_photos_one_main_key ON bike_photos (bike_id) WHERE is_main;

-- The public verification view shows the main photo: its cache is dropped when photos change.
CREATE TRIGGER bike_photos_cache AFTER INSERT OR UPDATE OR DELETE ON bike_photos FOR EACH STATEMENT EXECUTE FUNCTION notify_tag_cache();
