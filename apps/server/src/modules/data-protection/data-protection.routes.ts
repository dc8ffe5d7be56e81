import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  erasureCountsSchema,
  personalDataPreviewSchema,
  personalDataRequestSchema,
  retentionSettingsSchema,
} from '@app/shared/data-protection';
import { parseDataBody, parseWith } from '../../http/validation';
import { requireRole } from '../../plugins/auth';
import { actorOf } from '../audit/audit-entry';
import { findErasures } from '../audit/audit.repository';
import { dataBody, errorResponse } from '../openapi/route-docs';
import { createEmailHasher } from './email-hash';
import { erasePersonalData } from './erase-personal-data';
import { findPersonalData } from './personal-data.repository';

export const DATA_PROTECTION_OPENAPI_TAG = 'Data protection';

const answer = (data: z.ZodType) => z.object({ data, meta: z.object({}) });

/** Erasure of one person's data on request, its preview, and the retention period (Admin only). */
export default async function dataProtectionRoutes(
  app: FastifyInstance,
  options: { serverSecret: string },
) {
  const hashEmail = createEmailHasher(options.serverSecret);
  const adminOnly = requireRole('Admin');
  const tags = [DATA_PROTECTION_OPENAPI_TAG];
  const refused = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

  app.get(
    '/api/data-protection/retention',
    {
      preHandler: adminOnly,
      config: { openapi: { response: { 200: answer(retentionSettingsSchema), ...refused } } },
      schema: { tags, summary: 'How long applications and messages are kept (Admin)' },
    },
    async () => ({ data: { days: app.config.DATA_RETENTION_DAYS }, meta: {} }),
  );

  app.get(
    '/api/data-protection/preview',
    {
      preHandler: adminOnly,
      // The e-mail is in the query string: the per-request info lines would copy it into the logs.
      logLevel: 'warn',
      config: {
        openapi: {
          querystring: personalDataRequestSchema,
          response: { 200: answer(personalDataPreviewSchema), ...refused },
        },
      },
      schema: {
        tags,
        summary: 'What erasing the data of this e-mail would delete (Admin)',
        description:
          'Applications and contact messages sent with the e-mail in any case, how many files they hold, and earlier erasures of the same e-mail.',
      },
    },
    async (request) => {
      const { email } = parseWith(personalDataRequestSchema, request.query);
      const [found, erasures] = await Promise.all([
        findPersonalData(app.db, email),
        findErasures(app.db, hashEmail(email)),
      ]);
      return {
        data: {
          email,
          ...found,
          erasures: erasures.map((row) => ({
            createdAt: row.created_at,
            username: row.username,
            counts: erasureCountsSchema.parse(JSON.parse(row.details)),
          })),
        },
        meta: {},
      };
    },
  );

  app.post(
    '/api/data-protection/erase',
    {
      preHandler: adminOnly,
      config: {
        openapi: {
          body: dataBody(personalDataRequestSchema),
          response: { 200: answer(erasureCountsSchema), ...refused },
        },
      },
      schema: {
        tags,
        summary: "Erase one person's applications, messages and files (Admin)",
        description:
          'Deletes every application and contact message sent with the e-mail (in any case) and the files of those applications, and answers the counts. The audit entry keeps the e-mail only masked and as a keyed hash.',
      },
    },
    async (request) => {
      const { email } = parseDataBody(personalDataRequestSchema, request.body);
      const counts = await erasePersonalData(
        { db: app.db, storage: app.fileStorage, log: request.log },
        { email, emailHash: hashEmail(email), actor: actorOf(request) },
      );
      return { data: counts, meta: {} };
    },
  );
}
