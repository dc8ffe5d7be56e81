import type { StrapiEntity } from '../../../lib/strapi';

/** One size of an uploaded image (`formats.small`, `formats.thumbnail`, ...). */
export interface MediaFormat {
  url: string;
  width?: number | null;
  height?: number | null;
}

/** An uploaded file as Strapi nests it inside an entry's attributes. */
export interface MediaAttributes {
  name: string;
  alternativeText?: string | null;
  url: string;
  ext?: string | null;
  mime?: string | null;
  width?: number | null;
  height?: number | null;
  formats?: Partial<Record<'thumbnail' | 'small' | 'medium' | 'large', MediaFormat>> | null;
}

export type Media = StrapiEntity<MediaAttributes>;

const VIDEO_EXTENSIONS = ['.mp4', '.webm'];

export function isVideo(media: Media): boolean {
  const { ext, mime, url } = media.attributes;
  if (mime?.startsWith('video/')) return true;
  const extension = (ext ?? url.slice(url.lastIndexOf('.'))).toLowerCase();
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
