import type { Selectable } from 'kysely';
import { toMinorUnits } from '@app/shared/money';
import {
  SERVICE_LIST_FIELDS,
  type ServiceCreateData,
  type ServiceUpdateData,
} from '@app/shared/service';
import type { Db } from '../../db/database';
import type { ServicesTable } from '../../db/schema';
import { fetchPage, type ListPage } from '../../lists/list-page';
import { listSpec } from '../../http/strapi-query';
import type { ListQuery } from '../../lists/list-query';
import { nowIso } from '../../http/strapi-response';
import type { AuditActor } from '../audit/audit-entry';
import { serviceFields } from './services.mapper';
import { lockRowForChange } from '../audit/lock-for-change';
import { deleteWithAudit, insertWithAudit, updateWithAudit } from '../audit/audited-writes';

export type ServiceRow = Selectable<ServicesTable>;

/** The columns behind the list's filters and sorts; each is indexed. */
export const SERVICES_LIST_SPEC = listSpec(SERVICE_LIST_FIELDS, 'services', {
  id: 'id',
  item: 'item',
  type: 'type',
  tax: 'tax',
  rate: 'rate',
  price_pkr: 'price_pkr',
  remarks: 'remarks',
  date: 'date',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
});

/** One page of the price list and the number of entries that match the filters. */
export async function listServices(db: Db, query: ListQuery): Promise<ListPage<ServiceRow>> {
  return fetchPage<ServiceRow>(db, 'services', query);
}

export function findService(db: Db, id: number): Promise<ServiceRow | undefined> {
  return db.selectFrom('services').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findServices(db: Db, ids: readonly number[]): Promise<ServiceRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('services')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

export function createService(
  db: Db,
  data: ServiceCreateData,
  actor: AuditActor,
): Promise<ServiceRow> {
  const now = nowIso();
  const values = {
    item: data.item,
    type: data.type,
    tax: data.tax,
    rate: toMinorUnits(data.rate),
    price_pkr: toMinorUnits(data.price_pkr),
    remarks: data.remarks,
    date: data.date,
    created_at: now,
    updated_at: now,
  };
  return db.transaction().execute((trx) =>
    insertWithAudit(trx, 'services', values, {
      actor,
      entityType: 'service',
      audited: serviceFields,
    }),
  );
}

/** Changes only the fields given; the invoices copied from this service keep their own lines. */
export async function updateService(
  db: Db,
  id: number,
  data: ServiceUpdateData,
  actor: AuditActor,
): Promise<ServiceRow | undefined> {
  const { rate, price_pkr, ...texts } = data;
  const changes = {
    ...texts,
    ...(rate === undefined ? {} : { rate: toMinorUnits(rate) }),
    ...(price_pkr === undefined ? {} : { price_pkr: toMinorUnits(price_pkr) }),
  };
  if (Object.keys(changes).length === 0) return findService(db, id);
  return db.transaction().execute(async (trx) => {
    const before = await lockRowForChange(trx, 'services', id);
    if (!before) return undefined;
    return updateWithAudit(
      trx,
      'services',
      id,
      { ...changes, updated_at: nowIso() },
      { actor, entityType: 'service', before: serviceFields(before), audited: serviceFields },
    );
  });
}

/** Deletes one service; the invoice lines copied from it keep their data and lose only the link. */
export function deleteService(
  db: Db,
  id: number,
  actor: AuditActor,
): Promise<ServiceRow | undefined> {
  return deleteWithAudit(db, 'services', id, {
    actor,
    entityType: 'service',
    audited: serviceFields,
  });
}
