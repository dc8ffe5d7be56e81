/**
 * The text columns the large lists search inside (`$containsi`, `$contains`), and what each
 * database keeps to answer such a search without lowering every row's text: on SQLite a trigram
 * FTS5 table per column (`http/substring-index.ts`, migrations 0007 and 0010); on PostgreSQL the
 * column lower-cased in a stored generated column of its own, with a `pg_trgm` index (0026).
 */

export interface SearchedColumn {
  table: string;
  column: string;
}

export const SEARCHED_COLUMNS: readonly SearchedColumn[] = [
  { table: 'applications', column: 'first_name' },
  { table: 'applications', column: 'last_name' },
  { table: 'contacts', column: 'email' },
  { table: 'invoices', column: 'invoice_number' },
  { table: 'invoices', column: 'customer_name' },
];

/**
 * The columns PostgreSQL keeps lower-cased in a column of their own, each with a `pg_trgm` index
 * there: the searched columns (migration 0026) and the invoice lines' item, which the invoices are
 * searched through (0027, 0028).
 */
const LOWERED_COLUMNS: readonly SearchedColumn[] = [
  ...SEARCHED_COLUMNS,
  { table: 'invoice_lines', column: 'item' },
];

export const hasLoweredCopy = (table: string, column: string) =>
  LOWERED_COLUMNS.some((c) => c.table === table && c.column === column);

/** On PostgreSQL, the column that holds a column's text lower-cased (see `hasLoweredCopy`). */
export const loweredColumnName = (column: string) => `${column}_lower`;
