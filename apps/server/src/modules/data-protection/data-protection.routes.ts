import type { FastifyInstance } from 'fastify';
import { dataProtectionRoutes as contracts } from '@app/shared/data-protection';
import { registerRoute } from '../../http/contract-route';
import { actorOf } from '../audit/audit-entry';
import { findErasures } from '../audit/audit.repository';
import { toPersonalDataPreview } from './data-protection.mapper';
import { createEmailHasher } from './email-hash';
import { erasePersonalData } from './erase-personal-data';
import { findPersonalData } from './personal-data.repository';

/** Erasure of one person's data on request, its preview, and the retention period (Admin only). */
export default async function dataProtectionRoutes(
  app: FastifyInstance,
  options: { serverSecret: string },
) {
  const hashEmail = createEmailHasher(options.serverSecret);

  registerRoute(app, contracts.retention, {
    handler: async () => ({ data: { days: app.config.DATA_RETENTION_DAYS }, meta: {} }),
  });

  registerRoute(app, contracts.preview, {
    // The e-mail is in the query string: the per-request info lines would copy it into the logs.
    logLevel: 'warn',
    handler: async (request) => {
      const { email } = request.query;
      const [found, erasures] = await Promise.all([
        findPersonalData(app.db, email),
        findErasures(app.db, hashEmail(email)),
      ]);
      return { data: toPersonalDataPreview(email, found, erasures), meta: {} };
    },
  });

  registerRoute(app, contracts.erase, {
    handler: async (request) => {
      const { email } = request.body.data;
      const counts = await erasePersonalData(
        { db: app.db, storage: app.fileStorage, log: request.log },
        { email, emailHash: hashEmail(email), actor: actorOf(request) },
      );
      return { data: counts, meta: {} };
    },
  });
}
