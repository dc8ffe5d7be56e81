import { fileTypeFromFile } from 'file-type';
import { IMAGE_MIME_TYPES, VIDEO_MIME_TYPES } from '@app/shared/media';

export type UploadKind = 'resume' | 'image' | 'video';

export interface AcceptedType {
  kind: UploadKind;
  mime: string;
  /** The extension we store the file with, whatever the uploader's name said. */
  ext: string;
}

const EXTENSION_BY_MIME: Record<string, string> = {
  'application/pdf': '.pdf',
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'video/mp4': '.mp4',
  'video/webm': '.webm',
};

function kindOf(mime: string): UploadKind | null {
  if (mime === 'application/pdf') return 'resume';
  if ((IMAGE_MIME_TYPES as readonly string[]).includes(mime)) return 'image';
  if ((VIDEO_MIME_TYPES as readonly string[]).includes(mime)) return 'video';
  return null;
}

/**
 * Recognises a file by its first bytes (magic numbers), never by its name or the type the
 * client declared, so a PNG renamed `.pdf` stays a PNG. Null for anything we do not accept.
 */
export async function detectAcceptedType(filePath: string): Promise<AcceptedType | null> {
  const detected = await fileTypeFromFile(filePath);
  if (!detected) return null;
  const kind = kindOf(detected.mime);
  const ext = EXTENSION_BY_MIME[detected.mime];
  return kind && ext ? { kind, mime: detected.mime, ext } : null;
}

/** The content type to serve a stored file with, from the extension we gave it. */
export function mimeForExtension(ext: string): string | null {
  return Object.entries(EXTENSION_BY_MIME).find(([, known]) => known === ext)?.[0] ?? null;
}
