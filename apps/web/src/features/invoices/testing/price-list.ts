import { waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { errorResponse, jsonResponse, type MockHandler } from '../../admin/testing/mock-api';
import { serviceEntity, serviceList } from '../../services/testing/service-fixtures';

/** A test that renders a full page of the price list (100 services) in its selects. */
export const LONG_LIST_TIMEOUT_MS = 15_000;

/** A price list of 1,000 services: the first 100 by name, and one found only by searching. */
const longPriceList = Array.from({ length: 100 }, (_, index) =>
  serviceEntity(index + 1, { item: `Audit ${String(index + 1).padStart(3, '0')}` }),
);
const zoning = serviceEntity(750, {
  item: 'Zoning permit',
  price_pkr: 2500.25,
  date: '2025-04-01',
  remarks: 'City office',
});

/** `GET /api/services` of the long price list: the first 100, or what matches the search. */
export const searchLongPriceList: MockHandler = ({ url }) => {
  const search = url.searchParams.get('filters[item][$containsi]');
  if (search === null) return jsonResponse(serviceList(longPriceList, 1000));
  return jsonResponse(serviceList('zoning permit'.includes(search.toLowerCase()) ? [zoning] : []));
};

/**
 * Waits until `select` offers only the service found by searching the long price list for
 * `search`, and checks that the server was asked for it.
 */
export async function expectZoningPermitFound(
  select: HTMLElement,
  serviceRequests: () => readonly { url: URL }[],
  search: string,
) {
  await waitFor(
    () =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Select a service', 'Zoning permit · 2,500.25 PKR']),
    // The search waits for a pause in typing before it asks the server.
    { timeout: 3000 },
  );
  expect(serviceRequests().at(-1)!.url.searchParams.get('filters[item][$containsi]')).toBe(search);
}

/** A handler that fails with a 500 the first time, and answers with `answer` after. */
export function failingOnce(answer: () => Response): MockHandler {
  let attempts = 0;
  return () => {
    attempts += 1;
    return attempts === 1
      ? errorResponse(500, 'InternalServerError', 'Internal Server Error')
      : answer();
  };
}
