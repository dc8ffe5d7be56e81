import type { Kysely, Selectable, Updateable } from 'kysely';
import type { AuditEntityType, AuditValue } from '@app/shared/audit';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { AuditActor, AuditSnapshot } from './audit-entry';
import { recordAudit } from './audit.repository';
import type { TableWithId } from './delete-with-audit';

export interface AuditedUpdate<T extends TableWithId> {
  actor: AuditActor;
  entityType: AuditEntityType;
  /** What the audit trail keeps of the row as it was (read after it was locked). */
  before: AuditSnapshot;
  /** What the audit trail keeps of the row as it is now (read in the same transaction). */
  audited: (row: Selectable<Database[T]>) => AuditSnapshot | Promise<AuditSnapshot>;
  /** What the entry notes besides the change (an Admin's unlock, say). */
  details?: Record<string, AuditValue>;
}

/**
 * Sets `values` on the row of `table` with this id, in the transaction that locked it for the
 * change (`lockRowForChange`), and records the change in the audit trail. Answers the row as it
 * now is.
 */
export async function updateWithAudit<T extends TableWithId>(
  trx: Db,
  table: T,
  id: number,
  values: Updateable<Database[T]>,
  { actor, entityType, before, audited, details }: AuditedUpdate<T>,
): Promise<Selectable<Database[T]>> {
  // Kysely cannot type a query on a table named by a type parameter; every such table has an
  // `id`, and the row it returns is that table's.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const after = (await (trx as Kysely<any>)
    .updateTable(table as string)
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()) as Selectable<Database[T]>;
  await recordAudit(trx, {
    actor,
    entityType,
    entityId: id,
    action: 'update',
    before,
    after: await audited(after),
    details,
  });
  return after;
}
