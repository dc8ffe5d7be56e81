import type { PostgresCursor, PostgresPool, PostgresPoolClient } from 'kysely';
import type PgModule from 'pg';

/**
 * The PostgreSQL pool as Kysely sees it, running each SQL text that has parameters as a named
 * prepared statement: each connection parses it once, and PostgreSQL may keep its plan.
 *
 * Kysely sends every query as an unnamed statement, which PostgreSQL parses, analyses and plans
 * again each time. A list page's three queries cost the database 0.55 ms of CPU this way instead
 * of 0.9 (record 26): on a machine the database shares, that is the time of one more request in
 * three. PostgreSQL plans a named statement for its parameters' values the first five times and
 * then keeps a plan for any values only when it costs no more than theirs did. A limit sent as a
 * parameter keeps a statement planned for its values every time; a first page writes its size
 * into the text to keep its plan (record 29).
 *
 * A text that matches a LIKE pattern sent as a parameter against a lowered copy of a column (the
 * large lists' substring searches, `http/list-sql.ts`) runs unnamed, planned for its pattern every
 * time (record 34). Those copies have trigram indexes, and whether to read one depends on the text:
 * a kept plan cannot see the pattern, and guesses that it matches few rows. After a few searches
 * for a common text, it walked the whole list for a rare one (6 → 30 ms), or the invoices through
 * every line (7 ms → past the query time limit), where the text's own plan reads its trigram
 * index. Any other LIKE reads the rows one by one whatever the plan, so its plan may be kept
 * (record 35): planning each search of a small list cost the database more than running it.
 *
 * Statements without parameters (`begin`, `commit`) go as simple queries, one message each.
 */

/**
 * How many SQL texts get a name; texts beyond go unnamed. A list's queries come in a few hundred
 * shapes at most (one per filter form, sort and page size that clients use); each named one
 * costs every connection of the database some kilobytes.
 */
const NAMED_STATEMENTS = 200;

/**
 * A LIKE of a lowered copy (`<column>_lower`, `loweredColumnName` in `http/searched-columns.ts`)
 * whose pattern is a parameter, lowered or not.
 */
const TRIGRAM_INDEXED_LIKE = /_lower" like (?:lower\()?\$\d/;

/** PostgreSQL's error when a table changed under a prepared statement whose columns it alters. */
const CACHED_PLAN_CHANGED = '0A000';

export function withPreparedStatements(pool: PgModule.Pool): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    if (TRIGRAM_INDEXED_LIKE.test(text)) return undefined;
    let name = names.get(text);
    if (name === undefined && names.size < NAMED_STATEMENTS) {
      name = `s${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };

  return {
    end: () => pool.end(),
    async connect() {
      const client = await pool.connect();
      // Set when a statement this connection prepared no longer matches its table: the
      // connection is then closed rather than given back, and its statements go with it.
      let outdated = false;
      async function query(text: string, values: readonly unknown[]) {
        const name = values.length > 0 ? nameOf(text) : undefined;
        if (name === undefined) return client.query(text, [...values]);
        try {
          return await client.query({ name, text, values: [...values] });
        } catch (error) {
          // Another server's migration added a column to a table a `select *` here reads.
          // Outside a transaction the same text runs again unnamed; inside one, the transaction
          // has failed with the statement, as with any error.
          if ((error as { code?: string }).code !== CACHED_PLAN_CHANGED) throw error;
          outdated = true;
          return client.query(text, [...values]).catch(() => Promise.reject(error));
        }
      }
      const connection = {
        query: (textOrCursor: string | PostgresCursor<unknown>, values?: readonly unknown[]) =>
          typeof textOrCursor === 'string'
            ? query(textOrCursor, values ?? [])
            : client.query(textOrCursor as unknown as PgModule.Submittable),
        release: () => client.release(outdated || undefined),
      };
      return connection as unknown as PostgresPoolClient;
    },
  };
}
