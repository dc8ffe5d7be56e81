import { Readable, pipeline } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { stringify } from 'csv-stringify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { RawQuery } from '@app/shared/contract';
import { exportFileName, type ExportRoute } from '@app/shared/list-export';
import { isSqlite, openSqliteReader } from '../db/database';
import {
  withDefaultSort,
  type ListQuery,
  type ListSpec,
  type SortKey,
  type ValueType,
} from '../lists/list-query';
import { applyFilters, orderedBy } from '../lists/list-sql';
import { registerRoute, type ContractHandler } from './contract-route';
import { readBy } from './query-schemas';
import { parseListQuery, QueryError } from './strapi-query';
import type { Entity } from './strapi-response';

/**
 * `GET <list>/export`: the rows of a list that match its filters, in its sort, streamed from the
 * database into CSV. The rows are read with Kysely's `stream()` (a cursor on PostgreSQL, SQLite's
 * statement iterator), one chunk at a time as the client takes them, so the memory an export
 * takes does not grow with the rows it holds.
 */

// The list's table is named by its spec at run time.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Rows the database hands over at a time (PostgreSQL's cursor; SQLite reads row by row). */
const CHUNK_ROWS = 500;

/**
 * Rows written before the export lets the event loop take a turn. SQLite hands rows over
 * synchronously and a socket whose client keeps up takes each write at once, so without a pause
 * the whole file would be written in one turn and every other request would wait for it (2.6 s
 * for 100,000 applications).
 */
const ROWS_PER_TURN = 500;

/** The parameters an export takes of the list's: its filters and sort, every matching row. */
const EXPORT_PARAMETERS = new Set(['filters', 'sort']);

/** The export's reading of its query: the list's filters and sort; anything else is a 400. */
function parseExportQuery(raw: RawQuery, spec: ListSpec): ListQuery {
  for (const key of Object.keys(raw)) {
    const name = key.split('[')[0]!;
    if (!EXPORT_PARAMETERS.has(name)) throw new QueryError(`Invalid parameter ${name}`);
  }
  return parseListQuery(raw, spec);
}

export interface ExportImplementation<Row, A> {
  /** The list's spec: the filters and sort the export takes are the list's. */
  spec: ListSpec;
  /** The list's order when the client names none. */
  defaultSort?: SortKey[];
  /** A row as the list answers it: the cells are its attributes. */
  toEntity: (row: Row) => Entity<A>;
  /**
   * Called before the first row is read, with the parsed query: an export of personal data
   * records who exported what here.
   */
  record?: (request: FastifyRequest, query: ListQuery) => Promise<void>;
}

/** A cell as the CSV holds it; the value's type comes from the list's field. */
function cell(type: ValueType | undefined, value: unknown): string | number {
  if (value === null || value === undefined) return '';
  switch (type) {
    // An amount in PKR with its two decimals (the API answers 1234.5 for 123450 paisa).
    case 'money':
      return Number(value).toFixed(2);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
    case 'id':
      return Number(value);
    default:
      return typeof value === 'string' ? value : JSON.stringify(value);
  }
}

/**
 * An entity's attribute, or its id, for a cell. Read in place rather than from a merged copy
 * (`{ ...attributes, id }`): V8 promoted nearly every such per-row copy to the old space, where
 * it stayed until a full collection, so the export's memory grew with its rows.
 */
function entityValue<A>({ id, attributes }: Entity<A>, attribute: string): unknown {
  return attribute === 'id' ? id : (attributes as Record<string, unknown>)[attribute];
}

/** Today in the server's time zone, as YYYY-MM-DD: the date the file's name carries. */
function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Registers a list's export route from its contract (`exportRoute`). The CSV is UTF-8 with a byte
 * order mark (spreadsheet programs read the encoding from it), a header row of the contract's
 * column names, CRLF, RFC 4180 quoting, and every cell that a spreadsheet could run as a formula
 * (starting with = + - @, a tab or a carriage return: OWASP's list) prefixed with a single quote.
 * A client that goes away mid-file destroys the stream, which closes the database's cursor and
 * gives its connection back.
 */
export function registerExportRoute<Row, A>(
  app: FastifyInstance,
  contract: ExportRoute,
  implementation: ExportImplementation<Row, A>,
): void {
  const { spec, defaultSort, toEntity, record } = implementation;
  const querystring = readBy(contract.querystring, (raw) => parseExportQuery(raw, spec));
  const columns = contract.columns.map(([attribute, header]) => ({
    attribute,
    header,
    type: spec.attributes[attribute]?.type,
  }));

  /**
   * The CSV's records, read from the database as they are asked for. On SQLite the rows come
   * through a connection of their own: Kysely's SQLite driver has one connection, which an open
   * statement holds, so the app's would wait for the client to finish its download.
   */
  async function* records(query: ListQuery) {
    const reader = isSqlite(app.db as AnyDb) ? openSqliteReader(app.config.DATA_DIR) : undefined;
    try {
      const db = (reader ?? app.db) as AnyDb;
      const sorted = defaultSort ? withDefaultSort(query, defaultSort) : query;
      const select = orderedBy(
        applyFilters(db.selectFrom(spec.table).selectAll(), query, spec.table, app.dbKind),
        sorted,
      );
      let rowsThisTurn = 0;
      for await (const row of select.stream(CHUNK_ROWS)) {
        const entity = toEntity(row as Row);
        yield columns.map(({ attribute, type }) => cell(type, entityValue(entity, attribute)));
        rowsThisTurn += 1;
        if (rowsThisTurn === ROWS_PER_TURN) {
          rowsThisTurn = 0;
          await nextTurn();
        }
      }
    } finally {
      await reader?.destroy();
    }
  }

  const handler: ContractHandler<ExportRoute, typeof querystring> = async (request, reply) => {
    reply
      .type('text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${exportFileName(contract.rows, localDay(new Date()))}"`,
      )
      .header('cache-control', 'private, no-store');
    // Fastify answers HEAD with the GET handler and reads a stream to its end: no rows for HEAD.
    if (request.method === 'HEAD') return reply.send('');
    const query = request.query as ListQuery;
    if (record) await record(request, query);
    const csv = pipeline(
      Readable.from(records(query)),
      stringify({
        bom: true,
        header: true,
        columns: columns.map(({ attribute, header }) => ({ key: attribute, header })),
        record_delimiter: 'windows',
        escape_formulas: true,
      }),
      (error) => {
        // The client went away (the stream was destroyed) or the database failed mid-file: the
        // answer has begun, so its status cannot tell; the log does.
        if (error && error.name !== 'AbortError' && error.code !== 'ERR_STREAM_PREMATURE_CLOSE')
          request.log.error({ err: error }, 'CSV export failed');
      },
    );
    // The contract documents the answer as the CSV's text; Fastify sends a stream as it is.
    return reply.send(csv as unknown as string);
  };
  registerRoute(app, contract, {
    querystring,
    handler: handler as unknown as ContractHandler<ExportRoute, z.ZodType>,
  });
}
