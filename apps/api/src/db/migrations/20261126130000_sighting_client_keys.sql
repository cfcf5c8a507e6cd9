-- An anonymous client's scans of a stolen bike make at most one sighting per 10 minutes (issue #17):
-- a sighting made by a scan remembers which client made it (a hash of its address and device
-- fingerprint, never the address itself), so the next scan from the same client can tell.
ALTER TABLE sightings ADD COLUMN client_key text;
CREATE INDEX sightings_client_idx ON sightings (theft_report_id, client_key, created_at DESC) WHERE client_key IS NOT NULL;
