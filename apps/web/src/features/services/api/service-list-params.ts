import type { ListParams } from '../../../lib/strapi';

/** What one page of the price list is asked for with: the filters, the sort and the page. */
export interface ServiceListParams {
  /** Case-insensitive part of the item name. */
  item?: string;
  type?: string;
  sort?: ListParams['sort'];
  page?: number;
  pageSize?: number;
}
