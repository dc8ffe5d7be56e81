import type { ServiceAttributes } from '@app/shared/service';
import type { StrapiEntity } from '../../../lib/strapi';

export type Service = StrapiEntity<ServiceAttributes>;

/** The fields a person edits in the table, one column each. */
export type ServiceField = 'date' | 'item' | 'type' | 'tax' | 'rate' | 'price_pkr' | 'remarks';
