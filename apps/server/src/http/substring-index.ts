import { sql, type Kysely, type SqlBool } from 'kysely';
import { isSqlite } from '../db/database';
import type { SubstringIndex, SubstringNarrowing } from './list-page';
import { applyFilters, isSubstringCondition } from './list-sql';
import { SEARCHED_COLUMNS, type SearchedColumn } from './searched-columns';
import type { Condition } from './strapi-query';

/**
 * Trigram indexes for the substring searches of the large lists, on SQLite: an FTS5 table with
 * the `trigram` tokenizer per searched column, reading its text from the list's table (external
 * content), kept in step by triggers (migrations 0007 and 0010). A b-tree cannot find text in the
 * middle of a value; a trigram index finds the rows holding every three-letter piece of it, in
 * order, so a search for a rare text ("4711" in invoice numbers) reads its few rows instead of
 * every value in the column, and a common one stops after the rows a list counts.
 *
 * The index only narrows: a list still applies its own filter to the rows it returns. PostgreSQL
 * gets the same from `pg_trgm` indexes on the lowered columns (`http/searched-columns.ts`), which
 * its planner picks by itself, where the extension exists.
 */

/** The FTS5 table of a column. */
export const ftsTableName = ({ table, column }: SearchedColumn) => `${table}_${column}_search`;

/**
 * The text the index looks for: the filter's own (lowered for `$containsi`, as the filter lowers
 * it), when it has three characters or more; shorter texts have no trigram.
 */
function searchedText(condition: Condition): string | undefined {
  if (!isSubstringCondition(condition)) return undefined;
  const value = String(condition.value);
  const text = condition.operator === '$containsi' ? value.toLowerCase() : value;
  return [...text].length >= 3 ? text : undefined;
}

/**
 * Whether the index's phrase search finds exactly the rows the list's filter does. The trigram
 * tokenizer folds case by Unicode's rules; the filter (SQLite's LIKE) folds ASCII letters only.
 * For a `$containsi` of printable ASCII the two agree but for the Kelvin sign and the long s, the
 * only other characters folded to ASCII (to k and s).
 */
const phraseIsExact = (condition: Condition, text: string) =>
  condition.operator === '$containsi' && /^[\x20-\x7e]*$/.test(text) && !/[ks]/.test(text);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

function indexOver(db: AnyDb, definitions: readonly SearchedColumn[]): SubstringIndex {
  const tableOf = (column: string) => definitions.find((d) => d.column === column);

  /**
   * The rows whose text holds a condition's: those the index finds it in as a phrase (its
   * trigrams one after another, read from the index alone) and, where the phrase can find more
   * rows than the filter, that pass the filter too, which reads each one's text.
   */
  function rowsHolding(condition: Condition, text: string) {
    const name = ftsTableName(tableOf(condition.column)!);
    const phrase = `"${text.replaceAll('"', '""')}"`;
    const found = db
      .selectFrom(name)
      .select('rowid')
      .where(sql<SqlBool>`${sql.table(name)} match ${phrase}`);
    return phraseIsExact(condition, text)
      ? found
      : applyFilters(found, { filter: condition }, name, 'sqlite');
  }

  /**
   * The ids of the rows holding a condition's text, or undefined when there are more than
   * `limit`. They come back as one text (`group_concat`): a row object per id would cost more
   * than the search itself when a common text fills the limit.
   */
  async function idsHolding(condition: Condition, limit: number): Promise<number[] | undefined> {
    const rows = rowsHolding(condition, searchedText(condition)!).limit(limit + 1);
    const { found, ids } = await db
      .selectFrom(rows.as('rows'))
      .select([
        sql<number>`count(*)`.as('found'),
        sql<string | null>`group_concat(rowid)`.as('ids'),
      ])
      .executeTakeFirstOrThrow();
    if (Number(found) > limit) return undefined;
    return ids ? ids.split(',').map(Number) : [];
  }

  return {
    async narrow(query, limit): Promise<SubstringNarrowing | undefined> {
      // A group of the filter whose every condition the index can search: each matching row is
      // among the rows those searches find (for `$or`, their union).
      const group = query.where?.find((conditions) =>
        conditions.every((c) => tableOf(c.column) && searchedText(c)),
      );
      if (!group) return undefined;
      const found = new Set<number>();
      for (const condition of group) {
        const ids = await idsHolding(condition, limit);
        if (ids) {
          ids.forEach((id) => found.add(id));
          continue;
        }
        // Past the limit: if this search is the whole filter, that many rows match it.
        return query.where?.length === 1 ? { moreThan: limit } : undefined;
      }
      // The ids themselves, not the search again: the list counts and pages these few rows by id.
      const ids = JSON.stringify([...found]);
      return { within: sql<SqlBool>`${sql.ref('id')} in (select value from json_each(${ids}))` };
    },
  };
}

/** The substring index of a list's table, when the database has one. */
export function substringIndexOf(db: AnyDb, table: string): SubstringIndex | undefined {
  if (!isSqlite(db)) return undefined;
  const definitions = SEARCHED_COLUMNS.filter((d) => d.table === table);
  return definitions.length > 0 ? indexOver(db, definitions) : undefined;
}

/**
 * Merges each index of these tables into one segment. Deleting a row only marks its trigrams
 * deleted; merging drops them, so that erased personal data leaves no trace in the index either.
 */
export async function compactSubstringIndexes(db: AnyDb, tables: readonly string[]): Promise<void> {
  if (!isSqlite(db)) return;
  for (const definition of SEARCHED_COLUMNS.filter((d) => tables.includes(d.table))) {
    const name = ftsTableName(definition);
    await sql`insert into ${sql.table(name)} (${sql.ref(name)}) values ('optimize')`.execute(db);
  }
}
