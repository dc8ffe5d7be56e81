import { sql, SqliteAdapter, type Selectable } from 'kysely';
import type { RoleName } from '@app/shared/options';
import { USER_LIST_FIELDS } from '@app/shared/users';
import type { Db } from '../../db/database';
import type { UsersTable } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { nowIso } from '../../http/strapi-response';
import { fetchPage, type ListPage } from '../../lists/list-page';
import { listSpec } from '../../http/strapi-query';
import type { ListQuery } from '../../lists/list-query';
import type { AuditActor } from '../audit/audit-entry';
import { updateWithAudit } from '../audit/audited-writes';

export type UserRow = Selectable<UsersTable>;

/** The columns behind the list's filters and sorts. */
export const USERS_LIST_SPEC = listSpec(USER_LIST_FIELDS, 'users', {
  id: 'id',
  username: 'username',
  email: 'email',
  role: 'role',
  disabled: 'disabled',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
});

export class UsernameOrEmailTakenError extends Error {}
export class LastAdminError extends Error {}

/** The lookup key of a username: "Ali" and "ali" are the same account. */
export function usernameKey(username: string): string {
  return username.toLowerCase();
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
}

/** The account an identifier names, by e-mail or username, ignoring case; an e-mail match wins. */
export async function findUserByLogin(db: Db, identifier: string): Promise<UserRow | undefined> {
  const key = identifier.trim().toLowerCase();
  const rows = await db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('email', '=', key), eb('username_key', '=', key)]))
    .execute();
  return rows.find((row) => row.email === key) ?? rows[0];
}

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  role: RoleName;
}

/** Inserts an account; a username or e-mail already in use (in any case) throws UsernameOrEmailTakenError. */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const now = nowIso();
  try {
    return await db
      .insertInto('users')
      .values({
        username: user.username,
        username_key: usernameKey(user.username),
        email: normalizeEmail(user.email),
        password_hash: user.passwordHash,
        role: user.role,
        disabled: 0,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw new UsernameOrEmailTakenError();
    throw error;
  }
}

export async function isUsernameOrEmailTaken(
  db: Db,
  username: string,
  email: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('username_key', '=', usernameKey(username)),
        eb('email', '=', normalizeEmail(email)),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** A page of users and the total that match the list query. */
export async function listUsers(db: Db, query: ListQuery): Promise<ListPage<UserRow>> {
  return fetchPage<UserRow>(db, 'users', query);
}

export interface UserAccessChanges {
  role?: RoleName;
  disabled?: boolean;
}

const isActiveAdmin = (user: Pick<UserRow, 'role' | 'disabled'>) =>
  user.role === 'Admin' && !user.disabled;

/** What the audit trail keeps of a change to an account's access. */
const auditedAccess = (user: UserRow) => ({ role: user.role, disabled: Boolean(user.disabled) });

/**
 * Changes a user's role or disabled flag; undefined when the user does not exist. Throws
 * LastAdminError rather than leave no active Admin. On PostgreSQL the target and every active
 * Admin are locked first, in id order, so two Admins demoting each other at once cannot both
 * succeed (nor deadlock); SQLite runs one write transaction at a time. `alsoWrite` writes what
 * follows from the change (the mail of an approved account) in the same transaction.
 */
export function updateUserAccess(
  db: Db,
  id: number,
  changes: UserAccessChanges,
  actor: AuditActor,
  alsoWrite: (trx: Db, before: UserRow, after: UserRow) => Promise<void> = async () => {},
): Promise<UserRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('users')
      .selectAll()
      .where((eb) =>
        eb.or([eb('id', '=', id), eb.and([eb('role', '=', 'Admin'), eb('disabled', '=', 0)])]),
      )
      .orderBy('id')
      .$if(!(trx.getExecutor().adapter instanceof SqliteAdapter), (qb) => qb.forUpdate())
      .execute();
    const target = rows.find((row) => row.id === id);
    if (!target) return undefined;
    const after = {
      role: changes.role ?? target.role,
      disabled: changes.disabled === undefined ? target.disabled : Number(changes.disabled),
    };
    if (
      isActiveAdmin(target) &&
      !isActiveAdmin(after) &&
      !rows.some((row) => row.id !== id && isActiveAdmin(row))
    ) {
      throw new LastAdminError();
    }
    const updated = await updateWithAudit(
      trx,
      'users',
      id,
      { ...after, updated_at: nowIso() },
      { actor, entityType: 'user', before: auditedAccess(target), audited: auditedAccess },
    );
    await alsoWrite(trx, target, updated);
    return updated;
  });
}

/**
 * Makes the account with this e-mail an active Admin with this password hash; creates it when
 * missing. Its older tokens stop working, as after any password reset.
 */
export async function upsertAdmin(db: Db, email: string, passwordHash: string): Promise<UserRow> {
  const existing = await findUserByEmail(db, email);
  if (!existing)
    return insertUser(db, { username: normalizeEmail(email), email, passwordHash, role: 'Admin' });
  return db
    .updateTable('users')
    .set({
      role: 'Admin',
      disabled: 0,
      password_hash: passwordHash,
      token_version: sql<number>`token_version + 1`,
      updated_at: nowIso(),
    })
    .where('id', '=', existing.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
