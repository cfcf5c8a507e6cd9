-- The shop area (issue #8): a shop activates one of its tags for a customer at sale,
-- and a bike's owner lets a shop write to the bike's maintenance log.

-- One sale per tag: the tag waits for the customer (by address, or by the mailed
-- link) until it is claimed; a claimed sale is kept as the tag's provenance.
CREATE TABLE shop_sales (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tag_id uuid NOT NULL UNIQUE REFERENCES tags (id),
  shop_id uuid NOT NULL REFERENCES users (id),
  -- As the shop typed it, lower-cased: the shop sees it back, nobody else does.
  customer_email text NOT NULL CHECK (customer_email = lower(customer_email) AND char_length(customer_email) <= 254),
  -- SHA-256 of the invitation link's token (the token itself is only in the mail).
  token_hash bytea NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  claimed_at timestamptz,
  -- Null again when that account is deleted; claimed_at still says the sale was completed.
  claimed_by uuid REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX shop_sales_shop_idx ON shop_sales (shop_id, created_at DESC);
-- Every sign-in looks up the sales waiting for its address.
CREATE INDEX shop_sales_open_email_idx ON shop_sales (customer_email) WHERE claimed_at IS NULL;

-- An owner's consent for a shop to add maintenance records to one bike. A consent
-- counts only while the bike is still the granting owner's (a transfer ends it).
CREATE TABLE maintenance_consents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  bike_id uuid NOT NULL REFERENCES bikes (id) ON DELETE CASCADE,
  shop_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  granted_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  granted_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
-- At most one active consent per bike and shop; revoked ones stay as history.
CREATE UNIQUE INDEX maintenance_consents_active_idx ON maintenance_consents (bike_id, shop_id) WHERE revoked_at IS NULL;
CREATE INDEX maintenance_consents_shop_idx ON maintenance_consents (shop_id) WHERE revoked_at IS NULL;
