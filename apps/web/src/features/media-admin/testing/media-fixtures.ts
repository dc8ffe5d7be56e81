import type { MediaAttributes, MediaEntity, UploadedFile } from '@app/shared/media';

const STAMP = '2025-06-01T10:00:00.000Z';

function attributesFor(id: number, name: string, mime: string): MediaAttributes {
  const ext = name.slice(name.lastIndexOf('.'));
  const hash = `${name.replace(/\W/g, '_')}_${id}`;
  const isImage = mime.startsWith('image/');
  const variant = (format: string, width: number) => ({
    name: `${format}_${name}`,
    hash: `${format}_${hash}`,
    ext,
    mime,
    path: null,
    width,
    height: Math.round(width * 0.75),
    size: 1.5,
    sizeInBytes: 1500,
    url: `/uploads/${format}_${hash}${ext}`,
  });
  return {
    name,
    alternativeText: null,
    caption: null,
    width: isImage ? 800 : null,
    height: isImage ? 600 : null,
    formats: isImage
      ? { thumbnail: variant('thumbnail', 208), small: variant('small', 500) }
      : null,
    hash,
    ext,
    mime,
    size: 12.5,
    url: `/uploads/${hash}${ext}`,
    previewUrl: null,
    provider: 'local',
    provider_metadata: null,
    createdAt: STAMP,
    updatedAt: STAMP,
  };
}

/** A stored image or video as it is nested in an entry. */
export function mediaEntity(id: number, name: string, mime = 'image/png'): MediaEntity {
  return { id, attributes: attributesFor(id, name, mime) };
}

/** A file as `POST /api/upload` answers it. */
export function uploadedFile(id: number, name: string, mime = 'image/png'): UploadedFile {
  return { id, ...attributesFor(id, name, mime) };
}

/** A file a person picks, with the size it claims (no bytes are allocated for large ones). */
export function pickedFile(name: string, type: string, size = 2048): File {
  const file = new File([new Uint8Array(Math.min(size, 2048))], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
