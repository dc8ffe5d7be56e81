import type { Selectable } from 'kysely';
import type { z } from 'zod';
import {
  CLIENT_TESTIMONIAL_LIST_FIELDS,
  type clientTestimonialCreateSchema,
  type clientTestimonialUpdateSchema,
} from '@app/shared/client-testimonial';
import type { Db } from '../../db/database';
import type { ClientTestimonialsTable } from '../../db/schema';
import { fetchPage, type ListPage, type RelatedRows } from '../../lists/list-page';
import { listSpec } from '../../http/strapi-query';
import type { ListQuery } from '../../lists/list-query';
import type { AuditActor, AuditSnapshot } from '../audit/audit-entry';
import { attachMedia, loadOwnerFiles, mediaRelation } from '../files/files.repository';
import { createWithMedia, deleteWithMedia, updateWithMedia } from '../files/media-entry-writes';
import { auditedFileName, type MediaChange } from '../files/stored-file';
import { closeOrderGap, inDisplayOrder, nextDisplayOrder, reorderRows } from './display-order';

export type ClientTestimonialRow = Selectable<ClientTestimonialsTable>;
type ClientTestimonialCreate = z.output<typeof clientTestimonialCreateSchema>;
type ClientTestimonialUpdate = z.output<typeof clientTestimonialUpdateSchema>;

const TABLE = 'client_testimonials';

/** The columns behind the fields `GET /api/client-testimonials` filters and sorts by. */
export const CLIENT_TESTIMONIALS_LIST_SPEC = listSpec(
  CLIENT_TESTIMONIAL_LIST_FIELDS,
  TABLE,
  {
    id: 'id',
    quote: 'quote',
    name: 'name',
    role: 'role',
    company: 'company',
    order: 'display_order',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
  { photo: mediaRelation('client-testimonial', 'photo') },
);

export function listClientTestimonials(
  db: Db,
  query: ListQuery,
  related?: RelatedRows,
): Promise<ListPage<ClientTestimonialRow>> {
  return fetchPage<ClientTestimonialRow>(db, TABLE, inDisplayOrder(query), related);
}

export function findClientTestimonial(
  db: Db,
  id: number,
): Promise<ClientTestimonialRow | undefined> {
  return db.selectFrom(TABLE).selectAll().where('id', '=', id).executeTakeFirst();
}

/** A testimonial's fields by their API names, its photo as `name (#id)`, for the audit trail. */
async function auditedClientTestimonial(
  trx: Db,
  row: ClientTestimonialRow,
): Promise<AuditSnapshot> {
  const [photo] = await loadOwnerFiles(trx, 'client-testimonial', row.id, 'photo');
  return {
    quote: row.quote,
    name: row.name,
    role: row.role,
    company: row.company,
    order: row.display_order,
    photo: photo ? auditedFileName(photo) : null,
  };
}

const setPhoto = (trx: Db, id: number, photo: number | null) =>
  attachMedia(
    trx,
    { type: 'client-testimonial', id, field: 'photo' },
    photo === null ? [] : [photo],
    'image',
  );

/** Adds a client testimonial after the others. */
export function createClientTestimonial(
  db: Db,
  input: ClientTestimonialCreate,
  actor: AuditActor,
): Promise<MediaChange<ClientTestimonialRow>> {
  return createWithMedia(db, TABLE, {
    actor,
    entityType: 'client-testimonial',
    audited: auditedClientTestimonial,
    values: async (trx) => ({
      quote: input.quote,
      name: input.name,
      role: input.role,
      company: input.company,
      display_order: await nextDisplayOrder(trx, TABLE),
    }),
    setMedia: (trx, id) => setPhoto(trx, id, input.photo),
  });
}

/** Changes the fields sent (`photo: null` removes the photo). Undefined when there is no such testimonial. */
export function updateClientTestimonial(
  db: Db,
  id: number,
  changes: ClientTestimonialUpdate,
  actor: AuditActor,
): Promise<MediaChange<ClientTestimonialRow> | undefined> {
  const { photo, ...texts } = changes;
  return updateWithMedia(db, TABLE, id, {
    actor,
    entityType: 'client-testimonial',
    audited: auditedClientTestimonial,
    values: texts,
    setMedia: async (trx) => (photo !== undefined ? setPhoto(trx, id, photo) : []),
  });
}

/** Deletes a client testimonial with its photo; the ones after it move up one place. */
export function deleteClientTestimonial(db: Db, id: number, actor: AuditActor) {
  return deleteWithMedia(db, TABLE, id, {
    actor,
    entityType: 'client-testimonial',
    ownerType: 'client-testimonial',
    audited: auditedClientTestimonial,
    afterDelete: (trx, row) => closeOrderGap(trx, TABLE, row.display_order),
  });
}

export function reorderClientTestimonials(db: Db, ids: readonly number[], actor: AuditActor) {
  return reorderRows(db, ids, actor, {
    table: TABLE,
    entityType: 'client-testimonial',
    audited: auditedClientTestimonial,
  });
}
