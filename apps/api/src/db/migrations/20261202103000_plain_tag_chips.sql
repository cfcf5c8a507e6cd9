-- Issue #28: a plain batch names its chip, NTAG213, NTAG215 or NTAG216, because the programming
-- sheet differs per chip (user memory, capability container, configuration page addresses).
-- Existing plain tags stay `ntag213`, as they were recorded.
ALTER TABLE tags
  DROP CONSTRAINT tags_chip_check,
  ADD CONSTRAINT tags_chip_check CHECK (chip IN ('ntag213', 'ntag215', 'ntag216', 'ntag424'));
COMMENT ON COLUMN tags.chip IS '`ntag213`, `ntag215`, `ntag216` (plain: the UID mirrored into the URL) or `ntag424` (secure, SUN).';
