-- Accounts, sessions (refresh token families), single-use tokens and rate-limit counters.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  password_hash text,
  nome text NOT NULL,
  cognome text NOT NULL,
  username text,
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'shop', 'admin')),
  persona text NOT NULL DEFAULT 'owner' CHECK (persona IN ('owner', 'hunter')),
  language text NOT NULL DEFAULT 'it' CHECK (language IN ('it', 'en', 'zh')),
  email_verified_at timestamptz,
  terms_accepted_at timestamptz,
  privacy_accepted_at timestamptz,
  age_confirmed_at timestamptz,
  -- Bumped to end every session at once (password change, suspension, deletion).
  session_version integer NOT NULL DEFAULT 1,
  suspended_at timestamptz,
  deleted_at timestamptz,
  last_login_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Addresses are unique whatever their case.
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE UNIQUE INDEX users_username_key ON users (lower(username)) WHERE username IS NOT NULL;

-- One row per issued refresh token; a family is one sign-in and its rotations.
CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id uuid NOT NULL,
  token_hash bytea NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  rotated_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

-- E-mail verification and password reset tokens, stored hashed, single use.
CREATE TABLE one_time_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('email_verification', 'password_reset')),
  token_hash bytea NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX one_time_tokens_user_idx ON one_time_tokens (user_id, purpose);

-- Fixed-window counters shared by every API process.
CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_counters_reset_idx ON rate_limit_counters (reset_at);
