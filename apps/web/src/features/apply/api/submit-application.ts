import { applicationRoutes, type ApplicationCreateInput } from '@app/shared/application';
import type { ResponseOf } from '@app/shared/contract';
import { fileRoutes } from '@app/shared/media';
import { apiUpload, callRoute } from '../../../lib/api-client';

export type ApplicantFields = Omit<ApplicationCreateInput, 'resume'>;

/** Step one: `POST /api/upload` with the resume as the form's `files` field. */
export async function uploadResume(resume: File): Promise<number> {
  const form = new FormData();
  form.append('files', resume, resume.name);
  const [uploaded] = await apiUpload<ResponseOf<typeof fileRoutes.upload>>(
    fileRoutes.upload.url,
    form,
  );
  if (!uploaded) throw new Error('The upload returned no file.');
  return uploaded.id;
}

/** Step two: `POST /api/carrers` with the applicant's fields and the uploaded resume's id. */
export function createApplication(fields: ApplicantFields, resumeId: number) {
  return callRoute(applicationRoutes.create, { body: { data: { ...fields, resume: [resumeId] } } });
}
