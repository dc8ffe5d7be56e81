import type { Readable } from 'node:stream';
import type { FileVisibility } from '../../db/schema';

/** Random stored names only: a letter or digit first, then letters, digits, `_` or `-`, one extension. */
export const STORAGE_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,80}\.[a-z0-9]{1,8}$/;

/** Keys come from our own database or a checked URL segment; a storage refuses anything else outright. */
export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
}

/** Where a stored file lives: public files may be served to anyone, private ones never are. */
export interface FileLocation {
  visibility: FileVisibility;
  /** A random name with an extension, never derived from what the uploader sent. */
  key: string;
}

/** A byte range to read, both ends included (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded bytes are kept: on disk for a single machine (STORAGE=disk), or in an
 * S3-compatible bucket that several servers share (STORAGE=s3).
 */
export interface FileStorage {
  /** Stores a stream under a key, replacing nothing: keys are random and used once. */
  put(location: FileLocation, body: Readable): Promise<void>;
  /** The file's size in bytes, or null when there is no such file. */
  size(location: FileLocation): Promise<number | null>;
  /** Opens the file (or part of it) for reading; null when there is no such file. */
  read(location: FileLocation, range?: ByteRange): Promise<Readable | null>;
  /** Removes the file; removing a file that is already gone is not an error. */
  delete(location: FileLocation): Promise<void>;
}
