import type { FastifyInstance } from 'fastify';
import { userRoutes } from '@app/shared/users';
import { registerEntryRoute } from '../../http/entry-route';
import { badRequest } from '../../http/errors';
import { registerCollectionReads } from '../../http/list-route';
import { actorOf } from '../audit/audit-entry';
import { recordExport } from '../audit/record-export';
import { accountApprovedMails } from '../mail/notifications';
import { toUserEntity } from './users.mapper';
import {
  findUserById,
  LastAdminError,
  listUsers,
  updateUserAccess,
  USERS_LIST_SPEC,
} from './users.repository';

const LAST_ADMIN_MESSAGE = 'The last active Admin cannot be demoted or disabled.';

/** User management, for Admins only: list and read accounts, change a role, disable or re-enable. */
export default async function usersRoutes(app: FastifyInstance) {
  registerCollectionReads(app, userRoutes, {
    spec: USERS_LIST_SPEC,
    fetch: listUsers,
    find: findUserById,
    toEntity: toUserEntity,
    recordExport: (request) => recordExport(app.db, request, 'user'),
  });

  registerEntryRoute(app, userRoutes.update, {
    spec: USERS_LIST_SPEC,
    row: async (request) => {
      try {
        return await updateUserAccess(
          app.db,
          request.params.id,
          request.body.data,
          actorOf(request),
          (trx, before, after) =>
            app.mail.write(trx, accountApprovedMails(app.mail.link, before, after)),
        );
      } catch (error) {
        if (error instanceof LastAdminError) throw badRequest(LAST_ADMIN_MESSAGE);
        throw error;
      }
    },
    toEntity: toUserEntity,
  });
}
