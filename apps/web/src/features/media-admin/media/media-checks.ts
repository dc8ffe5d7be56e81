import {
  IMAGE_MAX_BYTES,
  IMAGE_MIME_TYPES,
  UPLOAD_MESSAGES,
  VIDEO_MAX_BYTES,
  VIDEO_MIME_TYPES,
} from '@app/shared/media';

export type MediaKind = 'image' | 'video';

/** The photo field of a testimonial takes images only, so it needs its own refusal. */
export const PHOTO_ONLY_MESSAGE = (name: string) =>
  `"${name}" is not a supported photo. Upload a JPEG, PNG or WebP image.`;

/** The kind of an accepted media type; null for anything Staff may not upload. */
export function mediaKindOf(mime: string | null | undefined): MediaKind | null {
  if ((IMAGE_MIME_TYPES as readonly string[]).includes(mime ?? '')) return 'image';
  if ((VIDEO_MIME_TYPES as readonly string[]).includes(mime ?? '')) return 'video';
  return null;
}

/**
 * Why a chosen file cannot be uploaded, in the server's own words, or null when it may go. The
 * browser's type comes from the file name; the server checks the content again and may still
 * refuse, but this catches the common mistakes before any byte is sent.
 */
export function checkMediaFile(file: File, accepted: readonly MediaKind[]): string | null {
  const kind = mediaKindOf(file.type);
  if (!kind || !accepted.includes(kind)) {
    return accepted.includes('video')
      ? UPLOAD_MESSAGES.unsupportedMedia(file.name)
      : PHOTO_ONLY_MESSAGE(file.name);
  }
  if (file.size === 0) return UPLOAD_MESSAGES.empty(file.name);
  if (kind === 'image' && file.size > IMAGE_MAX_BYTES)
    return UPLOAD_MESSAGES.imageTooLarge(file.name);
  if (kind === 'video' && file.size > VIDEO_MAX_BYTES)
    return UPLOAD_MESSAGES.videoTooLarge(file.name);
  return null;
}

/** Splits chosen files into those that may be uploaded and the messages for the others. */
export function sortOutFiles(
  files: readonly File[],
  accepted: readonly MediaKind[],
): { valid: File[]; problems: string[] } {
  const valid: File[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const problem = checkMediaFile(file, accepted);
    if (problem) problems.push(problem);
    else valid.push(file);
  }
  return { valid, problems };
}

/** The file input's `accept` list for the kinds a field takes. */
export function acceptFor(kinds: readonly MediaKind[]): string {
  return kinds
    .flatMap((kind) => (kind === 'image' ? IMAGE_MIME_TYPES : VIDEO_MIME_TYPES))
    .join(',');
}
