import type { Selectable } from 'kysely';
import type { z } from 'zod';
import {
  CLIENT_LIST_FIELDS,
  type clientCreateSchema,
  type clientUpdateSchema,
} from '@app/shared/client';
import type { Db } from '../../db/database';
import type { ClientsTable } from '../../db/schema';
import { fetchPage, type ListPage, type RelatedRows } from '../../lists/list-page';
import { listSpec } from '../../http/strapi-query';
import type { ListQuery } from '../../lists/list-query';
import type { AuditActor, AuditSnapshot } from '../audit/audit-entry';
import { attachMedia, loadOwnerFiles, mediaRelation } from '../files/files.repository';
import { createWithMedia, deleteWithMedia, updateWithMedia } from '../files/media-entry-writes';
import { auditedFileName, type MediaChange } from '../files/stored-file';
import { closeOrderGap, inDisplayOrder, nextDisplayOrder, reorderRows } from './display-order';

export type ClientRow = Selectable<ClientsTable>;
type ClientCreate = z.output<typeof clientCreateSchema>;
type ClientUpdate = z.output<typeof clientUpdateSchema>;

/** The columns behind the fields `GET /api/clients` filters and sorts by. */
export const CLIENTS_LIST_SPEC = listSpec(
  CLIENT_LIST_FIELDS,
  'clients',
  {
    id: 'id',
    name: 'name',
    order: 'display_order',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
  { logo: mediaRelation('client', 'logo') },
);

export function listClients(
  db: Db,
  query: ListQuery,
  related?: RelatedRows,
): Promise<ListPage<ClientRow>> {
  return fetchPage<ClientRow>(db, 'clients', inDisplayOrder(query), related);
}

export function findClient(db: Db, id: number): Promise<ClientRow | undefined> {
  return db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A client's fields by their API names, its logo as `name (#id)`, for the audit trail. */
async function auditedClient(trx: Db, row: ClientRow): Promise<AuditSnapshot> {
  const [logo] = await loadOwnerFiles(trx, 'client', row.id, 'logo');
  return {
    name: row.name,
    order: row.display_order,
    logo: logo ? auditedFileName(logo) : null,
  };
}

const setLogo = (trx: Db, id: number, logo: number) =>
  attachMedia(trx, { type: 'client', id, field: 'logo' }, [logo], 'image');

/** Adds a client after the others. */
export function createClient(
  db: Db,
  input: ClientCreate,
  actor: AuditActor,
): Promise<MediaChange<ClientRow>> {
  return createWithMedia(db, 'clients', {
    actor,
    entityType: 'client',
    audited: auditedClient,
    values: async (trx) => ({
      name: input.name,
      display_order: await nextDisplayOrder(trx, 'clients'),
    }),
    setMedia: (trx, id) => setLogo(trx, id, input.logo),
  });
}

/** Changes the fields sent; a new logo replaces the old one. Undefined when there is no such client. */
export function updateClient(
  db: Db,
  id: number,
  changes: ClientUpdate,
  actor: AuditActor,
): Promise<MediaChange<ClientRow> | undefined> {
  return updateWithMedia(db, 'clients', id, {
    actor,
    entityType: 'client',
    audited: auditedClient,
    values: changes.name !== undefined ? { name: changes.name } : {},
    setMedia: async (trx) => (changes.logo !== undefined ? setLogo(trx, id, changes.logo) : []),
  });
}

/** Deletes a client with its logo; the clients after it move up one place. */
export function deleteClient(db: Db, id: number, actor: AuditActor) {
  return deleteWithMedia(db, 'clients', id, {
    actor,
    entityType: 'client',
    ownerType: 'client',
    audited: auditedClient,
    afterDelete: (trx, row) => closeOrderGap(trx, 'clients', row.display_order),
  });
}

export function reorderClients(db: Db, ids: readonly number[], actor: AuditActor) {
  return reorderRows(db, ids, actor, {
    table: 'clients',
    entityType: 'client',
    audited: auditedClient,
  });
}
