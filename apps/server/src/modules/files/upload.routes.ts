import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { fileRoutes } from '@app/shared/media';
import { canUseAdminArea } from '@app/shared/options';
import { registerRoute } from '../../http/contract-route';
import { notFound } from '../../http/errors';
import { strictRateLimit } from '../../plugins/rate-limits';
import { actorOf } from '../audit/audit-entry';
import { attachmentDisposition } from './file-names';
import { toUploadedFile } from './files.mapper';
import { deleteFileById, findFileById } from './files.repository';
import { receiveUploads } from './receive-uploads';
import { storeUploads } from './store-uploads';
import { removeStoredFiles } from './stored-file';
import { createTempFiles } from './temp-files';

/** `POST /api/upload`, a Staff download route for stored files, and deleting a file. */
export default async function uploadRoutes(app: FastifyInstance, options: { tempDir: string }) {
  await app.register(multipart);

  registerRoute(app, fileRoutes.upload, {
    config: { rateLimit: strictRateLimit },
    handler: async (request) => {
      const temp = await createTempFiles(options.tempDir);
      try {
        const uploads = await receiveUploads(request, temp, canUseAdminArea(request.user?.role));
        const rows = await storeUploads(app, uploads);
        return rows.map(toUploadedFile);
      } finally {
        await temp.removeAll();
      }
    },
  });

  registerRoute(app, fileRoutes.download, {
    handler: async (request, reply) => {
      const row = await findFileById(app.db, request.params.id);
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
  });

  registerRoute(app, fileRoutes.delete, {
    handler: async (request) => {
      const row = await deleteFileById(app.db, request.params.id, actorOf(request));
      if (!row) throw notFound();
      await removeStoredFiles(app.fileStorage, [row], request.log);
      return toUploadedFile(row);
    },
  });
}
