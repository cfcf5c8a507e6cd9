-- The facts of a theft (issue #19): when it was (stolen_at, already there), where, how, and the
-- police report (denuncia). All optional. The exact place stays with the owner; Hunters and the
-- public see it rounded to about a kilometre and named after the nearest municipality.
ALTER TABLE theft_reports
  ADD COLUMN place_lat double precision NULL CHECK (place_lat BETWEEN -90 AND 90),
  ADD COLUMN place_lng double precision NULL CHECK (place_lng BETWEEN -180 AND 180),
  ADD COLUMN place_address text NULL,
  ADD COLUMN place_istat text NULL,
  ADD COLUMN circumstances text NULL,
  ADD COLUMN lock_description text NULL,
  ADD COLUMN police_report_number text NULL,
  ADD COLUMN police_station text NULL,
  ADD COLUMN police_report_date date NULL,
  ADD CONSTRAINT theft_reports_place_point CHECK ((place_lat IS NULL) = (place_lng IS NULL));

COMMENT ON COLUMN theft_reports.place_lat IS 'Where the bike was stolen, exactly (with place_lng); only the owner sees it, others a point rounded to 0.01°.';
COMMENT ON COLUMN theft_reports.place_lng IS 'Where the bike was stolen, exactly (with place_lat).';
COMMENT ON COLUMN theft_reports.place_address IS 'Where the bike was stolen, as the owner typed it; only the owner sees it.';
COMMENT ON COLUMN theft_reports.place_istat IS 'ISTAT code of the municipality nearest the point (places/municipalities.json).';
COMMENT ON COLUMN theft_reports.circumstances IS 'How the theft happened, in the owner''s words (shown to Hunters and the public).';
COMMENT ON COLUMN theft_reports.lock_description IS 'How the bike was locked; only the owner sees it.';
COMMENT ON COLUMN theft_reports.police_report_number IS 'The police report (denuncia) number; only the owner sees it.';
COMMENT ON COLUMN theft_reports.police_station IS 'Where the police report was filed; only the owner sees it.';
COMMENT ON COLUMN theft_reports.police_report_date IS 'When the police report was filed (not before the theft).';
