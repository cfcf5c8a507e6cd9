-- An owner's unread sighting alerts about one bike are one entry (issue #17): a flood of scans is
-- "seen 12 times, last at …", not twelve identical cards. `count` says how many sightings the entry
-- stands for; `sighting_id` and `created_at` are the latest one's. Once read, the next sighting
-- starts a new entry.
ALTER TABLE notifications ADD COLUMN count integer NOT NULL DEFAULT 1 CHECK (count >= 1);

-- Existing unread duplicates become one entry: the newest keeps its place and counts the others.
WITH grouped AS (
  SELECT id,
         row_number() OVER (PARTITION BY user_id, bike_id ORDER BY created_at DESC, id) AS rank,
         count(*) OVER (PARTITION BY user_id, bike_id) AS total
  FROM notifications
  WHERE type = 'sighting' AND read_at IS NULL AND bike_id IS NOT NULL
),
kept AS (
  UPDATE notifications n SET count = g.total FROM grouped g WHERE n.id = g.id AND g.rank = 1
)
DELETE FROM notifications n USING grouped g WHERE n.id = g.id AND g.rank > 1;

CREATE UNIQUE INDEX notifications_unread_sighting_idx ON notifications (user_id, bike_id) WHERE type = 'sighting' AND read_at IS NULL;
