import type { FastifyBaseLogger } from 'fastify';
import type { ErasureCounts } from '@app/shared/data-protection';
import type { Db } from '../../db/database';
import type { AuditActor } from '../audit/audit-entry';
import { recordAudit } from '../audit/audit.repository';
import type { FileStorage } from '../files/file-storage';
import { removeStoredFiles } from '../files/stored-file';
import { maskEmail } from './email-hash';
import { deleteByEmail } from './personal-data.repository';

export interface PersonalDataStore {
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/**
 * Erases one person's data on request: every application and message sent with the e-mail (in
 * any case), the applications' files, and the mails that quote them or went to the address. The
 * audit entry, written in the same transaction, keeps the e-mail only masked and as a keyed hash,
 * and the counts; never the erased data itself. The stored files are removed after the commit.
 */
export async function erasePersonalData(
  store: PersonalDataStore,
  request: { email: string; emailHash: string; actor: AuditActor },
): Promise<ErasureCounts> {
  const { counts, files } = await store.db.transaction().execute(async (trx) => {
    const deleted = await deleteByEmail(trx, request.email);
    await recordAudit(trx, {
      actor: request.actor,
      entityType: 'personal-data',
      entityId: null,
      action: 'erase',
      details: { email: maskEmail(request.email), ...deleted.counts },
      subjectHash: request.emailHash,
    });
    return deleted;
  });
  await removeStoredFiles(store.storage, files, store.log);
  return counts;
}
