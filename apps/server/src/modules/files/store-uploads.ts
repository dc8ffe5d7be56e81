import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import type { FilesTable } from '../../db/schema';
import { nowIso } from '../../http/strapi-response';
import type { FileLocation } from './file-storage';
import { insertFiles } from './files.repository';
import { processImage } from './image-variants';
import type { ReceivedUpload } from './receive-uploads';
import { variantKey, type FileRow, type StoredFormats } from './stored-file';

/** A new random stored name: 128 bits, so it can neither be guessed nor collide. */
export function newFileHash(): string {
  return randomBytes(16).toString('hex');
}

/**
 * Stores checked uploads: a resume privately, media publicly with image variants, each under a
 * random name, then their rows in one insert. If anything fails, what was stored is removed.
 */
export async function storeUploads(
  app: FastifyInstance,
  uploads: ReceivedUpload[],
): Promise<FileRow[]> {
  const stored: FileLocation[] = [];
  const put = async (location: FileLocation, body: Readable) => {
    await app.fileStorage.put(location, body);
    stored.push(location);
  };
  try {
    const rows: Insertable<FilesTable>[] = [];
    for (const upload of uploads) {
      const visibility = upload.type.kind === 'resume' ? 'private' : 'public';
      const hash = newFileHash();
      const storageKey = `${hash}${upload.type.ext}`;
      let size: { width: number; height: number } | null = null;
      let formats: StoredFormats | null = null;
      if (upload.type.kind === 'image') {
        const image = await processImage(upload.tempPath, upload.type.mime, upload.displayName);
        size = { width: image.width, height: image.height };
        formats = {};
        for (const variant of image.variants) {
          await put(
            { visibility, key: variantKey(variant.format, storageKey) },
            Readable.from([variant.data]),
          );
          formats[variant.format] = {
            width: variant.width,
            height: variant.height,
            sizeBytes: variant.data.length,
          };
        }
      }
      await put({ visibility, key: storageKey }, createReadStream(upload.tempPath));
      const now = nowIso();
      rows.push({
        name: upload.displayName,
        hash,
        ext: upload.type.ext,
        mime: upload.type.mime,
        size_bytes: upload.sizeBytes,
        width: size?.width ?? null,
        height: size?.height ?? null,
        formats: formats ? JSON.stringify(formats) : null,
        visibility,
        storage_key: storageKey,
        owner_type: null,
        owner_id: null,
        owner_field: null,
        created_at: now,
        updated_at: now,
      });
    }
    return await insertFiles(app.db, rows);
  } catch (error) {
    for (const location of stored) {
      await app.fileStorage
        .delete(location)
        .catch((err: unknown) =>
          app.log.error({ err, key: location.key }, 'could not remove a stored file'),
        );
    }
    throw error;
  }
}
