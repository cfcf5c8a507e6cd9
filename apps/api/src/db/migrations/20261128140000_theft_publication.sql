-- A theft the owner chose to publish (issue #19): a public page (/rubate/<public_id>), the public
-- listing and a printable poster. Opt-in: NULL published_at means not public. The public id is a
-- short random slug, so the public address never reveals the report's uuid; it is kept when the
-- publication is withdrawn, so a poster already printed works again if the owner publishes again.
-- Only an open report is ever shown: recovery ends the publication at once.
ALTER TABLE theft_reports
  ADD COLUMN published_at timestamptz NULL,
  ADD COLUMN public_id text NULL UNIQUE CHECK (public_id ~ '^[a-z0-9]{10}$'),
  ADD COLUMN public_serial boolean NOT NULL DEFAULT false,
  ADD CONSTRAINT theft_reports_published_has_id CHECK (published_at IS NULL OR public_id IS NOT NULL);

CREATE INDEX theft_reports_published_idx ON theft_reports (stolen_at DESC, id DESC)
  WHERE published_at IS NOT NULL AND status = 'open';

COMMENT ON COLUMN theft_reports.published_at IS 'When the owner published the theft (public page, listing, poster); NULL: not public.';
COMMENT ON COLUMN theft_reports.public_id IS 'The public page''s id (/rubate/<public_id>): ten random letters and digits, set at the first publication.';
COMMENT ON COLUMN theft_reports.public_serial IS 'The owner chose to show the serial number on the public page (default hidden).';
