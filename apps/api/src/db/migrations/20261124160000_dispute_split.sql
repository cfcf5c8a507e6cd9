-- Issue #8: an admin may decide a dispute by splitting the Hunter's share: the
-- Hunter keeps `outcome_hunter_cents`, the rest goes back to the owner.
ALTER TABLE disputes DROP CONSTRAINT disputes_outcome_check;
ALTER TABLE disputes ADD CONSTRAINT disputes_outcome_check CHECK (outcome IN ('hunter', 'owner', 'split'));
ALTER TABLE disputes
  ADD COLUMN outcome_hunter_cents integer CHECK (outcome_hunter_cents > 0),
  ADD CONSTRAINT disputes_split_amount CHECK ((outcome = 'split') = (outcome_hunter_cents IS NOT NULL));
