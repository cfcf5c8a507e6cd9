-- The maintenance log of a bike (issue #6): what was done, when, by whom, and what it cost.
-- Amounts are integer euro cents; the total is always parts + labour, computed when read,
-- so it can never disagree with them. Distances are whole kilometres.

CREATE TABLE maintenance_records (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The log belongs to the bike: it follows the bike to a new owner and goes with it.
  bike_id uuid NOT NULL REFERENCES bikes (id) ON DELETE CASCADE,
  service_type text NOT NULL DEFAULT 'general_maintenance' CHECK (service_type IN (
    'general_maintenance', 'repair', 'component_upgrade', 'tune_up', 'inspection', 'tire_replacement',
    'brake_service', 'drivetrain_service', 'wheel_service', 'suspension_service', 'other'
  )),
  -- A calendar day: the service happened on a day, not at an instant.
  service_date date NOT NULL CHECK (service_date >= DATE '1900-01-01'),
  description text NOT NULL CHECK (char_length(description) BETWEEN 1 AND 1000),
  -- As typed, comma separated.
  components_replaced text CHECK (char_length(components_replaced) <= 500),
  issues_found text CHECK (char_length(issues_found) <= 1000),
  recommendations text CHECK (char_length(recommendations) <= 1000),
  parts_cents integer NOT NULL DEFAULT 0 CHECK (parts_cents BETWEEN 0 AND 10000000),
  labor_cents integer NOT NULL DEFAULT 0 CHECK (labor_cents BETWEEN 0 AND 10000000),
  technician_name text CHECK (char_length(technician_name) <= 80),
  odometer_km integer NOT NULL DEFAULT 0 CHECK (odometer_km BETWEEN 0 AND 1000000),
  -- Who wrote the record; the record outlives the account (the log is the bike's).
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  -- 'shop' for records written by a shop account (issue #8), 'user' for everyone else.
  created_by_type text NOT NULL CHECK (created_by_type IN ('user', 'shop')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The history of a bike, newest service first.
CREATE INDEX maintenance_records_bike_idx ON maintenance_records (bike_id, service_date DESC, created_at DESC);
-- Setting created_by to null when an account is removed must not scan the table.
CREATE INDEX maintenance_records_created_by_idx ON maintenance_records (created_by) WHERE created_by IS NOT NULL;
