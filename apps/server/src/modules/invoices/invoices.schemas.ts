import type { ListSpec } from '../../http/strapi-query';

export const INVOICE_RELATIONS = ['services'] as const;

/** The attributes of an invoice line (`populate[services][fields]` may choose among them). */
export const INVOICE_LINE_FIELDS = ['item', 'price_pkr', 'date', 'remarks', 'service'] as const;

/** What `GET /api/invoices` may filter and sort on; each maps to an indexed column. */
export const INVOICES_LIST_SPEC: ListSpec = {
  filters: {
    invoice_number: {
      column: 'invoice_number',
      type: 'string',
      operators: ['$eq', '$contains', '$containsi'],
    },
    invoice_date: { column: 'invoice_date', type: 'date', operators: ['$eq', '$gte', '$lte'] },
    status: { column: 'status', type: 'string', operators: ['$eq', '$ne', '$in'] },
    customer_name: {
      column: 'customer_name',
      type: 'string',
      operators: ['$eq', '$contains', '$containsi'],
    },
  },
  sortable: {
    // The sequence orders numbers as numbers: 100-INV-… after 99-INV-….
    invoice_number: 'sequence',
    customer_name: 'customer_name',
    invoice_date: 'invoice_date',
    status: 'status',
    total_price: 'total_price',
    createdAt: 'created_at',
    id: 'id',
  },
  relations: INVOICE_RELATIONS,
  relationFields: { services: INVOICE_LINE_FIELDS },
};

export const INVOICES_OPENAPI_TAG = 'Invoices';
