/**
 * The tables as Kysely sees them. Each module adds its tables here, next to its migration.
 * Conventions: money in integer minor units (paisa), calendar dates as `YYYY-MM-DD` text,
 * timestamps as ISO 8601 UTC text, booleans as 0/1 integers, so SQLite and PostgreSQL
 * return the same values to the same query code.
 */
import type { Generated } from 'kysely';
import type { RoleName } from '@app/shared/options';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** The username lower-cased, so that "Ali" and "ali" cannot both exist. */
  username_key: string;
  /** Stored lower-cased. */
  email: string;
  password_hash: string;
  role: RoleName;
  disabled: number;
  created_at: string;
  updated_at: string;
}

export interface Database {
  users: UsersTable;
}
