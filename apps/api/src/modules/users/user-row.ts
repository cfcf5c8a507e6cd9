import type { Selectable } from 'kysely';
import type { UsersTable } from '../../db/schema.ts';

/** A user as loaded from the database: what services, policies and presenters of every module take as the actor. */
export type UserRow = Selectable<UsersTable>;
