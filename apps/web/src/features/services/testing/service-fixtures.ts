import type { ServiceAttributes } from '@app/shared/service';
import { pagination } from '../../admin/testing/fixtures';
import type { Service } from '../api/service-types';

const STAMP = '2025-06-01T10:00:00.000Z';

/** A price-list entry as `GET /api/services` answers it. */
export function serviceEntity(id: number, overrides: Partial<ServiceAttributes> = {}): Service {
  return {
    id,
    attributes: {
      item: `Service ${id}`,
      type: 'Internet',
      tax: 'GST',
      rate: 1000,
      price_pkr: 12500.5,
      remarks: null,
      date: '2025-03-09',
      createdAt: STAMP,
      updatedAt: STAMP,
      ...overrides,
    },
  };
}

export function serviceList(services: Service[], total = services.length) {
  return { data: services, meta: pagination(total) };
}
