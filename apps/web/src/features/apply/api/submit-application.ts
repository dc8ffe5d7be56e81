import type { ApplicationCreateInput } from '@app/shared/application';
import { apiRequest, apiUpload } from '../../../lib/api-client';
import type { StrapiSingle } from '../../../lib/strapi';

export type ApplicantFields = Omit<ApplicationCreateInput, 'resume'>;

interface UploadedFile {
  id: number;
  name: string;
}

/** Step one: `POST /api/upload` with the resume as the form's `files` field. */
export async function uploadResume(resume: File): Promise<number> {
  const form = new FormData();
  form.append('files', resume, resume.name);
  const [uploaded] = await apiUpload<UploadedFile[]>('/api/upload', form);
  if (!uploaded) throw new Error('The upload returned no file.');
  return uploaded.id;
}

/** Step two: `POST /api/carrers` with the applicant's fields and the uploaded resume's id. */
export function createApplication(fields: ApplicantFields, resumeId: number) {
  return apiRequest<StrapiSingle<ApplicationCreateInput>>('/api/carrers', {
    method: 'POST',
    body: { data: { ...fields, resume: [resumeId] } },
  });
}
