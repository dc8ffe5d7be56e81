import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_CUSTOMER_EMAIL_MESSAGE, NO_EXCHANGE_RATE_MESSAGE } from '@app/shared/invoice';
import { errorResponse, jsonResponse, type MockHandler } from '../../admin/testing/mock-api';
import { INVOICE_MESSAGES } from '../invoice-messages';
import { invoiceEntity } from '../testing/invoice-fixtures';
import {
  mockInvoicesTab,
  prepareInvoicesTabTests,
  renderInvoicesTab,
  rowWithCell,
} from '../testing/invoices-tab';

const mailed = invoiceEntity(1, {
  invoice_number: '01-INV-28052026',
  customer_name: 'Hamza Ahmed GmbH',
  customer_email: 'accounts@hamza.example',
  status: 'Sent',
  last_sent_at: '2026-05-29T09:30:00.000Z',
});
const withAddress = invoiceEntity(2, {
  invoice_number: '02-INV-18122025',
  customer_name: 'Hira Butt GmbH',
  customer_email: 'billing@hira-butt.example',
});
const withoutAddress = invoiceEntity(3, {
  invoice_number: '03-INV-02062025',
  customer_name: 'Omar Khan',
});

const mockInvoices = (extra?: Record<string, MockHandler>) =>
  mockInvoicesTab([mailed, withAddress, withoutAddress], extra);

const renderList = async () => (await renderInvoicesTab('01-INV-28052026')).user;

async function chooseSend(number: string) {
  fireEvent.contextMenu(rowWithCell(number), { clientX: 40, clientY: 60 });
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Send by e-mail' }));
}

const toastOf = async (text: string) =>
  (await screen.findByText(text)).closest('[data-sonner-toast]') as HTMLElement;

prepareInvoicesTabTests();

describe('Send by e-mail', () => {
  it('shows when the invoice was last sent, and the customer’s e-mail once its column is chosen', async () => {
    mockInvoices();
    const user = await renderList();
    const row = rowWithCell('01-INV-28052026');
    expect(within(row).getByText(/^Last sent 2026 May 29, \d{2}:30$/)).toBeInTheDocument();
    expect(within(rowWithCell('03-INV-02062025')).queryByText(/Last sent/)).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Customer e-mail' })).toBeNull();
    expect(within(row).queryByText('accounts@hamza.example')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Columns of the Invoices table' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Customer e-mail' }));
    expect(screen.getByRole('columnheader', { name: 'Customer e-mail' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'accounts@hamza.example' })).toBeInTheDocument();
    expect(
      within(rowWithCell('03-INV-02062025')).getByRole('cell', { name: '—' }),
    ).toBeInTheDocument();
  });

  it('asks first, naming the recipient, then sends, says so and reloads the list', async () => {
    const api = mockInvoices({
      'POST /api/invoices/2/send': () =>
        jsonResponse({
          data: { ...withAddress, attributes: { ...withAddress.attributes, status: 'Sent' } },
          meta: {},
        }),
    });
    const user = await renderList();
    await chooseSend('02-INV-18122025');
    const dialog = await screen.findByRole('dialog', { name: 'Send invoice by e-mail' });
    expect(dialog).toHaveAccessibleDescription(
      'Send invoice 02-INV-18122025 to billing@hira-butt.example? The invoice is then marked as Sent.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    const toast = await toastOf('Invoice 02-INV-18122025 sent to billing@hira-butt.example.');
    expect(toast).toHaveAttribute('data-type', 'success');
    expect(api.requests('POST /api/invoices/2/send')).toHaveLength(1);
    await waitFor(() => expect(api.requests('GET /api/invoices')).toHaveLength(2));
  });

  it('sends nothing when the question is cancelled', async () => {
    const api = mockInvoices();
    const user = await renderList();
    await chooseSend('02-INV-18122025');
    const dialog = await screen.findByRole('dialog', { name: 'Send invoice by e-mail' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests('POST /api/invoices/2/send')).toHaveLength(0);
  });

  it('tells how to proceed when the invoice has no address, without asking or sending', async () => {
    const api = mockInvoices();
    await renderList();
    await chooseSend('03-INV-02062025');
    const toast = await toastOf(NO_CUSTOMER_EMAIL_MESSAGE);
    expect(toast).toHaveAttribute('data-type', 'error');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requests('POST /api/invoices/3/send')).toHaveLength(0);
  });

  it('says so, with the server’s reason, when sending fails', async () => {
    mockInvoices({
      'POST /api/invoices/2/send': () =>
        errorResponse(400, 'ApplicationError', NO_CUSTOMER_EMAIL_MESSAGE),
    });
    const user = await renderList();
    await chooseSend('02-INV-18122025');
    const dialog = await screen.findByRole('dialog', { name: 'Send invoice by e-mail' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const toast = await toastOf(INVOICE_MESSAGES.sendFailed);
    expect(toast).toHaveAttribute('data-type', 'error');
    expect(toast).toHaveTextContent(NO_CUSTOMER_EMAIL_MESSAGE);
  });

  it('asks for an EUR rate when the server has none, stores it and sends again', async () => {
    let rate: number | null = null;
    const api = mockInvoices({
      'POST /api/invoices/1/send': () =>
        rate === null
          ? errorResponse(503, 'ServiceUnavailableError', NO_EXCHANGE_RATE_MESSAGE)
          : jsonResponse({ data: { id: 1, attributes: {} }, meta: {} }),
      'PUT /api/invoices/1': (request) => {
        rate = (request.body as { data: { eur_rate: number } }).data.eur_rate;
        return jsonResponse({ data: { id: 1, attributes: {} }, meta: {} });
      },
    });
    const user = await renderList();
    await chooseSend('01-INV-28052026');
    const confirm = await screen.findByRole('dialog', { name: 'Send invoice by e-mail' });
    await user.click(within(confirm).getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter the EUR rate' });
    expect(dialog).toHaveAccessibleDescription(NO_EXCHANGE_RATE_MESSAGE);
    await user.type(within(dialog).getByLabelText(/PKR per 1 EUR/), '311.27');
    await user.click(within(dialog).getByRole('button', { name: 'Save rate and send' }));
    await waitFor(() => expect(api.requests('POST /api/invoices/1/send')).toHaveLength(2));
    expect(api.requests('PUT /api/invoices/1')[0]!.body).toEqual({ data: { eur_rate: 311.27 } });
    expect(
      await toastOf('Invoice 01-INV-28052026 sent to accounts@hamza.example.'),
    ).toHaveAttribute('data-type', 'success');
  });

  it('sends the selected invoices in one request after one question, and tells which were skipped', async () => {
    const api = mockInvoices({
      'POST /api/invoices/bulk': () => jsonResponse({ data: { count: 2, skipped: [3] }, meta: {} }),
    });
    const user = await renderList();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    const bar = screen.getByRole('region', { name: 'Selected invoices' });
    await user.click(within(bar).getByRole('button', { name: 'Send by e-mail' }));

    const dialog = await screen.findByRole('dialog', { name: 'Send invoices by e-mail' });
    expect(dialog).toHaveAccessibleDescription(
      'Send 2 invoices by e-mail to accounts@hamza.example, billing@hira-butt.example? They are then marked as Sent. 1 selected invoice has no customer e-mail address and will be skipped.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.requests('POST /api/invoices/bulk')).toHaveLength(1));
    expect(api.requests('POST /api/invoices/bulk')[0]!.body).toEqual({
      data: { action: 'send', ids: [1, 2, 3] },
    });
    const toast = await toastOf('2 invoices sent by e-mail.');
    expect(toast).toHaveAttribute('data-type', 'success');
    expect(toast).toHaveTextContent('Skipped: 1 selected invoice has no customer e-mail address.');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Selected invoices' })).toBeNull(),
    );
  });

  it('asks nothing and sends nothing when no selected invoice has an address', async () => {
    const api = mockInvoices();
    const user = await renderList();
    await user.click(screen.getByRole('checkbox', { name: 'Select invoice 03-INV-02062025' }));
    const bar = screen.getByRole('region', { name: 'Selected invoices' });
    await user.click(within(bar).getByRole('button', { name: 'Send by e-mail' }));
    const toast = await toastOf(INVOICE_MESSAGES.noneWithAddress);
    expect(toast).toHaveAttribute('data-type', 'error');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requests('POST /api/invoices/bulk')).toHaveLength(0);
  });
});
