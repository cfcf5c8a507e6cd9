-- Hunters near a theft are told (issue #19): the area a Hunter watches, the browsers they
-- let us reach by Web Push, and the day of the last "hunts near you" mail (at most one a day).
CREATE TABLE hunter_areas (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  lat double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lng double precision NOT NULL CHECK (lng BETWEEN -180 AND 180),
  radius_km integer NOT NULL DEFAULT 10 CHECK (radius_km BETWEEN 1 AND 100),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE hunter_areas IS 'The area a Hunter watches: a newly funded theft inside it reaches them (in the app, by mail, by Web Push).';
COMMENT ON COLUMN hunter_areas.lat IS 'The centre the Hunter chose (their position or a point on the map); only they see it.';

CREATE TABLE push_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_success_at timestamptz NULL,
  failed_count integer NOT NULL DEFAULT 0
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);
COMMENT ON TABLE push_subscriptions IS 'A browser''s Web Push subscription (RFC 8030/8291); removed when the push service answers 404 or 410.';
COMMENT ON COLUMN push_subscriptions.failed_count IS 'Failed deliveries since the last success (other than 404/410).';

CREATE TABLE hunt_alert_mails (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, day)
);
COMMENT ON TABLE hunt_alert_mails IS 'The Italian days on which a Hunter was mailed about hunts near them (one mail a day at most).';

ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check
  CHECK (type IN ('sighting', 'message', 'reward_funded', 'reward_released', 'payout_paid', 'expiry_notice', 'reward_refunded', 'dispute', 'hunt_nearby'));
