import type { FastifyInstance } from 'fastify';
import { runOnOneServer } from '../../db/job-lock';
import { deleteExpiredPersonalData, RETENTION_INTERVAL_MS } from './retention';

/**
 * Runs the retention job once the server is ready and then every day (DATA_RETENTION_DAYS; 0
 * turns it off). Runs never overlap, here or on other servers sharing the database (a server whose
 * turn finds another one running skips it); closing stops the timer and waits for a run in
 * progress, so the database is never closed under it.
 */
export default async function retentionJob(app: FastifyInstance) {
  const retentionDays = app.config.DATA_RETENTION_DAYS;
  if (retentionDays === 0) return;

  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(async () => {
      try {
        const turn = await runOnOneServer(app.db, 'retention', () =>
          deleteExpiredPersonalData(
            { db: app.db, storage: app.fileStorage, log: app.log },
            retentionDays,
          ),
        );
        if (!turn.ran) return;
        const deleted = turn.result;
        if (deleted.applications + deleted.contacts > 0) {
          app.log.info({ ...deleted, retentionDays }, 'deleted data past its retention period');
        }
      } catch (err) {
        app.log.error({ err }, 'the retention job failed');
      }
    });
  };

  const timer = setInterval(run, RETENTION_INTERVAL_MS);
  // The timer alone must not keep the process alive.
  timer.unref();
  // Not awaited: a large backlog must not hold up start-up.
  app.addHook('onReady', async () => run());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
