import type { FastifyRequest } from 'fastify';
import { SYSTEM_ACTOR_NAME, type AuditChanges, type AuditValue } from '@app/shared/audit';

/** Who made a change: a signed-in user, or the server itself (id null). */
export interface AuditActor {
  id: number | null;
  /** The username at the time, kept even if the account is renamed or deleted later. */
  username: string;
}

/** The server acting on its own: the retention job and the demo content seeded at start-up. */
export const SYSTEM_ACTOR: AuditActor = { id: null, username: SYSTEM_ACTOR_NAME };

/** The signed-in user of a route guarded by `requireRole`. */
export function actorOf(request: FastifyRequest): AuditActor {
  if (!request.user) throw new Error('An audited change needs a signed-in user');
  return { id: request.user.id, username: request.user.username };
}

/** An entity's audited fields by their API names, with API values (PKR, not paisa). */
export type AuditSnapshot = Record<string, AuditValue>;

const isEmptyValue = (value: AuditValue) =>
  value === null || (Array.isArray(value) && value.length === 0);

// Snapshots are built by one function per entity, so their keys (and nested arrays) come in the
// same order and the JSON texts of equal values are equal.
const sameValue = (a: AuditValue, b: AuditValue) =>
  (isEmptyValue(a) && isEmptyValue(b)) || JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields whose value differs, each with its old and new value. `before` null (a create)
 * gives the fields that were filled in; `after` null (a delete) the fields the entity had.
 */
export function changesBetween(
  before: AuditSnapshot | null,
  after: AuditSnapshot | null,
): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    const old = before?.[field] ?? null;
    const next = after?.[field] ?? null;
    if (!sameValue(old, next)) changes[field] = { old, new: next };
  }
  return changes;
}
