import { apiDownload } from '../../../lib/api-client';
import type { MediaEntity } from '@app/shared/media';

/** Downloads a resume through its Staff-only address (`/api/files/{id}/download`). */
export function downloadResume(file: Pick<MediaEntity, 'attributes'>): Promise<void> {
  return apiDownload(file.attributes.url, file.attributes.name);
}
