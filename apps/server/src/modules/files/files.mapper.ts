import type { MediaAttributes, MediaEntity, UploadedFile } from '@app/shared/media';
import { toEntity } from '../../http/strapi-response';
import { parseFormats, variantKey, type FileRow } from './stored-file';

/** Strapi reports sizes in kilobytes with two decimals. */
function kilobytes(bytes: number): number {
  return Math.round((bytes / 1000) * 100) / 100;
}

/** Public files are served at `/uploads/<key>`; private ones only through the Staff download route. */
export function fileUrl(row: Pick<FileRow, 'id' | 'visibility' | 'storage_key'>): string {
  return row.visibility === 'public'
    ? `/uploads/${row.storage_key}`
    : `/api/files/${row.id}/download`;
}

function formatsOf(row: FileRow): MediaAttributes['formats'] {
  const stored = parseFormats(row);
  if (!stored) return null;
  return Object.fromEntries(
    Object.entries(stored).map(([format, variant]) => {
      const key = variantKey(format as keyof typeof stored, row.storage_key);
      return [
        format,
        {
          name: `${format}_${row.name}`,
          hash: `${format}_${row.hash}`,
          ext: row.ext,
          mime: row.mime,
          path: null,
          width: variant.width,
          height: variant.height,
          size: kilobytes(variant.sizeBytes),
          sizeInBytes: variant.sizeBytes,
          url: `/uploads/${key}`,
        },
      ];
    }),
  );
}

function attributesOf(row: FileRow): MediaAttributes {
  return {
    name: row.name,
    alternativeText: null,
    caption: null,
    width: row.width,
    height: row.height,
    formats: formatsOf(row),
    hash: row.hash,
    ext: row.ext,
    mime: row.mime,
    size: kilobytes(row.size_bytes),
    url: fileUrl(row),
    previewUrl: null,
    provider: 'local',
    provider_metadata: null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A file as a Strapi media entity (`{id, attributes}`), as relations and media fields nest it. */
export function toMediaEntity(row: FileRow): MediaEntity {
  return toEntity(row.id, attributesOf(row));
}

/** A single media field (a photo, a logo): the file, or `{data: null}` without one. */
export const singleMediaField = (file: FileRow | null | undefined) => ({
  data: file ? toMediaEntity(file) : null,
});

/** A file as `POST /api/upload` answers it: flat, the id beside the attributes. */
export function toUploadedFile(row: FileRow): UploadedFile {
  return { id: row.id, ...attributesOf(row) };
}
