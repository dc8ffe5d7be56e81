import type { ListSpec } from '../../http/strapi-query';

/** What `GET /api/services` may filter and sort on; each maps to an indexed column. */
export const SERVICES_LIST_SPEC: ListSpec = {
  filters: {
    item: { column: 'item', type: 'string', operators: ['$containsi', '$contains', '$eq'] },
    type: { column: 'type', type: 'string', operators: ['$eq', '$in'] },
    date: { column: 'date', type: 'date', operators: ['$eq', '$gte', '$lte'] },
  },
  sortable: {
    date: 'date',
    item: 'item',
    type: 'type',
    tax: 'tax',
    rate: 'rate',
    price_pkr: 'price_pkr',
    createdAt: 'created_at',
    id: 'id',
  },
  relations: [],
};

export const SERVICES_OPENAPI_TAG = 'Services';
