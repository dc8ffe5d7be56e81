import { apiRequest } from '../../../lib/api-client';

/** `DELETE /api/upload/files/:id` (Staff). */
export function deleteUpload(id: number): Promise<unknown> {
  return apiRequest(`/api/upload/files/${id}`, { method: 'DELETE' });
}

/**
 * Removes files uploaded for a form that was closed without saving them. Nothing is shown when
 * this fails: no entry uses them, and the server removes unclaimed uploads after a day anyway.
 */
export function discardUploads(ids: readonly number[]): void {
  ids.forEach((id) => void deleteUpload(id).catch(() => undefined));
}
