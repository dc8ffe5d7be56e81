import type { ApplicationStatus } from '@app/shared/options';
import type { StrapiEntity } from '../../lib/strapi';

/** A stored file as the API nests it; a resume's `url` is the Staff-only download address. */
export interface MediaFileAttributes {
  name: string;
  ext: string | null;
  mime: string;
  size: number;
  url: string;
}

/** `GET /api/carrers?populate=*` attributes (strapi-examples/carrers-populate-all.GET.json). */
export interface ApplicationAttributes {
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  phone: string;
  startDate: string;
  experience: string | null;
  salaryExpect: number | null;
  position: string;
  coverLetter: string | null;
  consent: boolean;
  applicationStatus: ApplicationStatus;
  interviewTime: string | null;
  remarks: string | null;
  createdAt: string;
  updatedAt: string;
  resume?: { data: StrapiEntity<MediaFileAttributes>[] | null };
}

export type Application = StrapiEntity<ApplicationAttributes>;

export function applicantName(application: Application): string {
  return `${application.attributes.firstName} ${application.attributes.lastName}`.trim();
}
