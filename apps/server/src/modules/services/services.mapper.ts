import type { Selectable } from 'kysely';
import { fromMinorUnits } from '@app/shared/money';
import type { ServiceAttributes } from '@app/shared/service';
import { toEntity, type Entity } from '../../http/strapi-response';
import type { ServicesTable } from '../../db/schema';

// The row's type from the schema, not the repository, which maps its audit trail with this module.
type ServiceRow = Selectable<ServicesTable>;

/** A service's fields by their API names, in PKR: what the API answers and the audit trail keeps. */
export function serviceFields(row: ServiceRow) {
  return {
    item: row.item,
    type: row.type,
    tax: row.tax,
    rate: fromMinorUnits(row.rate),
    price_pkr: fromMinorUnits(row.price_pkr),
    remarks: row.remarks,
    date: row.date,
  };
}

/** A price-list entry as Strapi answers it (strapi-examples/services.GET.json). */
export function toServiceEntity(row: ServiceRow): Entity<ServiceAttributes> {
  return toEntity(row.id, {
    ...serviceFields(row),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
}
