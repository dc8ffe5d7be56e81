import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, vi } from 'vitest';
import { jsonResponse, mockApi, type MockHandler } from '../../admin/testing/mock-api';
import { renderInAdminArea } from '../../admin/testing/render-admin';
import { serviceList } from '../../services/testing/service-fixtures';
import type { Invoice } from '../api/invoice-types';
import InvoicesTab from '../components/invoices-tab';
import { invoiceList } from './invoice-fixtures';

/**
 * The API behind the Invoices tab: the list of `invoices`, each of them read afresh (as the Edit
 * dialog does), an empty price list, and `extra`.
 */
export function mockInvoicesTab(invoices: Invoice[], extra: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /api/invoices': () => jsonResponse(invoiceList(invoices)),
    ...Object.fromEntries(
      invoices.map((invoice) => [
        `GET /api/invoices/${invoice.id}`,
        () => jsonResponse({ data: invoice, meta: {} }),
      ]),
    ),
    'GET /api/services': () => jsonResponse(serviceList([])),
    ...extra,
  });
}

/** Renders the Invoices tab at `path` and waits for the list's cell named `firstCell`. */
export async function renderInvoicesTab(firstCell: string, path = '/manage/invoices') {
  const view = renderInAdminArea(<InvoicesTab />, { path });
  await screen.findByRole('cell', { name: firstCell });
  return { ...view, user: userEvent.setup() };
}

/** The table row of the cell named `name`. */
export function rowWithCell(name: string): HTMLElement {
  return screen.getByRole('cell', { name }).closest('tr')!;
}

/**
 * For the calling test file: what jsdom lacks for the tab's menus, dialogs and toasts (pointer
 * capture, scrolling into view), and each test's stubbed globals and spies undone after it.
 */
export function prepareInvoicesTabTests() {
  beforeAll(() => {
    Element.prototype.setPointerCapture ??= () => {};
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.releasePointerCapture ??= () => {};
    Element.prototype.scrollIntoView ??= () => {};
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
