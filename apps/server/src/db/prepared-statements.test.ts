import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../../test/test-app';
import { withPreparedStatements } from './prepared-statements';

describe.skipIf(!process.env.TEST_DATABASE_URL)('prepared statements on PostgreSQL', () => {
  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let db: Kysely<{ notes: { id: number; body: string } }>;
  // One connection, so that what one query prepared is there for the next.
  const onOneConnection = () => new pg.Pool({ connectionString: postgres.url, max: 1 });

  const preparedStatements = async () =>
    (
      await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)
    ).rows.map((row) => row.statement);
  const backend = async () =>
    (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]!.pid;

  beforeAll(async () => {
    postgres = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    db = new Kysely({
      dialect: new PostgresDialect({ pool: withPreparedStatements(onOneConnection()) }),
    });
    await sql`create table notes (id integer primary key, body text not null)`.execute(db);
    await sql`insert into notes values (1, 'first'), (2, 'second')`.execute(db);
  });
  afterAll(async () => {
    await db.destroy();
    await postgres.drop();
  });

  it('prepares a text with parameters once per connection and runs it again by name', async () => {
    const byId = (id: number) =>
      db.selectFrom('notes').select('body').where('id', '=', id).executeTakeFirst();
    expect(await byId(1)).toEqual({ body: 'first' });
    expect(await byId(2)).toEqual({ body: 'second' });
    expect(
      (await preparedStatements()).filter((text) => text.includes('from "notes" where')),
    ).toEqual(['select "body" from "notes" where "id" = $1']);
  });

  it('reads a table that changed under a prepared `select *`, then drops the connection', async () => {
    const all = () =>
      db.selectFrom('notes').selectAll().where('id', '>', 0).orderBy('id').execute();
    expect(await all()).toEqual([
      { id: 1, body: 'first' },
      { id: 2, body: 'second' },
    ]);
    const before = await backend();

    // As another server's migration would, on a connection of its own.
    const other = new pg.Client({ connectionString: postgres.url });
    await other.connect();
    await other.query(`alter table notes add column pinned boolean not null default false`);
    await other.end();

    const changed = [
      { id: 1, body: 'first', pinned: false },
      { id: 2, body: 'second', pinned: false },
    ];
    expect(await all()).toEqual(changed);
    // The connection whose statements were outdated was closed; the next one prepares anew.
    expect(await backend()).not.toBe(before);
    expect(await all()).toEqual(changed);
    await sql`alter table notes drop column pinned`.execute(db);
  });

  describe('searches of a lowered copy', () => {
    beforeAll(async () => {
      await sql`alter table notes add column body_lower text generated always as (lower(body)) stored`.execute(
        db,
      );
    });
    afterAll(async () => {
      await sql`alter table notes drop column body_lower`.execute(db);
    });

    /** How often each prepared statement with a LIKE was planned, and how. */
    const likePlans = async () =>
      (
        await sql<{ statement: string; generic: number; custom: number }>`
          select statement, generic_plans::int as generic, custom_plans::int as custom
          from pg_prepared_statements where statement like '% like %' order by statement`.execute(
          db,
        )
      ).rows;
    const planCacheMode = async () =>
      (await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(db)).rows[0]!
        .plan_cache_mode;
    /** More than the five calls PostgreSQL plans for their values before it may keep a plan. */
    const CALLS = 8;

    it('plans a LIKE of a lowered copy for each pattern by name, and lets any other LIKE keep its plan', async () => {
      const containing = (column: 'body' | 'body_lower', text: string) =>
        db
          .selectFrom('notes')
          .select('id')
          .where(sql<boolean>`${sql.ref(column)} like ${`%${text}%`} escape '\\'`)
          .where('id', '>', 0)
          .execute();
      for (let call = 0; call < CALLS; call += 1) {
        expect(await containing('body_lower', 'sec')).toEqual([{ id: 2 }]);
        expect(await planCacheMode()).toBe('force_custom_plan');
        expect(await containing('body', 'ir')).toEqual([{ id: 1 }]);
        expect(await planCacheMode()).toBe('auto');
      }
      expect(await containing('body_lower', 'ir')).toEqual([{ id: 1 }]);
      const [plain, lowered] = await likePlans();
      expect(lowered).toEqual({
        statement: `select "id" from "notes" where "body_lower" like $1 escape '\\' and "id" > $2`,
        generic: 0,
        custom: CALLS + 1,
      });
      // The plain LIKE, planned as PostgreSQL chooses, came to keep a plan for any pattern.
      expect(plain!.statement).toBe(
        `select "id" from "notes" where "body" like $1 escape '\\' and "id" > $2`,
      );
      expect(plain!.generic).toBeGreaterThan(0);
    });

    it('runs a LIKE of a lowered copy unnamed in a transaction begun where plans are kept', async () => {
      // Any other statement with parameters leaves the session keeping plans.
      expect(await db.selectFrom('notes').select('id').where('id', '<', 2).execute()).toEqual([
        { id: 1 },
      ]);
      expect(await planCacheMode()).toBe('auto');
      const found = await db.transaction().execute((trx) =>
        trx
          .selectFrom('notes')
          .select('id')
          .where(sql<boolean>`"body_lower" like ${'%first%'} escape '\\'`)
          .where('id', '<', 10)
          .execute(),
      );
      expect(found).toEqual([{ id: 1 }]);
      expect(await planCacheMode()).toBe('auto');
      expect(
        (await likePlans()).filter(({ statement }) => statement.includes('"id" < $2')),
      ).toEqual([]);
    });
  });

  it('names a bounded number of texts and runs the others unnamed', async () => {
    const texts = 230;
    for (let n = 1; n <= texts; n += 1) {
      const { rows } = await sql<{ sum: number }>`select ${n}::int + ${sql.lit(n)} as sum`.execute(
        db,
      );
      expect(rows[0]!.sum).toBe(2 * n);
    }
    const prepared = await preparedStatements();
    expect(prepared.length).toBeGreaterThan(150);
    expect(prepared.length).toBeLessThanOrEqual(200);
  });
});
