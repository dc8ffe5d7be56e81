import {
  INVOICE_LINE_FIELDS,
  type InvoiceLineAttributes,
  type InvoiceLineField,
  type InvoiceListAttributes,
} from '@app/shared/invoice';
import { fromMinorUnits } from '@app/shared/money';
import type { RelationQuery } from '../../lists/list-query';
import { relationMany, toEntity, type Entity } from '../../http/strapi-response';
import type { InvoiceLineRow, InvoiceRow } from './invoices.repository';

/** Each attribute of a line: the column it is read from, and its value in the API. */
const LINE_ATTRIBUTES = {
  item: { column: 'item', read: (line: Pick<InvoiceLineRow, 'item'>) => line.item },
  price_pkr: {
    column: 'price_pkr',
    read: (line: Pick<InvoiceLineRow, 'price_pkr'>) => fromMinorUnits(line.price_pkr),
  },
  date: { column: 'date', read: (line: Pick<InvoiceLineRow, 'date'>) => line.date },
  remarks: { column: 'remarks', read: (line: Pick<InvoiceLineRow, 'remarks'>) => line.remarks },
  service: {
    column: 'service_id',
    read: (line: Pick<InvoiceLineRow, 'service_id'>) => line.service_id,
  },
} as const satisfies Record<
  InvoiceLineField,
  { column: keyof InvoiceLineRow; read: (line: never) => unknown }
>;

type LineColumn = (typeof LINE_ATTRIBUTES)[InvoiceLineField]['column'];

/** The columns the attributes asked for of the lines are read from. */
export const lineColumnsOf = (fields: readonly InvoiceLineField[]): LineColumn[] =>
  fields.map((field) => LINE_ATTRIBUTES[field].column);

/** The attributes of each line that `populate[services]` asks for: all, unless it names some. */
export const lineFieldsOf = (populated: RelationQuery): InvoiceLineField[] =>
  [...(populated.fields ?? INVOICE_LINE_FIELDS)] as InvoiceLineField[];

/** A line in Strapi's shape, with every attribute. */
export function toLineEntity(line: InvoiceLineRow): Entity<InvoiceLineAttributes> {
  return toLineEntityWith(line, INVOICE_LINE_FIELDS) as Entity<InvoiceLineAttributes>;
}

/** A line in Strapi's shape, with the attributes asked for (`populate[services][fields]`). */
export function toLineEntityWith(
  line: Pick<InvoiceLineRow, 'id' | LineColumn>,
  fields: readonly InvoiceLineField[],
): Entity<Partial<InvoiceLineAttributes>> {
  const attributes: Record<string, unknown> = {};
  for (const field of fields) attributes[field] = LINE_ATTRIBUTES[field].read(line);
  return toEntity(line.id, attributes as Partial<InvoiceLineAttributes>);
}

type InvoiceFields = Omit<InvoiceListAttributes, 'services'>;

/** An invoice in Strapi's shape; `lines` given means `populate=services`. */
export function toInvoiceEntity<Line extends Partial<InvoiceLineAttributes>>(
  row: InvoiceRow,
  lines?: readonly Entity<Line>[],
): Entity<InvoiceFields & { services?: { data: Entity<Line>[] } }> {
  return toEntity(row.id, {
    invoice_number: row.invoice_number,
    customer_name: row.customer_name,
    invoice_date: row.invoice_date,
    status: row.status,
    total_price: fromMinorUnits(row.total_price),
    eur_rate: row.eur_rate,
    customer_email: row.customer_email,
    last_sent_at: row.last_sent_at,
    dueDate: row.due_date,
    unlocked_at: row.unlocked_at,
    unlocked_by: row.unlocked_by,
    unlock_reason: row.unlock_reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ...(lines ? { services: relationMany([...lines]) } : {}),
  });
}
