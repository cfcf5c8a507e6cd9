-- The public Hunter name (issue #19): how owners tell Hunters apart when they credit a return, unique
-- regardless of case. Not the username (a private handle, optional, never shown to others). Chosen at
-- sign-up by Hunters or later in the profile; freed when the account is deleted.
ALTER TABLE users ADD COLUMN hunter_name text NULL CHECK (char_length(hunter_name) BETWEEN 3 AND 30);

CREATE UNIQUE INDEX users_hunter_name_key ON users (lower(hunter_name)) WHERE hunter_name IS NOT NULL;

COMMENT ON COLUMN users.hunter_name IS 'The public Hunter name owners see (unique regardless of case); null until chosen.';
