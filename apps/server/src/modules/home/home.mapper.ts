import type { ClientAttributes } from '@app/shared/client';
import type { ClientTestimonialAttributes } from '@app/shared/client-testimonial';
import type { KeyFigure, KeyFiguresAttributes } from '@app/shared/key-figures';
import type { Selectable } from 'kysely';
import type { KeyFiguresTable } from '../../db/schema';
import { toEntity, type Entity } from '../../http/strapi-response';
import { singleMediaField } from '../files/files.mapper';
import type { FileRow } from '../files/stored-file';
import type { ClientTestimonialRow } from './client-testimonials.repository';
import type { ClientRow } from './clients.repository';

/** A client; `logo` is present when populated. */
export function toClientEntity(row: ClientRow, logo?: FileRow | null): Entity<ClientAttributes> {
  const attributes: ClientAttributes = {
    name: row.name,
    order: row.display_order,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
  if (logo !== undefined) attributes.logo = singleMediaField(logo);
  return toEntity(row.id, attributes);
}

/** A client testimonial; `photo` is present when populated. */
export function toClientTestimonialEntity(
  row: ClientTestimonialRow,
  photo?: FileRow | null,
): Entity<ClientTestimonialAttributes> {
  const attributes: ClientTestimonialAttributes = {
    quote: row.quote,
    name: row.name,
    role: row.role,
    company: row.company,
    order: row.display_order,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
  if (photo !== undefined) attributes.photo = singleMediaField(photo);
  return toEntity(row.id, attributes);
}

/** The key figures' row as the single type's entity. */
export function toKeyFiguresEntity(row: Selectable<KeyFiguresTable>): Entity<KeyFiguresAttributes> {
  return toEntity(row.id, {
    facts: JSON.parse(row.facts) as KeyFigure[],
    highlights: JSON.parse(row.highlights) as KeyFigure[],
    updatedAt: row.updated_at,
  });
}
