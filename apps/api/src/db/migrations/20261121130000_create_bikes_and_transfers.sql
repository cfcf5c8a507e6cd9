-- Owners' bikes, their ownership history, and transfers of ownership between accounts.

CREATE TABLE bikes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES users (id),
  name text NOT NULL,
  brand text NOT NULL,
  model text,
  type text NOT NULL CHECK (type IN ('city', 'mountain', 'road', 'electric', 'hybrid', 'folding', 'gravel', 'children', 'other')),
  color text,
  -- Shown as the owner typed it; searched in its normalised form (upper case, no separators).
  serial_number text,
  serial_number_normalized text GENERATED ALWAYS AS (upper(regexp_replace(serial_number, '[[:space:]_./-]', '', 'g'))) STORED,
  notes text,
  purchase_value_cents integer CHECK (purchase_value_cents >= 0),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'stolen', 'recovered', 'maintenance')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bikes_owner_idx ON bikes (owner_id, created_at DESC);
CREATE INDEX bikes_serial_idx ON bikes (serial_number_normalized) WHERE serial_number_normalized IS NOT NULL;

-- Who owned the bike when; shown to owners as dates only.
CREATE TABLE bike_ownerships (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  bike_id uuid NOT NULL REFERENCES bikes (id) ON DELETE CASCADE,
  owner_id uuid NOT NULL REFERENCES users (id),
  via text NOT NULL CHECK (via IN ('registration', 'transfer')),
  started_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz
);
CREATE INDEX bike_ownerships_bike_idx ON bike_ownerships (bike_id, started_at);
-- One current owner per bike.
CREATE UNIQUE INDEX bike_ownerships_current_key ON bike_ownerships (bike_id) WHERE ended_at IS NULL;

CREATE TABLE bike_transfers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  bike_id uuid NOT NULL REFERENCES bikes (id) ON DELETE CASCADE,
  from_user_id uuid NOT NULL REFERENCES users (id),
  to_email text NOT NULL,
  to_user_id uuid REFERENCES users (id),
  token_hash bytea NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined', 'cancelled', 'expired')),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz
);
-- At most one transfer waiting per bike.
CREATE UNIQUE INDEX bike_transfers_pending_key ON bike_transfers (bike_id) WHERE status = 'pending';
CREATE INDEX bike_transfers_recipient_idx ON bike_transfers (lower(to_email)) WHERE status = 'pending';
