import type { Migration } from 'kysely';
import * as users from './0001-users';

/** Every migration, keyed by a name that sorts in the order they must run. */
export const migrations: Record<string, Migration> = {
  '0001-users': users,
};
