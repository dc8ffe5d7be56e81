import type { MediaEntity } from '@app/shared/media';

/** An uploaded file as Strapi nests it inside an entry's attributes. */
export type Media = MediaEntity;

const VIDEO_EXTENSIONS = ['.mp4', '.webm'];

export function isVideo(media: Media): boolean {
  const { ext, mime, url } = media.attributes;
  if (mime.startsWith('video/')) return true;
  const extension = (ext || url.slice(url.lastIndexOf('.'))).toLowerCase();
  return VIDEO_EXTENSIONS.includes(extension);
}

/** A list relation as Strapi sends it: `{data: [...]}`, or `{data: null}` when empty. */
export function listOf(relation: { data: Media[] | null } | null | undefined): Media[] {
  return relation?.data ?? [];
}
