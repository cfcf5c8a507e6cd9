-- Issue #25 (decision 047): theft reports were indexed only as a bike's open report. A bike's reports,
-- newest first (its page's facts and reward); an owner's reports and reward payments (the data export);
-- the admin overview's counts by status and its weekly thefts and recoveries; a reward's latest dispute
-- (only the open one was indexed). Small tables (one row per theft at most): built in the migration's
-- transaction, under its lock timeout.
CREATE INDEX theft_reports_bike_idx ON theft_reports (bike_id, created_at DESC);
CREATE INDEX theft_reports_owner_idx ON theft_reports (owner_id);
CREATE INDEX theft_reports_created_idx ON theft_reports (created_at);
CREATE INDEX theft_reports_status_idx ON theft_reports (status, recovered_at);
CREATE INDEX reward_payments_owner_idx ON reward_payments (owner_id);
CREATE INDEX disputes_theft_report_idx ON disputes (theft_report_id, created_at DESC);
