-- A shop programs plain tags from its phone (issue #28 item 2, decision 062). The phone reads a blank
-- tag's UID, the shop area prepares it (this row, `prepared`: the UID is held for this shop, nothing
-- is in the inventory yet), the phone writes the tag's URL and reads it back, and only a matching
-- read-back confirms it: then the tag joins the shop's inventory (`tags`, inserted or found there) and
-- the row says `programmed`, later `locked` once the chip was made read-only.
-- One row per UID: two shops preparing the same tag at once, one wins. A `prepared` row another shop
-- left for more than a few minutes may be taken over; a programmed or locked one never.
CREATE TABLE tag_programmings (
  uid text PRIMARY KEY CHECK (uid ~ '^([0-9A-F]{2}){4,10}$'),
  shop_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'prepared' CHECK (state IN ('prepared', 'programmed', 'locked')),
  -- The inventory tag the confirmation made (or found in the shop's inventory); null while prepared.
  tag_id uuid REFERENCES tags (id) ON DELETE CASCADE,
  -- Whether the confirmation inserted the tag (an undo then removes it) or found it already assigned to
  -- the shop by an admin's batch (an undo then leaves it where it was).
  added_tag boolean NOT NULL DEFAULT false,
  prepared_at timestamptz NOT NULL,
  programmed_at timestamptz,
  locked_at timestamptz,
  CONSTRAINT tag_programmings_tag_once_programmed CHECK ((state = 'prepared') = (tag_id IS NULL)),
  CONSTRAINT tag_programmings_programmed_at CHECK ((state = 'prepared') = (programmed_at IS NULL)),
  CONSTRAINT tag_programmings_locked_at CHECK ((state = 'locked') = (locked_at IS NOT NULL))
);
CREATE INDEX tag_programmings_shop_idx ON tag_programmings (shop_id, prepared_at DESC);
CREATE UNIQUE INDEX tag_programmings_tag_key ON tag_programmings (tag_id) WHERE tag_id IS NOT NULL;
COMMENT ON TABLE tag_programmings IS 'Plain tags a shop programs from its phone: prepared (UID held, not in the inventory), programmed (read-back matched, in the inventory), locked (made read-only).';
COMMENT ON COLUMN tag_programmings.state IS '`prepared`, `programmed` (the read-back matched: the tag is in the inventory) or `locked` (made read-only).';
