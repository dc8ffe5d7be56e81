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
 * large lists' substring searches, `http/list-sql.ts`) is planned for its pattern every time
 * (record 34). Those copies have trigram indexes, and whether to read one depends on the text: a
 * kept plan cannot see the pattern, and guesses that it matches few rows. After a few searches
 * for a common text, it walked the whole list for a rare one (6 → 30 ms), or the invoices through
 * every line (7 ms → past the query time limit), where the text's own plan reads its trigram
 * index. Such a text keeps its name too, and runs on a session told to plan every named statement
 * for its values (`plan_cache_mode`, record 37): parsed once, planned each time. Any other LIKE
 * reads the rows one by one whatever the plan, so its plan may be kept (record 35): planning each
 * search of a small list cost the database more than running it.
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

/** A connection outside a transaction (PostgreSQL's ReadyForQuery status). */
const IDLE = 'I';

export function withPreparedStatements(pool: PgModule.Pool): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined && names.size < NAMED_STATEMENTS) {
      name = `s${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };

  /**
   * The connections whose session plans every named statement for its values. A connection is
   * switched when the kind of text it runs next differs, so a run of searches, or of anything
   * else, costs no switch after the first.
   */
  const planningEachCall = new WeakSet<PgModule.PoolClient>();
  /**
   * Whether to run `text` by name on `client`, switching the session first if it needs another
   * kind of planning. A switch is made outside transactions only, where no rollback can undo it:
   * in a transaction, a search on a session that keeps plans runs unnamed, and any other
   * statement on a session that plans each call is planned for its values, which costs time
   * only.
   */
  async function runsByName(client: PgModule.PoolClient, text: string): Promise<boolean> {
    const planEachCall = TRIGRAM_INDEXED_LIKE.test(text);
    if (planEachCall === planningEachCall.has(client)) return true;
    if (client.getTransactionStatus() !== IDLE) return !planEachCall;
    if (planEachCall) {
      await client.query('set plan_cache_mode = force_custom_plan');
      planningEachCall.add(client);
    } else {
      await client.query('reset plan_cache_mode');
      planningEachCall.delete(client);
    }
    return true;
  }

  return {
    end: () => pool.end(),
    async connect() {
      const client = await pool.connect();
      // Set when a statement this connection prepared no longer matches its table: the
      // connection is then closed rather than given back, and its statements go with it.
      let outdated = false;
      async function query(text: string, values: readonly unknown[]) {
        const name = values.length > 0 ? nameOf(text) : undefined;
        if (name === undefined || !(await runsByName(client, text)))
          return client.query(text, [...values]);
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
