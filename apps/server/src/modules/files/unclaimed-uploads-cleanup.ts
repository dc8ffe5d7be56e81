import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { runOnOneServer } from '../../db/job-lock';
import type { FileStorage } from './file-storage';
import { UNCLAIMED_UPLOAD_MAX_AGE_MS, deleteUnclaimedFiles } from './files.repository';
import { removeStoredFiles } from './stored-file';

export const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
const BATCH_SIZE = 500;

/**
 * Removes uploads that no application, event or testimonial claimed within a day: anonymous
 * resumes whose application was never sent, and media of an admin form that was abandoned.
 * One server at a time runs it (the others skip that run). Returns how many files were removed.
 */
export async function removeUnclaimedUploads(
  db: Db,
  storage: FileStorage,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - UNCLAIMED_UPLOAD_MAX_AGE_MS);
  const run = await runOnOneServer(db, 'unclaimed-uploads-cleanup', async () => {
    let removed = 0;
    for (;;) {
      const rows = await deleteUnclaimedFiles(db, cutoff, BATCH_SIZE);
      await removeStoredFiles(storage, rows, log);
      removed += rows.length;
      if (rows.length < BATCH_SIZE) return removed;
    }
  });
  return run.ran ? run.result : 0;
}
