import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { RESUME_MAX_BYTES } from '@app/shared/constants';
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES, megabytes, uploadedFileSchema } from '@app/shared/media';
import { canUseAdminArea } from '@app/shared/options';
import { notFound } from '../../http/errors';
import { parseEntityId } from '../../http/validation';
import { identifyUser, requireRole } from '../../plugins/auth';
import { strictRateLimit } from '../../plugins/rate-limits';
import { actorOf } from '../audit/audit-entry';
import { errorResponse, idParams } from '../openapi/route-docs';
import { attachmentDisposition } from './file-names';
import { deleteFileById, findFileById } from './files.repository';
import { toUploadedFile } from './media-entity';
import { receiveUploads } from './receive-uploads';
import { storeUploads } from './store-uploads';
import { removeStoredFiles } from './stored-file';
import { createTempFiles } from './temp-files';

export const UPLOADS_OPENAPI_TAG = 'Uploads';

const uploadForm = z.object({
  files: z
    .array(z.string().meta({ format: 'binary' }))
    .describe(
      `Anyone: one PDF resume (at most ${megabytes(RESUME_MAX_BYTES)}, kept private). ` +
        `Staff: JPEG, PNG or WebP images (at most ${megabytes(IMAGE_MAX_BYTES)}) and MP4 or WebM videos (at most ${megabytes(VIDEO_MAX_BYTES)}), public.`,
    ),
});

/** `POST /api/upload`, a Staff download route for stored files, and deleting a file. */
export default async function uploadRoutes(app: FastifyInstance, options: { tempDir: string }) {
  const tags = [UPLOADS_OPENAPI_TAG];
  const staffOnly = requireRole('Staff');
  await app.register(multipart);

  app.post(
    '/api/upload',
    {
      preHandler: identifyUser,
      config: {
        rateLimit: strictRateLimit,
        openapi: {
          consumes: ['multipart/form-data'],
          body: uploadForm,
          response: { 200: z.array(uploadedFileSchema), 400: errorResponse, 413: errorResponse },
        },
      },
      schema: { tags, summary: 'Upload a resume (anyone) or event and testimonial media (Staff)' },
    },
    async (request) => {
      const temp = await createTempFiles(options.tempDir);
      try {
        const uploads = await receiveUploads(request, temp, canUseAdminArea(request.user?.role));
        const rows = await storeUploads(app, uploads);
        return rows.map(toUploadedFile);
      } finally {
        await temp.removeAll();
      }
    },
  );

  app.get(
    '/api/files/:id/download',
    {
      preHandler: staffOnly,
      config: {
        openapi: { params: idParams, response: { 403: errorResponse, 404: errorResponse } },
      },
      schema: { tags, summary: 'Download a stored file, such as a resume (Staff)' },
    },
    async (request, reply) => {
      const row = await findFileById(app.db, parseEntityId((request.params as { id: string }).id));
      if (!row) throw notFound();
      const stream = await app.fileStorage.read({
        visibility: row.visibility,
        key: row.storage_key,
      });
      if (!stream) {
        request.log.error({ fileId: row.id }, 'a file row has no stored file');
        throw notFound();
      }
      return reply
        .type(row.mime)
        .header('content-length', row.size_bytes)
        .header('content-disposition', attachmentDisposition(row.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );

  app.delete(
    '/api/upload/files/:id',
    {
      preHandler: staffOnly,
      config: {
        openapi: {
          params: idParams,
          response: { 200: uploadedFileSchema, 403: errorResponse, 404: errorResponse },
        },
      },
      schema: { tags, summary: 'Delete an uploaded file (Staff)' },
    },
    async (request) => {
      const row = await deleteFileById(
        app.db,
        parseEntityId((request.params as { id: string }).id),
        actorOf(request),
      );
      if (!row) throw notFound();
      await removeStoredFiles(app.fileStorage, [row], request.log);
      return toUploadedFile(row);
    },
  );
}
