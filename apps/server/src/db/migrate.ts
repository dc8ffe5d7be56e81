import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import { isSqlite, type Db } from './database';
import { migrations } from './migrations';

/** Migrations live in code (not files read at run time) so the bundled server carries them. */
class InCodeMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new InCodeMigrationProvider() });
  // Kysely runs each SQLite migration statement on its own, and with `synchronous = FULL` each
  // one waits for the disk: a new database's migrations took 200-500 ms of the start-up, nearly
  // all of it in fsync. In WAL mode `NORMAL` still commits each statement whole and in order, so a
  // power loss can only lose the last migrations, which then run again at the next start; the
  // first commit after `FULL` is restored syncs the log, these frames with it.
  const relaxDurability = isSqlite(db);
  if (relaxDurability) await sql`pragma synchronous = normal`.execute(db);
  try {
    const { error, results } = await migrator.migrateToLatest();
    if (error) throw error instanceof Error ? error : new Error(String(error));
    return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  } finally {
    if (relaxDurability) await sql`pragma synchronous = full`.execute(db);
  }
}
