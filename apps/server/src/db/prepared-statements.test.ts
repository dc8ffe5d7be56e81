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

  it("runs a LIKE of a lowered copy unnamed, planned for each pattern, and keeps any other LIKE's name", async () => {
    const containing = (column: 'body' | 'body_lower', text: string) =>
      db
        .selectFrom('notes')
        .select('id')
        .where(sql<boolean>`${sql.ref(column)} like ${`%${text}%`} escape '\\'`)
        .where('id', '>', 0)
        .execute();
    await sql`alter table notes add column body_lower text generated always as (lower(body)) stored`.execute(
      db,
    );
    expect(await containing('body_lower', 'sec')).toEqual([{ id: 2 }]);
    expect(await containing('body_lower', 'ir')).toEqual([{ id: 1 }]);
    expect(await containing('body', 'ir')).toEqual([{ id: 1 }]);
    expect((await preparedStatements()).filter((text) => text.includes(' like '))).toEqual([
      `select "id" from "notes" where "body" like $1 escape '\\' and "id" > $2`,
    ]);
    await sql`alter table notes drop column body_lower`.execute(db);
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
