-- Shops and the admin's inventory (issue #8): a batch of tags can be assigned to a shop
-- account, which activates them for its customers at sale; an inventory tag (no owner
-- yet) can be marked lost or retired.

ALTER TABLE tags ADD COLUMN shop_id uuid REFERENCES users (id);
CREATE INDEX tags_shop_idx ON tags (shop_id) WHERE shop_id IS NOT NULL;

-- Was: status = 'unassigned' OR owner_id IS NOT NULL. Only an assigned tag needs its owner.
ALTER TABLE tags DROP CONSTRAINT tags_check;
ALTER TABLE tags ADD CONSTRAINT tags_assigned_has_owner CHECK (status <> 'assigned' OR owner_id IS NOT NULL);
