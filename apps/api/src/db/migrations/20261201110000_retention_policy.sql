-- Issue #26 items 2 and 3 (decision 049): what the retention job (modules/privacy) and the reduced
-- collection need of the schema.

-- The contact form keeps the sender's network keyed under the day's rotating key (lib/rotating-keys.ts),
-- as every other client key: 22 characters that cannot be recomputed once that key is deleted, two days
-- later. The values keyed under the permanent JWT secret go: whoever holds the configuration could
-- recompute them for every IPv4 address.
ALTER TABLE contact_messages DROP CONSTRAINT IF EXISTS contact_messages_ip_hash_check;
ALTER TABLE contact_messages ALTER COLUMN ip_hash TYPE text USING NULL;
COMMENT ON COLUMN contact_messages.ip_hash IS 'The sender''s network keyed under the day''s rotating key (a flood from one source shows); cleared after two days.';

-- A resolved transfer's and a claimed shop sale's address is cleared 30 days later (transfer_addresses).
ALTER TABLE bike_transfers ALTER COLUMN to_email DROP NOT NULL;
ALTER TABLE shop_sales ALTER COLUMN customer_email DROP NOT NULL;
COMMENT ON COLUMN bike_transfers.to_email IS 'Who the bike was offered to; null 30 days after the transfer was resolved.';
COMMENT ON COLUMN shop_sales.customer_email IS 'Lower-cased, as the shop typed it; null 30 days after the sale was claimed.';

-- The audit log stays append-only for changes. A row may be deleted only five years after it was
-- written (audit_log rule), by the retention job's transaction, which says so first (SET LOCAL); the
-- job decides what is due, as it does for every other table.
DROP TRIGGER audit_log_append_only ON audit_log;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
CREATE FUNCTION audit_log_refuse_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('ritrova.audit_log_expiry', true) IS DISTINCT FROM 'on' THEN
    RAISE EXCEPTION 'the audit log is append-only (% on %): only the retention job deletes expired entries', TG_OP, TG_TABLE_NAME;
  END IF;
  RETURN OLD;
END $$;
CREATE TRIGGER audit_log_deleted_only_when_expired BEFORE DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_delete();

-- A Hunter's area is stored to the ~1 km (0.01°) its radius (at least 1 km) needs; new areas are
-- rounded when written, these now.
UPDATE hunter_areas SET lat = round(lat::numeric, 2)::double precision, lng = round(lng::numeric, 2)::double precision
WHERE lat <> round(lat::numeric, 2)::double precision OR lng <> round(lng::numeric, 2)::double precision;
COMMENT ON COLUMN hunter_areas.lat IS 'The centre the Hunter chose, to 0.01° (about 1 km: the radius is at least 1 km); only they see it.';
