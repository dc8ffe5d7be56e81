import type { ErasureCounts } from '@app/shared/data-protection';
import { SYSTEM_ACTOR } from '../audit/audit-entry';
import { recordAudit } from '../audit/audit.repository';
import { removeStoredFiles } from '../files/stored-file';
import type { PersonalDataStore } from './erase-personal-data';
import { deleteReceivedBefore } from './personal-data.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The retention job runs at start-up and then once a day. */
export const RETENTION_INTERVAL_MS = DAY_MS;
/** Rows per transaction, so that a large backlog never holds the database for long. */
const BATCH_SIZE = 500;

/**
 * Deletes applications and contact messages received more than `retentionDays` ago, with the
 * applications' files and the mails written for them, as the privacy policy promises. Each batch is one transaction with its own
 * audit entry (by System, with the counts). `retentionDays` 0 keeps everything. Answers the totals.
 */
export async function deleteExpiredPersonalData(
  store: PersonalDataStore,
  retentionDays: number,
  now: Date = new Date(),
): Promise<ErasureCounts> {
  const total: ErasureCounts = { applications: 0, contacts: 0, files: 0, notes: 0 };
  if (retentionDays === 0) return total;
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  for (;;) {
    const { counts, files } = await store.db.transaction().execute(async (trx) => {
      const deleted = await deleteReceivedBefore(trx, cutoff, BATCH_SIZE);
      if (deleted.counts.applications + deleted.counts.contacts > 0) {
        await recordAudit(trx, {
          actor: SYSTEM_ACTOR,
          entityType: 'personal-data',
          entityId: null,
          action: 'expire',
          details: { retentionDays, receivedBefore: cutoff.toISOString(), ...deleted.counts },
        });
      }
      return deleted;
    });
    await removeStoredFiles(store.storage, files, store.log);
    total.applications += counts.applications;
    total.contacts += counts.contacts;
    total.files += counts.files;
    total.notes += counts.notes;
    if (counts.applications < BATCH_SIZE && counts.contacts < BATCH_SIZE) break;
  }
  return total;
}
