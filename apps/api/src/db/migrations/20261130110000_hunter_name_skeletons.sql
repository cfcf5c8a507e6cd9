-- Hunter names that cannot impersonate (issue #24, decision 042): a name is the same name as its
-- look-alikes. Its two comparison keys (UTS #39 confusable skeletons, case-folded; packages/shared
-- hunter-name.ts) are computed by the application, since PostgreSQL has no confusables data, and
-- stored beside the name; the unique indexes let only one of two accounts racing for look-alikes win.
ALTER TABLE users
  ADD COLUMN hunter_name_skeleton text NULL,
  ADD COLUMN hunter_name_cased_skeleton text NULL;

-- Every write from now on carries both keys with the name. Names chosen before get theirs at the next
-- start-up (users/hunter-name-keys.ts backfillHunterNameKeys); NOT VALID: those rows are not checked here.
ALTER TABLE users ADD CONSTRAINT users_hunter_name_keys_present
  CHECK ((hunter_name IS NULL) = (hunter_name_skeleton IS NULL) AND (hunter_name IS NULL) = (hunter_name_cased_skeleton IS NULL)) NOT VALID;

CREATE UNIQUE INDEX users_hunter_name_skeleton_key ON users (hunter_name_skeleton) WHERE hunter_name_skeleton IS NOT NULL;
CREATE UNIQUE INDEX users_hunter_name_cased_skeleton_key ON users (hunter_name_cased_skeleton) WHERE hunter_name_cased_skeleton IS NOT NULL;

-- Names equal regardless of case have equal folded skeletons: the index of 20261128120000 says no more.
DROP INDEX users_hunter_name_key;

COMMENT ON COLUMN users.hunter_name_skeleton IS 'Comparison key of hunter_name: its UTS #39 skeleton with case folded first and after; unique. Not for display.';
COMMENT ON COLUMN users.hunter_name_cased_skeleton IS 'Comparison key of hunter_name: its UTS #39 skeleton of the letters as written, then case-folded; unique. Not for display.';
