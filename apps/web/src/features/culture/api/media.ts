import type { MediaEntity } from '@app/shared/media';

/** An uploaded file as Strapi nests it inside an entry's attributes. */
export type Media = MediaEntity;

/** The size of an image the page shows: a variant (`formats.small`), or the original. */
export interface MediaFormat {
  url: string;
  width: number | null;
  height: number | null;
}

const VIDEO_EXTENSIONS = ['.mp4', '.webm'];

export function isVideo(media: Media): boolean {
  const { ext, mime, url } = media.attributes;
  if (mime.startsWith('video/')) return true;
  const extension = (ext || url.slice(url.lastIndexOf('.'))).toLowerCase();
  return VIDEO_EXTENSIONS.includes(extension);
}

/** The small rendition of an image where one exists (SPEC.md: preferred), else the original. */
export function previewOf(media: Media): MediaFormat {
  const { formats, url, width, height } = media.attributes;
  return formats?.small ?? { url, width, height };
}

/** A list relation as Strapi sends it: `{data: [...]}`, or `{data: null}` when empty. */
export function listOf(relation: { data: Media[] | null } | null | undefined): Media[] {
  return relation?.data ?? [];
}
