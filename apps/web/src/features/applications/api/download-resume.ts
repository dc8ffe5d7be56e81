import { apiDownload } from '../../../lib/api-client';
import type { StrapiEntity } from '../../../lib/strapi';
import type { MediaFileAttributes } from '../types';

/** Downloads a resume through its Staff-only address (`/api/files/{id}/download`). */
export function downloadResume(file: StrapiEntity<MediaFileAttributes>): Promise<void> {
  return apiDownload(file.attributes.url, file.attributes.name);
}
