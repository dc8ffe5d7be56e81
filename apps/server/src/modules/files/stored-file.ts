import type { Selectable } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { FilesTable } from '../../db/schema';
import type { FileLocation, FileStorage } from './file-storage';
import type { FormatName } from './image-variants';

export type FileRow = Selectable<FilesTable>;

/** A changed row and the files it no longer uses, whose stored bytes are removed after the commit. */
export interface MediaChange<Row> {
  row: Row;
  removedFiles: FileRow[];
}

/** A file as an audit entry names it, `name (#id)`: the name alone may be shared by many files. */
export const auditedFileName = (file: Pick<FileRow, 'name' | 'id'>) => `${file.name} (#${file.id})`;

/** What the `formats` column keeps of each image variant; the rest follows from the file. */
export interface StoredFormat {
  width: number;
  height: number;
  sizeBytes: number;
}
export type StoredFormats = Partial<Record<FormatName, StoredFormat>>;

export function parseFormats(row: Pick<FileRow, 'formats'>): StoredFormats | null {
  return row.formats ? (JSON.parse(row.formats) as StoredFormats) : null;
}

/** Variants are stored beside the original under `<format>_<original key>`. */
export function variantKey(format: FormatName, storageKey: string): string {
  return `${format}_${storageKey}`;
}

/** Every stored object that belongs to a file row: the original and its image variants. */
export function locationsOf(
  row: Pick<FileRow, 'visibility' | 'storage_key' | 'formats'>,
): FileLocation[] {
  const variants = Object.keys(parseFormats(row) ?? {}) as FormatName[];
  return [row.storage_key, ...variants.map((format) => variantKey(format, row.storage_key))].map(
    (key) => ({
      visibility: row.visibility,
      key,
    }),
  );
}

/**
 * Removes the stored bytes of files whose rows are already gone. Runs after the database
 * commit: a failure leaves an unreferenced object behind (logged), never a row without its file.
 */
export async function removeStoredFiles(
  storage: FileStorage,
  rows: Pick<FileRow, 'visibility' | 'storage_key' | 'formats'>[],
  log: FastifyBaseLogger,
): Promise<void> {
  for (const location of rows.flatMap(locationsOf)) {
    try {
      await storage.delete(location);
    } catch (err) {
      log.error({ err, key: location.key }, 'could not remove a stored file');
    }
  }
}
