import path from 'node:path';
import { FILE_NAME_MAX_LENGTH, UPLOAD_MESSAGES } from '@app/shared/media';
import { uploadError } from './upload-errors';

// Control characters (C0, DEL, C1) and the bidirectional overrides that can disguise an extension.
const UNSAFE_CHARACTERS = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;
const PATH_SEPARATORS = /[/\\]/;
const FALLBACK_NAME = 'file';

/**
 * Checks the name an uploader sent and returns it cleaned for display. The name is only ever
 * shown (and offered back on download); files are stored under random names.
 */
export function displayNameFor(sentName: string, ext: string): string {
  assertSafeFileName(sentName);
  const cleaned = sentName.normalize('NFC').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  const base = cleaned === '' ? FALLBACK_NAME : cleaned;
  const sentExt = path.extname(base).toLowerCase();
  const matches = sentExt === ext || (ext === '.jpg' && sentExt === '.jpeg');
  const stem = matches ? base.slice(0, base.length - sentExt.length) : base;
  const suffix = matches ? sentExt : ext;
  return `${stem.slice(0, FILE_NAME_MAX_LENGTH - suffix.length)}${suffix}`;
}

/** Refuses a name before any of the file is read. */
export function assertSafeFileName(sentName: string): void {
  if (PATH_SEPARATORS.test(sentName) || UNSAFE_CHARACTERS.test(sentName))
    throw uploadError(UPLOAD_MESSAGES.unsafeName);
}

/**
 * `Content-Disposition: attachment` with an ASCII fallback name (quotes, backslashes and
 * non-ASCII replaced) and the exact name in RFC 5987 form for browsers that read it.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRFC5987(name)}`;
}

function encodeRFC5987(text: string): string {
  return encodeURIComponent(text).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
