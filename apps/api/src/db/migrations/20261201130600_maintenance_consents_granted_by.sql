-- migrate: no-transaction
-- Issue #26 (decision 050): the data export reads this table by the person; see 20261201130000.
CREATE INDEX CONCURRENTLY IF NOT EXISTS maintenance_consents_granted_by_idx ON maintenance_consents (granted_by);
