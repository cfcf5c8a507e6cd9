-- The owner is woken by a sighting (issue #28 item 3, decision 063).
--
-- A stolen bike's sightings reach its owner's browsers by Web Push at once, one push per bike per push
-- window: the sighting that finds no open window opens one and queues the push; those that follow in it
-- are grouped into that push. The mail goes only when no push was delivered: an owner without a browser
-- subscribed is mailed as before (decision 041); when every browser failed, the push job hands the
-- window's sightings to the mail rules. Kept on the bike's mail-window row: one lock orders them all.
ALTER TABLE sighting_mail_windows
  ADD COLUMN push_opened_at timestamptz,
  ADD COLUMN push_ends_at timestamptz,
  ADD COLUMN push_state text CHECK (push_state IN ('queued', 'delivered', 'failed')),
  ADD COLUMN push_attempts integer NOT NULL DEFAULT 0 CHECK (push_attempts >= 0),
  ADD COLUMN push_grouped integer NOT NULL DEFAULT 0 CHECK (push_grouped >= 0),
  ADD CONSTRAINT sighting_mail_windows_push_window CHECK ((push_opened_at IS NULL) = (push_ends_at IS NULL) AND (push_opened_at IS NULL) = (push_state IS NULL));

COMMENT ON COLUMN sighting_mail_windows.push_opened_at IS 'When the bike''s current push window opened (its first sighting); null before any push.';
COMMENT ON COLUMN sighting_mail_windows.push_ends_at IS 'Until when the bike''s sightings are grouped into the window''s one push.';
COMMENT ON COLUMN sighting_mail_windows.push_state IS 'The window''s push: queued, delivered (a push service took it, 2xx) or failed (every browser failed: mailed instead).';
COMMENT ON COLUMN sighting_mail_windows.push_attempts IS 'Attempts of the window''s push so far (the last one hands the sightings to the mail).';
COMMENT ON COLUMN sighting_mail_windows.push_grouped IS 'Sightings grouped into the window''s push after its first: mailed with it if it fails.';
