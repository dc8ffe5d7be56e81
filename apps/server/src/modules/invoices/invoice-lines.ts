import type { Selectable } from 'kysely';
import { PRICE_REQUIRED, type InvoiceLineData } from '@app/shared/invoice';
import { MESSAGES } from '@app/shared/messages';
import { toMinorUnits } from '@app/shared/money';
import type { Db } from '../../db/database';
import type { InvoiceLinesTable } from '../../db/schema';
import { validationError, type FieldError } from '../../http/errors';
import { findServices } from '../services/services.repository';

type StoredLine = Selectable<InvoiceLinesTable>;

/** A line's own values: item, price (paisa), date and remarks, and the service it came from. */
interface LineValues {
  service_id: number | null;
  item: string;
  price_pkr: number;
  date: string | null;
  remarks: string | null;
}

/** A line ready to store, in the order of the request. */
export interface ResolvedInvoiceLine extends LineValues {
  /** The stored line this entry keeps, or null for a new line. */
  lineId: number | null;
}

/** What one entry of a request names. */
type Source =
  | { kind: 'line'; line: StoredLine }
  | { kind: 'service'; id: number; field: 'id' | 'service' }
  | { kind: 'own' };

/**
 * Reads an entry by the rule the `services` field documents: an id of one of the invoice's lines
 * (first mention only) keeps that line; otherwise `service` names the service to copy (null: none),
 * and without `service` the id is a service id, as the original API took it.
 */
function sourceOf(
  entry: InvoiceLineData,
  stored: ReadonlyMap<number, StoredLine>,
  claimed: Set<number>,
): Source {
  const line = entry.id === undefined ? undefined : stored.get(entry.id);
  if (line && !claimed.has(line.id)) {
    claimed.add(line.id);
    return { kind: 'line', line };
  }
  if (entry.service !== undefined)
    return entry.service === null
      ? { kind: 'own' }
      : { kind: 'service', id: entry.service, field: 'service' };
  return entry.id === undefined ? { kind: 'own' } : { kind: 'service', id: entry.id, field: 'id' };
}

/** The values of `base` with the fields the entry sent in their place. */
function withFieldsOf(entry: InvoiceLineData, base: LineValues): LineValues {
  return {
    service_id: base.service_id,
    item: entry.item ?? base.item,
    price_pkr: entry.price_pkr === undefined ? base.price_pkr : toMinorUnits(entry.price_pkr),
    date: entry.date === undefined ? base.date : entry.date,
    remarks: entry.remarks === undefined ? base.remarks : entry.remarks,
  };
}

/**
 * Turns the lines of a request into the lines to store. `current` holds the invoice's stored lines
 * when it is changed (none when it is created): an entry naming one of them keeps it, with the
 * fields sent beside its id applied. A service is copied as it is now, with the fields sent beside
 * it in place of the copied ones; other lines are taken as sent. Every service is read in one
 * query; an unknown service or a line of its own without item or price is a 400 naming the entry.
 */
export async function resolveInvoiceLines(
  db: Db,
  entries: readonly InvoiceLineData[],
  current?: readonly StoredLine[],
): Promise<ResolvedInvoiceLine[]> {
  const stored = new Map((current ?? []).map((line) => [line.id, line]));
  const claimed = new Set<number>();
  const sources = entries.map((entry) => sourceOf(entry, stored, claimed));
  const services = new Map(
    (
      await findServices(
        db,
        sources.flatMap((source) => (source.kind === 'service' ? [source.id] : [])),
      )
    ).map((service) => [service.id, service]),
  );

  const errors: FieldError[] = [];
  const refuse = (index: number, field: string, message: string) =>
    errors.push({ path: ['services', index, field], message, name: 'ValidationError' });
  /** In a change an id may have been meant as a line: the message says why it is not one. */
  const unknownService = ({ id, field }: { id: number; field: 'id' | 'service' }) => {
    if (!current || field === 'service') return `Service ${id} does not exist.`;
    return stored.has(id)
      ? `Service ${id} does not exist, and line ${id} is kept by an earlier entry.`
      : `Service ${id} does not exist, and no line of this invoice has that id.`;
  };
  sources.forEach((source, index) => {
    if (source.kind === 'service' && !services.has(source.id))
      refuse(index, source.field, unknownService(source));
    // The schema asks these of a line of its own; an id beside `service: null` escapes it there.
    if (source.kind === 'own') {
      const entry = entries[index]!;
      if (entry.item === undefined) refuse(index, 'item', MESSAGES.serviceNameEmpty);
      if (entry.price_pkr === undefined) refuse(index, 'price_pkr', PRICE_REQUIRED);
    }
  });
  if (errors.length > 0) throw validationError(errors);

  return entries.map((entry, index): ResolvedInvoiceLine => {
    const source = sources[index]!;
    if (source.kind === 'line')
      return { lineId: source.line.id, ...withFieldsOf(entry, source.line) };
    if (source.kind === 'service') {
      const { id, item, price_pkr, date, remarks } = services.get(source.id)!;
      return {
        lineId: null,
        ...withFieldsOf(entry, { service_id: id, item, price_pkr, date, remarks }),
      };
    }
    return {
      lineId: null,
      ...withFieldsOf(entry, {
        service_id: null,
        item: '',
        price_pkr: 0,
        date: null,
        remarks: null,
      }),
    };
  });
}
