import type { MediaEntity } from '@app/shared/media';

/** The size of an image a page shows: a variant (`formats.small`), or the original. */
export interface ImageSource {
  url: string;
  width: number | null;
  height: number | null;
}

/**
 * The image a public page shows of an upload: its small rendition where one exists (SPEC.md:
 * `formats.small.url` is preferred), else the original, which is then no larger than it.
 */
export function previewOf(media: MediaEntity): ImageSource {
  const { formats, url, width, height } = media.attributes;
  return formats?.small ?? { url, width, height };
}
