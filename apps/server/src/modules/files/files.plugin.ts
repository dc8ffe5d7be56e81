import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDiskFileStorage } from './disk-file-storage';
import type { FileStorage } from './file-storage';
import publicUploadsRoutes from './public-uploads.routes';
import { CLEANUP_INTERVAL_MS, removeUnclaimedUploads } from './unclaimed-uploads-cleanup';
import uploadRoutes from './upload.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files are kept (DATA_DIR/uploads by default). */
    fileStorage: FileStorage;
  }
}

/**
 * Uploaded files: the storage (on disk under DATA_DIR/uploads unless another is given), the
 * upload, download and public media routes, and the hourly removal of unclaimed uploads.
 */
export default fp(async function files(
  app: FastifyInstance,
  options: { storage?: FileStorage } = {},
) {
  app.decorate(
    'fileStorage',
    options.storage ?? createDiskFileStorage(path.join(app.config.DATA_DIR, 'uploads')),
  );

  const cleanup = setInterval(() => {
    removeUnclaimedUploads(app.db, app.fileStorage, app.log)
      .then((removed) => {
        if (removed > 0) app.log.info({ removed }, 'removed unclaimed uploads');
      })
      .catch((err: unknown) => app.log.error({ err }, 'removing unclaimed uploads failed'));
  }, CLEANUP_INTERVAL_MS);
  // The timer alone must not keep the process alive; close stops it.
  cleanup.unref();
  app.addHook('onClose', async () => clearInterval(cleanup));

  await app.register(uploadRoutes, { tempDir: path.join(app.config.DATA_DIR, 'tmp', 'uploads') });
  await app.register(publicUploadsRoutes);
});
