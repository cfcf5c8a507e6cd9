-- Two-factor sign-in (issue #7): an optional TOTP second factor (RFC 6238) with
-- single-use recovery codes, and the short-lived challenge between the first factor
-- (password or Google) and the code.

-- The TOTP secret, sealed with AES-256-GCM under TWO_FACTOR_ENCRYPTION_KEY (bound to
-- the account id): a database leak alone does not hand out working codes. Set while
-- the set-up waits for its first code; `totp_enabled_at` marks it confirmed.
ALTER TABLE users
  ADD COLUMN totp_secret_sealed bytea,
  ADD COLUMN totp_enabled_at timestamptz,
  -- The 30-second step of the last accepted code: a code works once (RFC 6238 §5.2).
  ADD COLUMN totp_last_step bigint,
  ADD CONSTRAINT users_totp_enabled_has_secret CHECK (totp_enabled_at IS NULL OR totp_secret_sealed IS NOT NULL);

-- Recovery codes, stored hashed; each works once. A new set replaces the old one.
CREATE TABLE two_factor_recovery_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash bytea NOT NULL UNIQUE,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX two_factor_recovery_codes_user_idx ON two_factor_recovery_codes (user_id);

-- The password (or Google) was right and the code is still to come: a challenge token.
ALTER TABLE one_time_tokens DROP CONSTRAINT one_time_tokens_purpose_check;
ALTER TABLE one_time_tokens
  ADD CONSTRAINT one_time_tokens_purpose_check CHECK (purpose IN ('email_verification', 'password_reset', 'two_factor_challenge'));
