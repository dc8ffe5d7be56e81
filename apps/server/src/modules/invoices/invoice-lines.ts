import type { InvoiceLineData } from '@app/shared/invoice';
import { toMinorUnits } from '@app/shared/money';
import type { Db } from '../../db/database';
import { validationError } from '../../http/errors';
import { findServices } from '../services/services.repository';

/** A line ready to store: its own copy of item, price (paisa), date and remarks. */
export interface ResolvedInvoiceLine {
  service_id: number | null;
  item: string;
  price_pkr: number;
  date: string | null;
  remarks: string | null;
}

/**
 * Turns the lines of a request into stored lines: `{id}` copies the price-list service as it is
 * now (fields sent beside the id replace the copied ones); other lines are taken as sent.
 * Every service is read in one query; an unknown id is a 400 naming the line.
 */
export async function resolveInvoiceLines(
  db: Db,
  lines: readonly InvoiceLineData[],
): Promise<ResolvedInvoiceLine[]> {
  const ids = lines.flatMap((line) => (line.id === undefined ? [] : [line.id]));
  const services = new Map((await findServices(db, ids)).map((service) => [service.id, service]));
  const missing = lines.flatMap((line, index) =>
    line.id !== undefined && !services.has(line.id)
      ? [
          {
            path: ['services', index, 'id'],
            message: `Service ${line.id} does not exist.`,
            name: 'ValidationError' as const,
          },
        ]
      : [],
  );
  if (missing.length > 0) throw validationError(missing);

  return lines.map((line) => {
    const service = line.id === undefined ? undefined : services.get(line.id);
    return {
      service_id: service?.id ?? null,
      item: line.item ?? service?.item ?? '',
      price_pkr:
        line.price_pkr === undefined ? (service?.price_pkr ?? 0) : toMinorUnits(line.price_pkr),
      date: line.date === undefined ? (service?.date ?? null) : line.date,
      remarks: line.remarks === undefined ? (service?.remarks ?? null) : line.remarks,
    };
  });
}
