import type { Db } from '../../db/database';
import { nowIso } from '../../http/strapi-response';

/** Whether a start-up seeder has run on this database before. */
export async function hasSeedRun(db: Db, name: string): Promise<boolean> {
  return (
    (await db
      .selectFrom('seed_runs')
      .select('name')
      .where('name', '=', name)
      .executeTakeFirst()) !== undefined
  );
}

/** Records that a seeder ran; a second server starting at the same moment records nothing twice. */
export async function recordSeedRun(db: Db, name: string): Promise<void> {
  await db
    .insertInto('seed_runs')
    .values({ name, ran_at: nowIso() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
}
