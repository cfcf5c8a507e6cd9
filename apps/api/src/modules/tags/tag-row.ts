import type { Selectable } from 'kysely';
import type { TagsTable } from '../../db/schema.ts';

/** A tag as loaded from the database (inventory, owner's or on a bike). */
export type TagRow = Selectable<TagsTable>;
