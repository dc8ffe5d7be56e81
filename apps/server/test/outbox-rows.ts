import type { Db } from '../src/db/database';

/** How many mails the outbox holds. */
export async function countOutboxMails(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
