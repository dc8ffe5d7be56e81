import type { FastifyRequest } from 'fastify';
import type { AuditEntityType } from '@app/shared/audit';
import type { Db } from '../../db/database';
import { actorOf } from './audit-entry';
import { recordAudit } from './audit.repository';

/**
 * Records an export of personal data before its first row is read: who exported, and which rows
 * (the filters and sort as the request named them), so that an export cut short is on record too.
 */
export async function recordExport(
  db: Db,
  request: FastifyRequest,
  entityType: AuditEntityType,
): Promise<void> {
  const search = request.url.indexOf('?');
  // Read as the query parser reads it: a malformed escape (`%FF`) becomes U+FFFD, never an error.
  const parameters = new URLSearchParams(search < 0 ? '' : request.url.slice(search + 1));
  const query = [...parameters].map(([name, value]) => `${name}=${value}`).join('&');
  await recordAudit(db, {
    actor: actorOf(request),
    entityType,
    entityId: null,
    action: 'export',
    details: { query },
  });
}
