import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { UploadedFile } from '@app/shared/media';
import type { TestApp } from '../test-app';

/** The attribute keys of a file in Strapi's answers, in its order (strapi-examples/upload.POST.json). */
export const STRAPI_MEDIA_ATTRIBUTES = [
  'name',
  'alternativeText',
  'caption',
  'width',
  'height',
  'formats',
  'hash',
  'ext',
  'mime',
  'size',
  'url',
  'previewUrl',
  'provider',
  'provider_metadata',
  'createdAt',
  'updatedAt',
];

/** Files for upload tests, recognisable by content as the real formats are. */
export const sampleFiles = {
  pdf: (extraBytes = 0) =>
    Buffer.concat([
      Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n'),
      Buffer.alloc(extraBytes, 0x20),
      Buffer.from('\n%%EOF\n'),
    ]),
  /** A noisy image (noise does not compress, so a smaller variant really is smaller). */
  image: (format: 'png' | 'jpeg' | 'webp', width = 800, height = 600) =>
    sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .toFormat(format)
      .toBuffer(),
  /** The start of an ISO base media file with the `isom` brand, as MP4 files begin. */
  mp4: () =>
    Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom'),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from('isomiso2'),
      randomBytes(2048),
    ]),
  /** An EBML header whose DocType is `webm`, as WebM files begin. */
  webm: () =>
    Buffer.concat([
      Buffer.from(
        '1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581021853806701ffffffffffffff',
        'hex',
      ),
      randomBytes(2048),
    ]),
  gif: () =>
    Buffer.from(
      'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
      'latin1',
    ),
};

export interface MultipartFile {
  filename: string;
  data: Buffer;
  contentType?: string;
  field?: string;
}

/** A multipart/form-data body written byte by byte, so tests control every file name. */
export function multipart(files: MultipartFile[], fields: Record<string, string> = {}) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        'utf8',
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Sends `POST /api/upload` with the given files, as the given user (anonymous without headers). */
export function upload(t: TestApp, files: MultipartFile[], headers: Record<string, string> = {}) {
  const body = multipart(files);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

/** Uploads files that must be accepted and returns what the server answered. */
export async function uploadOk(
  t: TestApp,
  files: MultipartFile[],
  headers: Record<string, string> = {},
): Promise<UploadedFile[]> {
  const response = await upload(t, files, headers);
  if (response.statusCode !== 200)
    throw new Error(`upload refused: ${response.statusCode} ${response.body}`);
  return response.json();
}
