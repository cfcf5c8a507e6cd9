-- Rewards (issue #5): payments that fund a reward, payouts to Hunters with their
-- receipts, disputes, hunts, and the relayed finder–owner messages.

-- A reward is: none | awaiting_payment → funded → released (a Hunter credited)
-- | refund_pending (recovered without a Hunter, refunded after the dispute window)
-- | refunded (65% back to the owner).
ALTER TABLE theft_reports DROP CONSTRAINT theft_reports_reward_status_check;
ALTER TABLE theft_reports ADD CONSTRAINT theft_reports_reward_status_check
  CHECK (reward_status IN ('none', 'awaiting_payment', 'funded', 'released', 'refund_pending', 'refunded'));
ALTER TABLE theft_reports
  ADD COLUMN returned_by uuid REFERENCES users (id),
  ADD COLUMN funded_at timestamptz,
  ADD COLUMN expiry_notice_at timestamptz,
  ADD COLUMN refunded_at timestamptz,
  ADD CONSTRAINT theft_reports_returned_by_not_owner CHECK (returned_by IS NULL OR returned_by <> owner_id);
CREATE INDEX theft_reports_expiry_idx ON theft_reports (stolen_at) WHERE status = 'open' AND reward_status = 'funded';

ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check
  CHECK (kind IN ('fund', 'release', 'payout', 'refund', 'reversal'));

-- One attempt to pay a reward into escrow, at one provider.
CREATE TABLE reward_payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  theft_report_id uuid NOT NULL REFERENCES theft_reports (id),
  owner_id uuid NOT NULL REFERENCES users (id),
  provider text NOT NULL CHECK (provider IN ('local', 'stripe')),
  -- The provider's id for it (a Stripe Checkout Session id).
  provider_ref text UNIQUE,
  -- What was charged (a Stripe PaymentIntent id), for refunds.
  charge_ref text,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'cancelled')),
  url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz
);
CREATE INDEX reward_payments_report_idx ON reward_payments (theft_report_id);
CREATE UNIQUE INDEX reward_payments_one_open_key ON reward_payments (theft_report_id) WHERE status = 'open';

-- Provider events already handled: a delivery seen twice changes nothing the second time.
CREATE TABLE payment_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);

CREATE TABLE payout_methods (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('iban', 'paypal')),
  holder_name text NOT NULL,
  iban text,
  paypal_email text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'iban') = (iban IS NOT NULL) AND (kind = 'paypal') = (paypal_email IS NOT NULL))
);

-- A released reward owed to a Hunter: due within 7 Italian business days.
CREATE TABLE payouts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  hunter_id uuid NOT NULL REFERENCES users (id),
  theft_report_id uuid NOT NULL UNIQUE REFERENCES theft_reports (id),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'cancelled')),
  due_on date NOT NULL,
  reference text,
  paid_by uuid REFERENCES users (id),
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'paid') = (paid_at IS NOT NULL))
);
CREATE INDEX payouts_hunter_idx ON payouts (hunter_id, created_at DESC);
CREATE INDEX payouts_due_idx ON payouts (due_on) WHERE status = 'pending';

-- Invoices/receipts: one for each funded reward (to the owner) and each paid reward (to the Hunter).
CREATE SEQUENCE receipt_number_seq;
CREATE TABLE receipts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  number text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('reward_funded', 'reward_paid')),
  user_id uuid NOT NULL REFERENCES users (id),
  theft_report_id uuid NOT NULL REFERENCES theft_reports (id),
  payment_id uuid UNIQUE REFERENCES reward_payments (id),
  payout_id uuid UNIQUE REFERENCES payouts (id),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  issued_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX receipts_user_idx ON receipts (user_id, issued_at DESC);

-- Raised within 30 days of the recovery; freezes the payout until an admin resolves it.
CREATE TABLE disputes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  theft_report_id uuid NOT NULL REFERENCES theft_reports (id),
  raised_by uuid NOT NULL REFERENCES users (id),
  reason text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
  -- hunter: the reward goes (or stays) with the Hunter named; owner: the Hunter's share goes back to the owner.
  outcome text CHECK (outcome IN ('hunter', 'owner')),
  outcome_hunter_id uuid REFERENCES users (id),
  resolution_note text,
  resolved_by uuid REFERENCES users (id),
  resolved_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX disputes_one_open_key ON disputes (theft_report_id) WHERE status = 'open';

-- A Hunter's answer to a hunt (a stolen bike with a funded reward). No row: offered.
CREATE TABLE hunts (
  theft_report_id uuid NOT NULL REFERENCES theft_reports (id) ON DELETE CASCADE,
  hunter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('active', 'declined', 'completed', 'closed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (theft_report_id, hunter_id)
);
CREATE INDEX hunts_hunter_idx ON hunts (hunter_id, status);

-- The owner marks a sighting useful (it counts for the finder's experience and reputation).
ALTER TABLE sightings ADD COLUMN useful boolean NOT NULL DEFAULT false;

-- Finder ↔ owner messages about one theft, relayed: neither sees the other's address.
CREATE TABLE conversations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  theft_report_id uuid NOT NULL REFERENCES theft_reports (id) ON DELETE CASCADE,
  owner_id uuid NOT NULL REFERENCES users (id),
  finder_id uuid NOT NULL REFERENCES users (id),
  sighting_id uuid REFERENCES sightings (id) ON DELETE SET NULL,
  blocked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_message_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (theft_report_id, finder_id),
  CHECK (owner_id <> finder_id)
);
CREATE INDEX conversations_owner_idx ON conversations (owner_id, last_message_at DESC);
CREATE INDEX conversations_finder_idx ON conversations (finder_id, last_message_at DESC);

CREATE TABLE messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  sender_id uuid NOT NULL REFERENCES users (id),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_conversation_idx ON messages (conversation_id, created_at);

ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check
  CHECK (type IN ('sighting', 'message', 'reward_funded', 'reward_released', 'payout_paid', 'expiry_notice', 'reward_refunded', 'dispute'));
ALTER TABLE notifications
  ADD COLUMN conversation_id uuid REFERENCES conversations (id) ON DELETE CASCADE,
  ADD COLUMN theft_report_id uuid REFERENCES theft_reports (id) ON DELETE CASCADE;
