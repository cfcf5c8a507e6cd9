-- An owner cannot be flooded (issue #24, decision 041).
--
-- A bike's anonymous reports beyond its hourly budget are kept (the owner sees them among the
-- bike's sightings) but alert nobody: `notified` says whether a sighting alerted its owner (the
-- in-app alert counts it, a mail tells it). Existing sightings all did.
ALTER TABLE sightings ADD COLUMN notified boolean NOT NULL DEFAULT true;
-- The budget counts a bike's anonymous sightings that alerted in the last hour.
CREATE INDEX sightings_bike_anonymous_alerts_idx ON sightings (bike_id, created_at) WHERE reporter_id IS NULL AND notified;

-- Sighting mails about a bike, one per window: the sighting that finds no open window is mailed at
-- once and opens one; the others wait (`pending`) for one mail at the window's end, sent by a
-- scheduled job that opens the next window. One row per bike, locked by whoever changes it.
CREATE TABLE sighting_mail_windows (
  bike_id uuid PRIMARY KEY REFERENCES bikes (id) ON DELETE CASCADE,
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  opened_at timestamptz,
  ends_at timestamptz,
  pending integer NOT NULL DEFAULT 0 CHECK (pending >= 0),
  prompt_sent boolean NOT NULL DEFAULT false,
  CHECK ((opened_at IS NULL) = (ends_at IS NULL))
);
CREATE INDEX sighting_mail_windows_due_idx ON sighting_mail_windows (ends_at) WHERE pending > 0;

COMMENT ON TABLE sighting_mail_windows IS 'The current mail window of a stolen bike''s sightings: one mail per bike per window (issue #24).';
COMMENT ON COLUMN sighting_mail_windows.owner_id IS 'Who the window''s mails go to: the bike''s owner when the window was last used.';
COMMENT ON COLUMN sighting_mail_windows.opened_at IS 'When the window''s mail went (at once, or the previous window''s digest); null before any.';
COMMENT ON COLUMN sighting_mail_windows.ends_at IS 'When the sightings collected in the window are mailed as one; null before any window.';
COMMENT ON COLUMN sighting_mail_windows.pending IS 'Sightings that alerted the owner since the window''s mail, told in one mail at its end.';
COMMENT ON COLUMN sighting_mail_windows.prompt_sent IS 'Whether the window already had its one mail at once for a signed-in finder or a verified presence.';
COMMENT ON COLUMN sightings.notified IS 'Whether the sighting alerted its owner; false beyond the bike''s hourly budget of anonymous reports.';
COMMENT ON COLUMN sightings.client_key IS 'For a sighting an anonymous scan made: the client''s network keyed under the day''s rotating key, to space them out.';
