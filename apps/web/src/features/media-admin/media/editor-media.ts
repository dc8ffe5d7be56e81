import type { MediaAttributes, MediaEntity, UploadedFile } from '@app/shared/media';
import { mediaKindOf, type MediaKind } from './media-checks';

/** A stored image or video as an admin form shows it, whether it came with the entry or was just uploaded. */
export interface EditorMedia {
  id: number;
  kind: MediaKind;
  name: string;
  /** The original file. */
  url: string;
  /** A small rendition for the preview: the thumbnail, else the small variant, else the file. */
  previewUrl: string;
  mime: string;
}

function toEditorMedia(
  id: number,
  attributes: Pick<MediaAttributes, 'name' | 'url' | 'mime' | 'formats'>,
): EditorMedia {
  const { formats, url, mime, name } = attributes;
  const kind = mediaKindOf(mime) ?? (mime.startsWith('video/') ? 'video' : 'image');
  const previewUrl =
    kind === 'image' ? (formats?.thumbnail?.url ?? formats?.small?.url ?? url) : url;
  return { id, kind, name, url, previewUrl, mime };
}

/** A file nested in an entry (`{id, attributes}`). */
export function fromMediaEntity(media: MediaEntity): EditorMedia {
  return toEditorMedia(media.id, media.attributes);
}

/** A file as `POST /api/upload` answers it (flat, with its id). */
export function fromUploadedFile(file: UploadedFile): EditorMedia {
  return toEditorMedia(file.id, file);
}

/** The list with the item at `from` moved to `to`; the other items keep their order. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}
