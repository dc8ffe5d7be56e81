import type { Readable } from 'node:stream';
import type { FileVisibility } from '../../db/schema';

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
 * Where uploaded bytes are kept. The disk implementation serves a single machine; an
 * S3-compatible object store can implement the same four calls when the site runs on several.
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
