import type { InvoiceListParams } from './invoice-list-params';

/** Query keys of invoices; every key starts with `invoices` so one invalidation reaches them all. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (params: InvoiceListParams) => [...invoiceKeys.lists(), params] as const,
  detail: (id: number) => [...invoiceKeys.all, 'detail', id] as const,
};
