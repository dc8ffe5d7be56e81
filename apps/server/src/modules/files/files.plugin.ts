import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDiskFileStorage } from './disk-file-storage';
import type { FileStorage } from './file-storage';
import publicUploadsRoutes from './public-uploads.routes';
import { createS3FileStorage } from './s3-file-storage';
import { CLEANUP_INTERVAL_MS, removeUnclaimedUploads } from './unclaimed-uploads-cleanup';
import uploadRoutes from './upload.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files are kept: DATA_DIR/uploads, or the S3 bucket with STORAGE=s3. */
    fileStorage: FileStorage;
  }
}

/**
 * Uploaded files: the storage (chosen by STORAGE unless another is given), the
 * upload, download and public media routes, and the hourly removal of unclaimed uploads.
 */
export default fp(async function files(
  app: FastifyInstance,
  options: { storage?: FileStorage } = {},
) {
  app.decorate('fileStorage', options.storage ?? (await configuredStorage(app)));

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

/** The storage STORAGE selects: the S3 bucket's connections are released when the server closes. */
async function configuredStorage(app: FastifyInstance): Promise<FileStorage> {
  if (!app.config.S3) return createDiskFileStorage(path.join(app.config.DATA_DIR, 'uploads'));
  const storage = await createS3FileStorage(app.config.S3);
  app.addHook('onClose', async () => storage.close());
  return storage;
}
