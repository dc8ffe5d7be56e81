import { open } from 'node:fs/promises';
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

/** PDF readers look for the end-of-file marker in the last 1024 bytes; so do we. */
const PDF_END_MARKER = '%%EOF';
const PDF_TAIL_BYTES = 1024;

/**
 * Whether the file ends as a PDF must. A file that only begins like one (PNG bytes behind a
 * `%PDF-` header, a polyglot with another format appended, an upload cut short) is no PDF a
 * reader can open, and is refused like any other file that is not a PDF.
 */
async function endsLikePdf(filePath: string): Promise<boolean> {
  const file = await open(filePath, 'r');
  try {
    const { size } = await file.stat();
    const length = Math.min(size, PDF_TAIL_BYTES);
    const { buffer } = await file.read({ buffer: Buffer.alloc(length), position: size - length });
    return buffer.includes(PDF_END_MARKER, 0, 'latin1');
  } finally {
    await file.close();
  }
}

/**
 * Recognises a file by its first bytes (magic numbers), never by its name or the type the
 * client declared, so a PNG renamed `.pdf` stays a PNG; a whole PDF must also end like one (a
 * file cut off at its size limit has lost its end, and is refused for its size instead).
 * Null for anything we do not accept.
 */
export async function detectAcceptedType(
  filePath: string,
  received: 'whole' | 'cut-off',
): Promise<AcceptedType | null> {
  // Loaded with the first upload rather than at start-up.
  const { fileTypeFromFile } = await import('file-type');
  const detected = await fileTypeFromFile(filePath);
  if (!detected) return null;
  const kind = kindOf(detected.mime);
  const ext = EXTENSION_BY_MIME[detected.mime];
  if (!kind || !ext) return null;
  if (kind === 'resume' && received === 'whole' && !(await endsLikePdf(filePath))) return null;
  return { kind, mime: detected.mime, ext };
}

/** The content type to serve a stored file with, from the extension we gave it. */
export function mimeForExtension(ext: string): string | null {
  return Object.entries(EXTENSION_BY_MIME).find(([, known]) => known === ext)?.[0] ?? null;
}
