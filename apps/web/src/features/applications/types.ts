import type { ApplicationAttributes } from '@app/shared/application';
import type { StrapiEntity } from '../../lib/strapi';

export type Application = StrapiEntity<ApplicationAttributes>;

export function applicantName(application: Application): string {
  return `${application.attributes.firstName} ${application.attributes.lastName}`.trim();
}
