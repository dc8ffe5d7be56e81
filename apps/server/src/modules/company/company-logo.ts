import { buffer } from 'node:stream/consumers';
import type { FileStorage } from '../files/file-storage';
import type { FileRow } from '../files/stored-file';

/** Logos recently drawn, by stored file and size: a stored file's bytes never change. */
const drawn = new Map<string, Promise<Buffer>>();
const KEEP_DRAWN = 4;

/**
 * The firm's uploaded logo as a PNG of at most `sizePx` square (the invoice PDF embeds it, the
 * mails attach it): uploads may be far larger than a 40-point mark needs.
 */
export function logoPng(storage: FileStorage, logo: FileRow, sizePx: number): Promise<Buffer> {
  const key = `${logo.storage_key}@${sizePx}`;
  let png = drawn.get(key);
  if (!png) {
    png = drawLogo(storage, logo, sizePx);
    // A failed read is tried again next time rather than remembered.
    png.catch(() => drawn.delete(key));
    drawn.set(key, png);
    if (drawn.size > KEEP_DRAWN) drawn.delete(drawn.keys().next().value!);
  }
  return png;
}

async function drawLogo(storage: FileStorage, logo: FileRow, sizePx: number): Promise<Buffer> {
  const stream = await storage.read({ visibility: logo.visibility, key: logo.storage_key });
  if (!stream) throw new Error(`The logo's file ${logo.storage_key} is missing from storage`);
  const { default: sharp } = await import('sharp');
  return sharp(await buffer(stream))
    .resize(sizePx, sizePx, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
}
