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

export const isSearchedColumn = (table: string, column: string) =>
  SEARCHED_COLUMNS.some((c) => c.table === table && c.column === column);

/** On PostgreSQL, the column that holds a searched column's text lower-cased. */
export const loweredColumnName = (column: string) => `${column}_lower`;
