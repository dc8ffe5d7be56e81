import { z } from 'zod';
import { defineRoute, listQuery, type ListFields, type RouteAccess } from './contract';

/**
 * `GET <list>/export`: every row of an admin list that matches its filters, in its sort, as a
 * CSV file. Declared beside each resource's list so that it takes the list's own fields.
 */

/** The columns of an export in their order: an attribute of the list and its heading. */
export type ExportColumns<F extends ListFields> = readonly (readonly [
  attribute: keyof F['attributes'] & string,
  heading: string,
])[];

export interface ExportDefinition<F extends ListFields> {
  /** The list's path: the export answers at `<url>/export`. */
  url: string;
  access: RouteAccess;
  tag: string;
  /** What the rows are, plural and lower case: the summary and the file name (`invoices`). */
  rows: string;
  fields: F;
  columns: ExportColumns<F>;
}

/** What every export answers, for the OpenAPI document. */
const EXPORT_DESCRIPTION = [
  'Takes the filters and sort of the list (no pagination: every matching row).',
  'UTF-8 with a byte order mark, a header row, CRLF line ends, RFC 4180 quoting; dates and times ISO 8601,',
  'amounts in PKR with two decimals. A cell that starts with =, +, -, @, a tab or a carriage return',
  'is prefixed with a single quote, so that spreadsheet programs never run it as a formula.',
].join(' ');

/** The query an export takes: the list's `filters` and `sort` (the server refuses the rest). */
function exportQuery(fields: ListFields) {
  return (listQuery(fields) as unknown as z.ZodObject).pick({
    filters: true,
    sort: true,
  }) as unknown as ReturnType<typeof listQuery>;
}

/** The export route of a list, with the columns of its CSV. */
export function exportRoute<const F extends ListFields>(definition: ExportDefinition<F>) {
  const { url, access, tag, rows, fields, columns } = definition;
  return {
    ...defineRoute({
      method: 'GET',
      url: `${url}/export`,
      access,
      tag,
      summary: `Download the ${rows} that match the filters as CSV (${access})`,
      description: EXPORT_DESCRIPTION,
      querystring: exportQuery(fields),
      response: { 200: z.string().describe('The CSV file') },
      produces: ['text/csv'],
    }),
    rows,
    columns,
  };
}

/** An export route's contract, for code that handles any list's export. */
export type ExportRoute = ReturnType<typeof exportRoute<ListFields>>;

/** The file an export is saved as: `invoices-2026-11-25.csv`, dated by the day it was made. */
export const exportFileName = (rows: string, day: string) =>
  `${rows.replaceAll(' ', '-')}-${day}.csv`;
