-- Issue #26 item 5: an erased person's details leave the audit log at once. The log stays append-only
-- for everything else: an UPDATE is allowed only inside the transaction that erases an account, which
-- says so first (set_config('ritrova.audit_log_erasure', 'on', true): transaction-local), and only to
-- change `before` and `after` (admin/audit.ts `scrubAuditEntries` replaces the person's identifying
-- values there); who acted, what, on what and when stay as written. Deletions keep the rule of
-- 20261201110000 (the retention job, five years on).
CREATE FUNCTION audit_log_refuse_change_but_erasure() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('ritrova.audit_log_erasure', true) = 'on'
     AND NEW.id = OLD.id AND NEW.actor_id = OLD.actor_id AND NEW.action = OLD.action
     AND NEW.target_type = OLD.target_type AND NEW.target_id IS NOT DISTINCT FROM OLD.target_id
     AND NEW.created_at = OLD.created_at THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'the audit log is append-only (% on %): only an erasure scrubs before/after', TG_OP, TG_TABLE_NAME;
END $$;
DROP TRIGGER IF EXISTS audit_log_append_only ON audit_log;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change_but_erasure();
