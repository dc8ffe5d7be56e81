import { CompiledQuery, Kysely, type DatabaseConnection, type Driver, type LogEvent } from 'kysely';
import type { Db } from '../apps/server/src/db/database';

/** One SQL statement as the server sent it to the database. */
export interface Statement {
  sql: string;
  parameters: readonly unknown[];
}

/**
 * A Kysely instance that runs every statement on the connections of `inner` (the server's own
 * handle, with its settings, functions and statement cache) and reports each one it ran, with
 * its parameters, to `onStatement`. Kysely's `log` sees statements only on the instance built
 * with it, and the server builds its own without one; this one borrows the server's connections
 * through its public executor. Transactions are begun and ended as Kysely's SQLite and
 * PostgreSQL drivers do, with `begin`, `commit` and `rollback`, which are reported too.
 */
export function withStatementLog(inner: Db, onStatement: (statement: Statement) => void): Db {
  const executor = inner.getExecutor();
  const releases = new Map<DatabaseConnection, () => void>();
  const run = async (connection: DatabaseConnection, text: string) => {
    await connection.executeQuery(CompiledQuery.raw(text));
  };
  const driver: Driver = {
    init: async () => undefined,
    acquireConnection: () =>
      new Promise((resolve, reject) => {
        executor
          .provideConnection(
            (connection) =>
              new Promise<void>((release) => {
                // A wrapper of its own: Kysely adds its logging to the object it is handed.
                const borrowed: DatabaseConnection = {
                  executeQuery: (query) => connection.executeQuery(query),
                  streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
                };
                releases.set(borrowed, release);
                resolve(borrowed);
              }),
          )
          .catch(reject);
      }),
    releaseConnection: async (connection) => {
      releases.get(connection)?.();
      releases.delete(connection);
    },
    beginTransaction: (connection) => run(connection, 'begin'),
    commitTransaction: (connection) => run(connection, 'commit'),
    rollbackTransaction: (connection) => run(connection, 'rollback'),
    destroy: () => inner.destroy(),
  };
  return new Kysely({
    dialect: {
      createDriver: () => driver,
      createAdapter: () => executor.adapter,
      createQueryCompiler: () => ({
        compileQuery: (node, queryId) => executor.compileQuery(node, queryId),
      }),
      createIntrospector: () => inner.introspection,
    },
    log: (event: LogEvent) => {
      if (event.level === 'query')
        onStatement({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
}
