import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';

/** Temporary files of one request, all removed together when the request is done. */
export interface TempFiles {
  newPath(): string;
  removeAll(): Promise<void>;
}

export async function createTempFiles(dir: string): Promise<TempFiles> {
  await mkdir(dir, { recursive: true });
  const paths: string[] = [];
  return {
    newPath() {
      const file = path.join(dir, randomUUID());
      paths.push(file);
      return file;
    },
    async removeAll() {
      await Promise.all(paths.map((file) => rm(file, { force: true })));
    },
  };
}
