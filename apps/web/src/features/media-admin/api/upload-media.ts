import { MAX_FILES_PER_UPLOAD, type UploadedFile } from '@app/shared/media';
import { uploadWithProgress, type UploadProgress } from '../../../lib/upload-with-progress';
import { discardUploads } from './discard-uploads';

export interface UploadMediaOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * `POST /api/upload` (Staff): images and videos, public once an entry claims them. The server
 * takes MAX_FILES_PER_UPLOAD files per request, so more go in several requests one after the
 * other; progress counts the bytes of all of them. When one of them fails, the files the
 * earlier ones stored are removed again: the choice is taken whole or not at all.
 */
export async function uploadMedia(
  files: readonly File[],
  { onProgress, signal }: UploadMediaOptions = {},
): Promise<UploadedFile[]> {
  const total = files.reduce((sum, file) => sum + file.size, 0);
  const uploaded: UploadedFile[] = [];
  let sentBefore = 0;
  try {
    for (let start = 0; start < files.length; start += MAX_FILES_PER_UPLOAD) {
      const batch = files.slice(start, start + MAX_FILES_PER_UPLOAD);
      const batchBytes = batch.reduce((sum, file) => sum + file.size, 0);
      const form = new FormData();
      batch.forEach((file) => form.append('files', file, file.name));
      const answer = await uploadWithProgress<UploadedFile[]>('/api/upload', form, {
        signal,
        // The request body is a little larger than the files (multipart headers): scale it to them.
        onProgress: ({ loaded, total: requestBytes }) =>
          onProgress?.({
            loaded: sentBefore + (requestBytes > 0 ? (loaded / requestBytes) * batchBytes : 0),
            total,
          }),
      });
      uploaded.push(...answer);
      sentBefore += batchBytes;
      onProgress?.({ loaded: sentBefore, total });
    }
  } catch (error) {
    discardUploads(uploaded.map((file) => file.id));
    throw error;
  }
  return uploaded;
}
