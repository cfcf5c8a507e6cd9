-- A Hunter is alerted when a funded theft enters their area (issue #27): when it is funded with its
-- place, when the place is added after the payment, or when it is moved into the area. One row per
-- theft and Hunter makes "never twice for the same theft" a primary key, and keeps what the alert
-- said (the distance and the municipality at the time) for the in-app list.
CREATE TABLE hunt_alert_recipients (
  theft_report_id uuid NOT NULL REFERENCES theft_reports (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  distance_km double precision NOT NULL CHECK (distance_km >= 0),
  place_name text NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (theft_report_id, user_id)
);
CREATE INDEX hunt_alert_recipients_user_idx ON hunt_alert_recipients (user_id);
COMMENT ON TABLE hunt_alert_recipients IS 'The Hunters a theft has alerted (once each): the distance from their area and the municipality the alert named.';
