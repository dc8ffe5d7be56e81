import type { Readable } from 'node:stream';
import type { S3Settings } from '../../config/config';
import { assertStorageKey, type FileLocation, type FileStorage } from './file-storage';
import { mimeForExtension } from './file-types';

const UPLOAD_PART_BYTES = 5 * 1024 * 1024;

/** A storage that holds network connections, released when the server closes. */
export interface S3FileStorage extends FileStorage {
  close(): void;
}

/**
 * Keeps files in one S3-compatible bucket under `public/<key>` and `private/<key>`, the same
 * layout as the disk storage's folders, so a bucket and an uploads folder copy into each other.
 * The bucket is never served directly: public media go through `/uploads/`, resumes through the
 * Staff download route, so the bucket needs no public access at all.
 * Bytes are streamed both ways: reads hand on the response's stream, and a file is sent in parts
 * of 5 MB (S3's smallest), one at a time, so an upload holds at most one part in memory.
 */
export async function createS3FileStorage(settings: S3Settings): Promise<S3FileStorage> {
  // The SDK is large: only a site with STORAGE=s3 loads it, at start-up rather than on a request.
  const [
    { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client, S3ServiceException },
    { Upload },
  ] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  const isMissing = (error: unknown) =>
    error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
  });
  const objectOf = ({ visibility, key }: FileLocation) => {
    assertStorageKey(key);
    return { Bucket: settings.bucket, Key: `${visibility}/${key}` };
  };

  return {
    async put(location, body) {
      const type = mimeForExtension(location.key.slice(location.key.lastIndexOf('.')));
      // An object appears only when its upload completes, so a reader never sees half a file;
      // a failed multipart upload is aborted, leaving no parts behind.
      await new Upload({
        client,
        partSize: UPLOAD_PART_BYTES,
        queueSize: 1,
        params: { ...objectOf(location), Body: body, ...(type ? { ContentType: type } : {}) },
      }).done();
    },

    async size(location) {
      try {
        const head = await client.send(new HeadObjectCommand(objectOf(location)));
        return head.ContentLength ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async read(location, range) {
      try {
        const object = await client.send(
          new GetObjectCommand({
            ...objectOf(location),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        // In Node the body is the response's own stream, read as the reply is sent.
        return object.Body as Readable;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(location) {
      // S3 answers a delete of a missing key with success, as the interface asks.
      await client.send(new DeleteObjectCommand(objectOf(location)));
    },

    close() {
      client.destroy();
    },
  };
}
