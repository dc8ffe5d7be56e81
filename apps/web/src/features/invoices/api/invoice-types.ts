import type { InvoiceAttributes } from '@app/shared/invoice';
import type { StrapiEntity } from '../../../lib/strapi';

export type Invoice = StrapiEntity<InvoiceAttributes>;
