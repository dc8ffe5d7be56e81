import type { Sharp } from 'sharp';
import {
  SMALL_IMAGE_MAX_WIDTH_PX,
  THUMBNAIL_MAX_HEIGHT_PX,
  THUMBNAIL_MAX_WIDTH_PX,
  UPLOAD_MESSAGES,
} from '@app/shared/media';
import { uploadError } from './upload-errors';

export type FormatName = 'small' | 'thumbnail';

export interface ImageVariant {
  format: FormatName;
  data: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  /** As displayed, after the camera's orientation tag is applied. */
  width: number;
  height: number;
  variants: ImageVariant[];
}

/** 40 megapixels: any real photo fits; a decompression bomb does not. */
const MAX_INPUT_PIXELS = 40_000_000;

const VARIANT_BOXES: Record<FormatName, { width: number; height?: number }> = {
  small: { width: SMALL_IMAGE_MAX_WIDTH_PX },
  thumbnail: { width: THUMBNAIL_MAX_WIDTH_PX, height: THUMBNAIL_MAX_HEIGHT_PX },
};

function encodeLike(image: Sharp, mime: string): Sharp {
  if (mime === 'image/png') return image.png({ compressionLevel: 9, palette: false });
  if (mime === 'image/webp') return image.webp({ quality: 80 });
  return image.jpeg({ quality: 80, mozjpeg: true });
}

/**
 * Reads an uploaded image's size and makes the `small` (at most 500 px wide, for the Culture
 * page) and `thumbnail` variants in the image's own format, turned upright and without metadata.
 */
export async function processImage(
  filePath: string,
  mime: string,
  displayName: string,
): Promise<ProcessedImage> {
  // Loaded with the first image rather than at start-up, where it costs 30 MB.
  const { default: sharp } = await import('sharp');
  const open = () =>
    sharp(filePath, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true });
  try {
    const metadata = await open().metadata();
    const variants: ImageVariant[] = [];
    for (const [format, box] of Object.entries(VARIANT_BOXES) as [
      FormatName,
      { width: number; height?: number },
    ][]) {
      const { data, info } = await encodeLike(
        open().resize({ ...box, fit: 'inside', withoutEnlargement: true }),
        mime,
      ).toBuffer({ resolveWithObject: true });
      variants.push({ format, data, width: info.width, height: info.height });
    }
    return { width: metadata.autoOrient.width, height: metadata.autoOrient.height, variants };
  } catch {
    throw uploadError(UPLOAD_MESSAGES.unreadableImage(displayName));
  }
}
