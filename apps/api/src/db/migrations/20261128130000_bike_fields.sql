-- Issue #19: three optional facts of a bike, as Bike Index records them, that help tell it apart.
-- The year's upper bound (next year's models) depends on today, so the API checks it; the
-- database only refuses what can never be a bicycle's year.
ALTER TABLE bikes
  ADD COLUMN year smallint CHECK (year >= 1900),
  ADD COLUMN frame_size text CHECK (char_length(frame_size) <= 20),
  ADD COLUMN second_color text CHECK (char_length(second_color) <= 40);

COMMENT ON COLUMN bikes.year IS 'Model year as the owner gave it (1900 to next year), or NULL.';
COMMENT ON COLUMN bikes.frame_size IS 'Frame size as the owner typed it ("M", "54 cm"), or NULL.';
COMMENT ON COLUMN bikes.second_color IS 'A second frame colour, or NULL.';
