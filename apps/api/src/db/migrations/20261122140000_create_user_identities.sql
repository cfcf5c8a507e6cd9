-- Sign in with Google (issue #7): accounts linked to an OpenID Connect identity, and
-- the short-lived tickets that carry a verified identity to the step where the user
-- accepts the terms (a new account) or proves the password (linking an existing one).

CREATE TABLE user_identities (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('google')),
  -- The provider's stable id of the person (`sub`); the address can change, this cannot.
  subject text NOT NULL,
  -- The address the provider vouched for when the identity was linked.
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject),
  -- One identity per provider and account: a second Google account would be a second way in.
  UNIQUE (user_id, provider)
);

-- A verified identity waiting for the user: stored hashed like the other tokens,
-- single use, minutes long. Nothing is created until the ticket is spent.
CREATE TABLE identity_tickets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash bytea NOT NULL UNIQUE,
  purpose text NOT NULL CHECK (purpose IN ('signup', 'link')),
  provider text NOT NULL CHECK (provider IN ('google')),
  subject text NOT NULL,
  email text NOT NULL,
  given_name text NOT NULL,
  family_name text NOT NULL,
  -- The existing account a link ticket would attach the identity to.
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((purpose = 'link') = (user_id IS NOT NULL))
);
CREATE INDEX identity_tickets_expires_idx ON identity_tickets (expires_at);
