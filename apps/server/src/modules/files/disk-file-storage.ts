import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertStorageKey,
  type ByteRange,
  type FileLocation,
  type FileStorage,
} from './file-storage';

/**
 * Keeps files in `<root>/public` and `<root>/private`. A file is written under a temporary name
 * and renamed when complete, so a reader never sees half a file.
 */
export function createDiskFileStorage(root: string): FileStorage {
  const pathOf = ({ visibility, key }: FileLocation) => {
    assertStorageKey(key);
    return path.join(root, visibility, key);
  };

  return {
    async put(location, body: Readable) {
      const target = pathOf(location);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.partial`;
      try {
        await pipeline(body, createWriteStream(partial, { flags: 'wx', mode: 0o640 }));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    async size(location) {
      try {
        const info = await stat(pathOf(location));
        return info.isFile() ? info.size : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async read(location, range?: ByteRange) {
      const file = pathOf(location);
      const stream = createReadStream(file, range ? { start: range.start, end: range.end } : {});
      // Opening is asynchronous: wait for it, so a missing file is a null rather than a stream error.
      return new Promise<Readable | null>((resolve, reject) => {
        const onError = (error: Error) => (isMissing(error) ? resolve(null) : reject(error));
        stream.once('error', onError);
        stream.once('ready', () => {
          stream.off('error', onError);
          resolve(stream);
        });
      });
    },

    async delete(location) {
      await rm(pathOf(location), { force: true });
    },
  };
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}
