import type { InvoiceAttributes, InvoiceListAttributes } from '@app/shared/invoice';
import type { StrapiEntity } from '../../../lib/strapi';

/** An invoice as the list shows it: each line with its item only. */
export type Invoice = StrapiEntity<InvoiceListAttributes>;

/** An invoice with every attribute of its lines, as the Edit dialog loads it. */
export type InvoiceWithLines = StrapiEntity<InvoiceAttributes>;
