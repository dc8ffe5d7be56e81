import type { FastifyInstance } from 'fastify';
import { companyRoutes } from '@app/shared/company';
import { registerRoute } from '../../http/contract-route';
import { single, toEntity } from '../../http/strapi-response';
import { actorOf } from '../audit/audit-entry';
import { removeStoredFiles } from '../files/stored-file';
import { toCompanySettingsAttributes, toPublicCompany } from './company.mapper';
import {
  COMPANY_SETTINGS_ID,
  readCompanySettings,
  saveCompanySettings,
} from './company.repository';

/** The company settings, a single type: anyone reads the public part, Admins read and save all. */
export default async function companySettingsRoutes(app: FastifyInstance) {
  const answer = <A>(attributes: A) => single(toEntity(COMPANY_SETTINGS_ID, attributes));

  registerRoute(app, companyRoutes.get, {
    handler: async () => answer(toPublicCompany(await readCompanySettings(app.db))),
  });

  registerRoute(app, companyRoutes.getSettings, {
    handler: async () => answer(toCompanySettingsAttributes(await readCompanySettings(app.db))),
  });

  registerRoute(app, companyRoutes.updateSettings, {
    handler: async (request, reply) => {
      const saved = await saveCompanySettings(app.db, request.body.data, actorOf(request));
      await removeStoredFiles(app.fileStorage, saved.removedFiles, reply.log);
      app.siteContent.changed('company');
      return answer(toCompanySettingsAttributes(saved.row));
    },
  });
}
