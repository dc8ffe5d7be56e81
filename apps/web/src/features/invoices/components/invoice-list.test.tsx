import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NO_EXCHANGE_RATE_MESSAGE } from '@app/shared/invoice';
import { MESSAGES } from '@app/shared/messages';
import {
  errorResponse,
  jsonResponse,
  mockApi,
  type MockHandler,
} from '../../admin/testing/mock-api';
import { renderInAdminArea } from '../../admin/testing/render-admin';
import { invoiceEntity, invoiceLine, invoiceList } from '../testing/invoice-fixtures';
import {
  mockInvoicesTab,
  prepareInvoicesTabTests,
  renderInvoicesTab,
  rowWithCell,
} from '../testing/invoices-tab';
import InvoicesTab from './invoices-tab';

const paid = invoiceEntity(
  1,
  { invoice_number: '01-INV-28052026', customer_name: 'Hamza Ahmed GmbH', status: 'Paid' },
  [invoiceLine(11, 'Stationery 12', 252245.07), invoiceLine(12, 'Electricity 7', 1203587.5)],
);
const sent = invoiceEntity(2, {
  invoice_number: '02-INV-18122025',
  customer_name: 'Hira Butt GmbH',
  status: 'Sent',
});
const cancelled = invoiceEntity(3, { customer_name: 'Omar Khan', status: 'Cancelled' });
const draft = invoiceEntity(4, { customer_name: 'Sara Malik', status: 'Draft' });

const MENU_ITEMS = [
  'Download PDF',
  'Send by e-mail',
  'Mark as Paid',
  'Mark as Draft',
  'Mark as Cancelled',
  'Mark as Sent',
  'Duplicate',
  'Delete',
];

const mockInvoices = (extra?: Record<string, MockHandler>) =>
  mockInvoicesTab([paid, sent, cancelled, draft], extra);

const renderList = (path?: string) => renderInvoicesTab('Hamza Ahmed GmbH', path);

/** The names of the items of the open menu, in order. */
function menuItems(): string[] {
  return within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

/** Answers each PDF download, remembering the names the browser was asked to save. */
function capturePdfDownloads() {
  const names: string[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => {} }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return names;
}

function pdfResponse(name: string) {
  return new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${name}"`,
    },
  });
}

prepareInvoicesTabTests();

describe('InvoiceList', () => {
  it('shows each invoice with its number, customer, date, status, services and total', async () => {
    mockInvoices();
    await renderList();
    expect(screen.getByRole('heading', { name: 'Invoices' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Invoices' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      '',
      'Invoice #',
      'Customer',
      'Invoice Date',
      'Due Date',
      'Status',
      'Services',
      'Total Price (PKR)',
      'Actions',
    ]);
    expect(
      within(table).getByRole('checkbox', { name: 'Select all rows on this page' }),
    ).toBeInTheDocument();
    const row = within(rowWithCell('Hamza Ahmed GmbH'));
    expect(row.getByText('01-INV-28052026')).toBeInTheDocument();
    expect(row.getByText('02/06/2025')).toBeInTheDocument();
    expect(row.getByText('Stationery 12, Electricity 7')).toBeInTheDocument();
    expect(row.getByText('1,455,832.57')).toBeInTheDocument();
  });

  it('colours the status badge: Paid green, Cancelled red, Sent blue, anything else grey', async () => {
    mockInvoices();
    await renderList();
    expect(within(rowWithCell('Hamza Ahmed GmbH')).getByText('Paid')).toHaveClass(
      'status-badge--success',
    );
    expect(within(rowWithCell('Omar Khan')).getByText('Cancelled')).toHaveClass(
      'status-badge--danger',
    );
    expect(within(rowWithCell('Hira Butt GmbH')).getByText('Sent')).toHaveClass(
      'status-badge--info',
    );
    expect(within(rowWithCell('Sara Malik')).getByText('Draft')).toHaveClass(
      'status-badge--neutral',
    );
  });

  it('says `No invoices found.` when nothing matches', async () => {
    mockApi({ 'GET /api/invoices': () => jsonResponse(invoiceList([])) });
    renderInAdminArea(<InvoicesTab />, { path: '/manage/invoices' });
    expect(await screen.findByText(MESSAGES.noInvoices)).toBeInTheDocument();
  });

  it('filters by invoice number (contains) and date (exact) on the server, in the URL, and clears both', async () => {
    const api = mockInvoices();
    const { user, currentPath } = await renderList();
    await user.type(screen.getByRole('searchbox', { name: 'Invoice number' }), '01-INV');
    fireEvent.change(screen.getByLabelText('Invoice date'), { target: { value: '2026-05-28' } });
    await waitFor(() => {
      const query = api.requests('GET /api/invoices').at(-1)!.url.searchParams;
      expect(query.get('filters[invoice_number][$containsi]')).toBe('01-INV');
      expect(query.get('filters[invoice_date][$eq]')).toBe('2026-05-28');
      // Only the lines' items, which the Services column shows.
      expect(query.get('populate[services][fields][0]')).toBe('item');
      expect(query.get('populate')).toBeNull();
    });
    expect(currentPath()).toContain('number=01-INV');
    expect(currentPath()).toContain('date=2026-05-28');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentPath()).toBe('/manage/invoices'));
    expect(screen.getByRole('searchbox', { name: 'Invoice number' })).toHaveValue('');
    expect(screen.getByLabelText('Invoice date')).toHaveValue('');
  });

  it('sorts on the server and reads sort and page from the URL', async () => {
    const api = mockInvoices();
    const { user } = await renderList('/manage/invoices?sort=total_price:desc&page=2');
    const first = api.requests('GET /api/invoices')[0]!.url.searchParams;
    expect(first.get('sort')).toBe('total_price:desc');
    expect(first.get('pagination[page]')).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Customer' }));
    await waitFor(() =>
      expect(api.requests('GET /api/invoices').at(-1)!.url.searchParams.get('sort')).toBe(
        'customer_name:asc',
      ),
    );
  });

  it('opens a context menu on right-click with the eight actions, closed by Escape', async () => {
    mockInvoices();
    const { user } = await renderList();
    fireEvent.contextMenu(rowWithCell('Hira Butt GmbH'), { clientX: 40, clientY: 60 });
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(menuItems()).toEqual(MENU_ITEMS);
    expect(screen.getByRole('menuitem', { name: 'Mark as Sent' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('marks an invoice as Paid from the menu and reloads the list', async () => {
    const api = mockInvoices({
      'PUT /api/invoices/2': () => jsonResponse({ data: sent, meta: {} }),
    });
    const { user } = await renderList();
    fireEvent.contextMenu(rowWithCell('Hira Butt GmbH'));
    await user.click(await screen.findByRole('menuitem', { name: 'Mark as Paid' }));
    await waitFor(() => expect(api.requests('PUT /api/invoices/2')).toHaveLength(1));
    expect(api.requests('PUT /api/invoices/2')[0]!.body).toEqual({ data: { status: 'Paid' } });
    expect(await screen.findByText('Invoice marked as Paid.')).toBeInTheDocument();
    await waitFor(() => expect(api.requests('GET /api/invoices').length).toBeGreaterThan(1));
  });

  it('deletes an invoice from the menu after `Are you sure you want to delete this invoice?`', async () => {
    const api = mockInvoices({
      'DELETE /api/invoices/2': () => jsonResponse({ data: sent, meta: {} }),
    });
    const { user } = await renderList();
    fireEvent.contextMenu(rowWithCell('Hira Butt GmbH'));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleDescription(MESSAGES.confirmDeleteInvoice);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.requests('DELETE /api/invoices/2')).toHaveLength(1));
    expect(await screen.findByText('Invoice deleted.')).toBeInTheDocument();
  });

  it('reaches the same menu from the keyboard: Shift+F10 or the context-menu key on a row, or its Actions button', async () => {
    mockInvoices();
    const { user } = await renderList();
    rowWithCell('Omar Khan').focus();
    await user.keyboard('{Shift>}{F10}{/Shift}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(menuItems()).toEqual(MENU_ITEMS);
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Download PDF' })).toHaveFocus(),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    rowWithCell('Omar Khan').focus();
    fireEvent.keyDown(rowWithCell('Omar Khan'), { key: 'ContextMenu' });
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Actions for invoice 03-INV-02062025' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(menuItems()).toEqual(MENU_ITEMS);
  });

  it('opens the Edit dialog on double-click and on Enter on a focused row', async () => {
    mockInvoices();
    const { user } = await renderList();
    await user.dblClick(screen.getByRole('cell', { name: 'Sara Malik' }));
    expect(
      await screen.findByRole('dialog', { name: 'Edit Invoice #04-INV-02062025' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    rowWithCell('Hira Butt GmbH').focus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('dialog', { name: 'Edit Invoice #02-INV-18122025' }),
    ).toBeInTheDocument();
  });

  it('offers bulk actions on the selected rows: a status for all, one confirmation to delete, their PDFs', async () => {
    const names = capturePdfDownloads();
    const api = mockInvoices({
      'POST /api/invoices/bulk': (request) => {
        const { data } = request.body as { data: { ids: number[] } };
        return jsonResponse({ data: { count: data.ids.length }, meta: {} });
      },
      'GET /api/invoices/1/pdf': () => pdfResponse('Invoice-01-INV-28052026.pdf'),
      'GET /api/invoices/2/pdf': () => pdfResponse('Invoice-02-INV-18122025.pdf'),
    });
    const { user } = await renderList();
    await user.click(screen.getByRole('checkbox', { name: 'Select invoice 01-INV-28052026' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select invoice 02-INV-18122025' }));
    const bar = screen.getByRole('region', { name: 'Selected invoices' });
    expect(bar).toHaveTextContent('2 selected');

    await user.click(within(bar).getByRole('button', { name: 'Download PDFs' }));
    await waitFor(() =>
      expect(names).toEqual(['Invoice-01-INV-28052026.pdf', 'Invoice-02-INV-18122025.pdf']),
    );

    await user.click(within(bar).getByRole('button', { name: /Change status/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mark as Sent' }));
    await waitFor(() => expect(api.requests('POST /api/invoices/bulk')).toHaveLength(1));
    expect(api.requests('POST /api/invoices/bulk')[0]!.body).toEqual({
      data: { action: 'status', ids: [1, 2], status: 'Sent' },
    });
    expect(await screen.findByText('2 invoices marked as Sent.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Selected invoices' })).toBeNull(),
    );

    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Selected invoices' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete these 4 invoices?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.requests('POST /api/invoices/bulk')).toHaveLength(2));
    expect(api.requests('POST /api/invoices/bulk')[1]!.body).toEqual({
      data: { action: 'delete', ids: [1, 2, 3, 4] },
    });
    expect(await screen.findByText('4 invoices deleted.')).toBeInTheDocument();
  });

  it('downloads a PDF as Invoice-{number}.pdf', async () => {
    const names = capturePdfDownloads();
    const api = mockInvoices({
      'GET /api/invoices/2/pdf': () => pdfResponse('Invoice-02-INV-18122025.pdf'),
    });
    const { user } = await renderList();
    fireEvent.contextMenu(rowWithCell('Hira Butt GmbH'));
    await user.click(await screen.findByRole('menuitem', { name: 'Download PDF' }));
    await waitFor(() => expect(names).toEqual(['Invoice-02-INV-18122025.pdf']));
    expect(api.requests('GET /api/invoices/2/pdf')).toHaveLength(1);
  });

  it('asks for an EUR rate when the server has none, stores it on the invoice and downloads again', async () => {
    const names = capturePdfDownloads();
    let rate: number | null = null;
    const api = mockInvoices({
      'GET /api/invoices/2/pdf': () =>
        rate === null
          ? errorResponse(503, 'ServiceUnavailableError', NO_EXCHANGE_RATE_MESSAGE)
          : pdfResponse('Invoice-02-INV-18122025.pdf'),
      'PUT /api/invoices/2': (request) => {
        rate = (request.body as { data: { eur_rate: number } }).data.eur_rate;
        return jsonResponse({ data: sent, meta: {} });
      },
    });
    const { user } = await renderList();
    fireEvent.contextMenu(rowWithCell('Hira Butt GmbH'));
    await user.click(await screen.findByRole('menuitem', { name: 'Download PDF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter the EUR rate' });
    expect(dialog).toHaveAccessibleDescription(NO_EXCHANGE_RATE_MESSAGE);
    await user.click(within(dialog).getByRole('button', { name: 'Save rate and download' }));
    expect(
      await within(dialog).findByText('EUR rate must be a number greater than 0.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/PKR per 1 EUR/), '311.27');
    await user.click(within(dialog).getByRole('button', { name: 'Save rate and download' }));
    await waitFor(() => expect(names).toEqual(['Invoice-02-INV-18122025.pdf']));
    expect(api.requests('PUT /api/invoices/2')[0]!.body).toEqual({ data: { eur_rate: 311.27 } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says `Invoice data not found.` for a deleted invoice and `Failed to generate PDF.` otherwise', async () => {
    capturePdfDownloads();
    mockInvoices({
      'GET /api/invoices/1/pdf': () => errorResponse(404, 'NotFoundError', 'Not Found'),
      'GET /api/invoices/2/pdf': () =>
        errorResponse(500, 'InternalServerError', 'Internal Server Error'),
    });
    const { user } = await renderList();
    fireEvent.contextMenu(rowWithCell('Hamza Ahmed GmbH'));
    await user.click(await screen.findByRole('menuitem', { name: 'Download PDF' }));
    expect(await screen.findByText(MESSAGES.invoiceNotFound)).toBeInTheDocument();
    fireEvent.contextMenu(rowWithCell('Hira Butt GmbH'));
    await user.click(await screen.findByRole('menuitem', { name: 'Download PDF' }));
    expect(await screen.findByText(MESSAGES.generatePdfFailed)).toBeInTheDocument();
  });
});
