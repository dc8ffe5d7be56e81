import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { jsonResponse, mockApi, type MockHandler } from '../../admin/testing/mock-api';
import { renderInAdminArea } from '../../admin/testing/render-admin';
import type { MediaEntry } from '../media-entry';
import { entryList } from './entry-fixtures';

/**
 * The API of a media collection at `url`: its list holds `entries`, each of which can be changed
 * and deleted, and adding one answers the first. `routes` adds to it or replaces parts.
 */
export function mockCollection<A>(
  url: string,
  entries: MediaEntry<A>[],
  routes: Record<string, MockHandler> = {},
) {
  const answer = (entry: MediaEntry<A> | undefined) => () =>
    jsonResponse({ data: entry, meta: {} });
  const changes = entries.flatMap((entry) =>
    ['PUT', 'DELETE'].map((method) => [`${method} ${url}/${entry.id}`, answer(entry)]),
  );
  return mockApi({
    [`GET ${url}`]: () => jsonResponse(entryList(entries)),
    [`POST ${url}`]: answer(entries[0]),
    ...Object.fromEntries(changes),
    ...routes,
  });
}

/**
 * Renders a tab in the admin area at `path` and waits for its first row. The user picks files
 * past the input's `accept` list, as dropping them would, so the tab's own checks are tested.
 */
export async function renderTab(tab: ReactElement, path: string, firstRow: string) {
  const view = renderInAdminArea(tab, { path });
  await screen.findByText(firstRow);
  return { ...view, user: userEvent.setup({ applyAccept: false }) };
}

/** The table row whose text names `name`. */
export function row(name: string) {
  return screen.getByRole('row', { name: new RegExp(name) });
}
