import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@app/shared/messages';
import { deferred, errorResponse, jsonResponse, mockApi } from '../../admin/testing/mock-api';
import { renderInAdminArea } from '../../admin/testing/render-admin';
import { serviceEntity, serviceList } from '../../services/testing/service-fixtures';
import { INVOICE_MESSAGES } from '../invoice-messages';
import { invoiceEntity, invoiceLine, invoiceList } from '../testing/invoice-fixtures';
import {
  expectZoningPermitFound,
  failingOnce,
  LONG_LIST_TIMEOUT_MS,
  searchLongPriceList,
} from '../testing/price-list';
import InvoicesTab from './invoices-tab';

const invoice = invoiceEntity(
  1,
  {
    invoice_number: '01-INV-28052026',
    customer_name: 'Hamza Ahmed GmbH',
    invoice_date: '2026-05-28',
  },
  [
    invoiceLine(11, 'Stationery 12', 252245.07, 124),
    invoiceLine(12, 'Electricity 7', 58883.67, null),
  ],
);
/**
 * The invoice's lines as Save sends them back: each by its own line id, the first still tied to
 * its service, the second not.
 */
const SENT_STORED_LINES = [
  {
    id: 11,
    service: 124,
    item: 'Stationery 12',
    price_pkr: 252245.07,
    date: '2025-05-01',
    remarks: null,
  },
  {
    id: 12,
    service: null,
    item: 'Electricity 7',
    price_pkr: 58883.67,
    date: '2025-05-01',
    remarks: null,
  },
];
const priceList = [
  serviceEntity(5, {
    item: 'Security guard',
    price_pkr: 1000.5,
    date: '2025-02-01',
    remarks: 'Night shift',
  }),
];

function mockInvoices(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/invoices': () => jsonResponse(invoiceList([invoice])),
    'GET /api/invoices/1': () => jsonResponse({ data: invoice, meta: {} }),
    'GET /api/services': () => jsonResponse(serviceList(priceList)),
    ...extra,
  });
}

/**
 * Opens the dialog on the invoice from its row. It waits, by default, until each line lists the
 * price list; `until: 'form'` until the invoice is read, `until: 'open'` only for the dialog.
 */
async function openDialog({ until = 'priceList' }: { until?: 'open' | 'form' | 'priceList' } = {}) {
  renderInAdminArea(<InvoicesTab />, { path: '/manage/invoices' });
  const user = userEvent.setup();
  await user.dblClick(await screen.findByRole('cell', { name: 'Hamza Ahmed GmbH' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Invoice #01-INV-28052026' });
  if (until !== 'open') await within(dialog).findByRole('textbox', { name: 'Customer' });
  if (until === 'priceList') {
    await waitFor(() =>
      expect(within(dialog).getAllByRole('option', { name: /Security guard/ })).toHaveLength(2),
    );
  }
  return { user, dialog };
}

afterEach(() => vi.unstubAllGlobals());

describe('EditInvoiceDialog', () => {
  it('shows the invoice’s customer, date, lines and total', async () => {
    mockInvoices();
    const { dialog } = await openDialog();
    expect(within(dialog).getByRole('textbox', { name: 'Customer' })).toHaveValue(
      'Hamza Ahmed GmbH',
    );
    expect(within(dialog).getByLabelText(/Invoice Date/)).toHaveValue('2026-05-28');
    expect(within(dialog).getByRole('combobox', { name: 'Item of service 1' })).toHaveDisplayValue(
      'Stationery 12',
    );
    expect(
      within(dialog).getByRole('spinbutton', { name: 'Price (PKR) of service 2' }),
    ).toHaveValue(58883.67);
    expect(within(dialog).getByText('Total Price: 311,128.74 PKR')).toBeInTheDocument();
  });

  it('starts from the invoice as stored now, read when the dialog opens, not from the list row', async () => {
    const stored = deferred<Response>();
    const changed = invoiceEntity(
      1,
      {
        invoice_number: '01-INV-28052026',
        customer_name: 'Hamza Ahmed AG',
        invoice_date: '2026-05-28',
      },
      [invoiceLine(13, 'Internet 3', 1200, null)],
    );
    mockInvoices({ 'GET /api/invoices/1': () => stored.promise });
    const { dialog } = await openDialog({ until: 'open' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the invoice…');
    stored.resolve(jsonResponse({ data: changed, meta: {} }));
    expect(await within(dialog).findByRole('textbox', { name: 'Customer' })).toHaveValue(
      'Hamza Ahmed AG',
    );
    expect(
      within(dialog).getByRole('spinbutton', { name: 'Price (PKR) of service 1' }),
    ).toHaveValue(1200);
    expect(within(dialog).queryByRole('combobox', { name: 'Item of service 2' })).toBeNull();
  });

  it('says so when the invoice cannot be read, and offers to try again', async () => {
    mockInvoices({
      'GET /api/invoices/1': failingOnce(() => jsonResponse({ data: invoice, meta: {} })),
    });
    const { user, dialog } = await openDialog({ until: 'open' });
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Customer' })).toHaveValue(
      'Hamza Ahmed GmbH',
    );
  });

  it('updates the total as prices change and lines come and go', async () => {
    mockInvoices();
    const { user, dialog } = await openDialog();
    const price = within(dialog).getByRole('spinbutton', { name: 'Price (PKR) of service 2' });
    await user.clear(price);
    await user.type(price, '0.33');
    expect(within(dialog).getByText('Total Price: 252,245.40 PKR')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove service 1' }));
    expect(within(dialog).getByText('Total Price: 0.33 PKR')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add Service' }));
    const second = within(dialog).getByRole('combobox', { name: 'Item of service 2' });
    await user.selectOptions(
      second,
      within(second).getByRole('option', { name: /Security guard/ }),
    );
    expect(
      within(dialog).getByRole('spinbutton', { name: 'Price (PKR) of service 2' }),
    ).toHaveValue(1000.5);
    expect(within(dialog).getByText('Total Price: 1,000.83 PKR')).toBeInTheDocument();
  });

  it('refuses a new line without a name, on that line and in an alert, without calling the server', async () => {
    const api = mockInvoices();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Add Service' }));
    await user.type(
      within(dialog).getByRole('spinbutton', { name: 'Price (PKR) of service 3' }),
      '10',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const item = within(dialog).getByRole('combobox', { name: 'Item of service 3' });
    expect(item).toHaveAttribute('aria-invalid', 'true');
    expect(item).toHaveAccessibleDescription(MESSAGES.serviceNameEmpty);
    const alerts = within(dialog)
      .getAllByRole('alert')
      .map((alert) => alert.textContent);
    expect(alerts).toContain(MESSAGES.saveInvoiceFailed);
    expect(api.requests('PUT /api/invoices/1')).toHaveLength(0);
  });

  it('reads Saving... while saving, sends every line with its own values (a stored line by its id, a new one by its service), then closes and reloads the list', async () => {
    const answer = deferred<Response>();
    const api = mockInvoices({ 'PUT /api/invoices/1': () => answer.promise });
    const { user, dialog } = await openDialog();
    const customer = within(dialog).getByRole('textbox', { name: 'Customer' });
    await user.clear(customer);
    await user.type(customer, 'Hamza Ahmed AG');
    await user.click(within(dialog).getByRole('button', { name: 'Add Service' }));
    const third = within(dialog).getByRole('combobox', { name: 'Item of service 3' });
    await user.selectOptions(third, within(third).getByRole('option', { name: /Security guard/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const saving = await within(dialog).findByRole('button', { name: 'Saving...' });
    expect(saving).toBeDisabled();
    expect(api.requests('PUT /api/invoices/1')[0]!.body).toEqual({
      data: {
        customer_name: 'Hamza Ahmed AG',
        customer_email: null,
        invoice_date: '2026-05-28',
        services: [
          ...SENT_STORED_LINES,
          {
            service: 5,
            item: 'Security guard',
            price_pkr: 1000.5,
            date: '2025-02-01',
            remarks: 'Night shift',
          },
        ],
      },
    });
    const listLoads = api.requests('GET /api/invoices').length;
    answer.resolve(jsonResponse({ data: invoice, meta: {} }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Invoice saved.')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.requests('GET /api/invoices').length).toBeGreaterThan(listLoads),
    );
  });

  it('keeps a stored line by its id when its price changes, and sends a service picked on a row as a new copy, even one whose id is a line’s', async () => {
    // Service 11 shares its id with the first line: sent as `service`, it cannot name that line.
    const cleaning = serviceEntity(11, { item: 'Cleaning', price_pkr: 700, date: '2025-03-01' });
    const api = mockInvoices({
      'GET /api/services': () => jsonResponse(serviceList([...priceList, cleaning])),
      'PUT /api/invoices/1': () => jsonResponse({ data: invoice, meta: {} }),
    });
    const { user, dialog } = await openDialog();
    const first = within(dialog).getByRole('combobox', { name: 'Item of service 1' });
    await user.selectOptions(first, within(first).getByRole('option', { name: /Cleaning/ }));
    const price = within(dialog).getByRole('spinbutton', { name: 'Price (PKR) of service 2' });
    await user.clear(price);
    await user.type(price, '60000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.requests('PUT /api/invoices/1')).toHaveLength(1));
    expect(api.requests('PUT /api/invoices/1')[0]!.body).toEqual({
      data: {
        customer_name: 'Hamza Ahmed GmbH',
        customer_email: null,
        invoice_date: '2026-05-28',
        services: [
          { service: 11, item: 'Cleaning', price_pkr: 700, date: '2025-03-01', remarks: null },
          {
            id: 12,
            service: null,
            item: 'Electricity 7',
            price_pkr: 60000,
            date: '2025-05-01',
            remarks: null,
          },
        ],
      },
    });
  });

  it('shows the customer e-mail as stored, refuses one that is not an address, and sends a change or a clearing', async () => {
    const withEmail = invoiceEntity(1, {
      ...invoice.attributes,
      customer_email: 'accounts@hamza.example',
    });
    const api = mockInvoices({
      'GET /api/invoices/1': () => jsonResponse({ data: withEmail, meta: {} }),
      'PUT /api/invoices/1': () => jsonResponse({ data: withEmail, meta: {} }),
    });
    const { user, dialog } = await openDialog();
    const email = within(dialog).getByRole('textbox', { name: 'Customer e-mail' });
    expect(email).toHaveValue('accounts@hamza.example');

    await user.clear(email);
    await user.type(email, 'accounts');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(
      'Optional: where Send by e-mail mails the invoice. Please enter a valid email address.',
    );
    expect(api.requests('PUT /api/invoices/1')).toHaveLength(0);

    await user.clear(email);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.requests('PUT /api/invoices/1')).toHaveLength(1));
    expect(api.requests('PUT /api/invoices/1')[0]!.body).toMatchObject({
      data: { customer_email: null },
    });
  });

  it('shows the alert, and the server’s reason on its line, when the server refuses', async () => {
    mockInvoices({
      'PUT /api/invoices/1': () =>
        errorResponse(400, 'ValidationError', MESSAGES.serviceNameEmpty, {
          errors: [{ path: ['services', 1, 'item'], message: MESSAGES.serviceNameEmpty }],
        }),
    });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MESSAGES.saveInvoiceFailed)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('combobox', { name: 'Item of service 2' }),
    ).toHaveAccessibleDescription(MESSAGES.serviceNameEmpty);
  });

  it(
    'finds a service beyond the first 100 of a long price list by searching it on the server, and saves it',
    async () => {
      const api = mockInvoices({
        'GET /api/services': searchLongPriceList,
        'PUT /api/invoices/1': () => jsonResponse({ data: invoice, meta: {} }),
      });
      const { user, dialog } = await openDialog({ until: 'open' });
      await waitFor(() =>
        expect(within(dialog).getAllByRole('option', { name: /Audit 100/ })).toHaveLength(2),
      );

      await user.click(within(dialog).getByRole('button', { name: 'Add Service' }));
      const search = within(dialog).getByRole('searchbox', {
        name: 'Search services for service 3',
      });
      expect(search).toHaveFocus();
      const item = within(dialog).getByRole('combobox', { name: 'Item of service 3' });
      expect(within(item).getAllByRole('option')).toHaveLength(101);
      expect(within(item).queryByRole('option', { name: /Zoning permit/ })).toBeNull();
      expect(search).toHaveAccessibleDescription(
        'Showing the first 100 of 1000 services: search to narrow the list.',
      );

      await user.type(search, 'zoning');
      await expectZoningPermitFound(item, () => api.requests('GET /api/services'), 'zoning');
      await user.selectOptions(item, within(item).getByRole('option', { name: /Zoning permit/ }));
      expect(item).toHaveDisplayValue('Zoning permit');
      expect(
        within(dialog).getByRole('spinbutton', { name: 'Price (PKR) of service 3' }),
      ).toHaveValue(2500.25);
      expect(within(dialog).getByText('Total Price: 313,628.99 PKR')).toBeInTheDocument();
      // The other lines keep their own items and their own, unsearched lists.
      expect(
        within(dialog).getByRole('combobox', { name: 'Item of service 1' }),
      ).toHaveDisplayValue('Stationery 12');

      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(api.requests('PUT /api/invoices/1')).toHaveLength(1));
      expect(api.requests('PUT /api/invoices/1')[0]!.body).toEqual({
        data: {
          customer_name: 'Hamza Ahmed GmbH',
          customer_email: null,
          invoice_date: '2026-05-28',
          services: [
            ...SENT_STORED_LINES,
            {
              service: 750,
              item: 'Zoning permit',
              price_pkr: 2500.25,
              date: '2025-04-01',
              remarks: 'City office',
            },
          ],
        },
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
    LONG_LIST_TIMEOUT_MS,
  );

  it('says so on every line when the price list cannot be loaded, and loads it again on Try again', async () => {
    mockInvoices({
      'GET /api/services': failingOnce(() => jsonResponse(serviceList(priceList))),
    });
    const { user, dialog } = await openDialog({ until: 'form' });
    await waitFor(() =>
      expect(within(dialog).getAllByText(INVOICE_MESSAGES.loadServicesFailed)).toHaveLength(2),
    );
    const failure = within(dialog).getAllByText(INVOICE_MESSAGES.loadServicesFailed)[0]!;
    expect(failure).toHaveAttribute('role', 'alert');
    expect(
      within(dialog).getByRole('searchbox', { name: 'Search services for service 1' }),
    ).toHaveAccessibleDescription(INVOICE_MESSAGES.loadServicesFailed);
    // The lines keep their items: only the choice of another service waits for the list.
    expect(within(dialog).getByRole('combobox', { name: 'Item of service 2' })).toHaveDisplayValue(
      'Electricity 7',
    );

    await user.click(within(dialog).getAllByRole('button', { name: 'Try again' })[0]!);
    await waitFor(() =>
      expect(within(dialog).getAllByRole('option', { name: /Security guard/ })).toHaveLength(2),
    );
    expect(within(dialog).queryByText(INVOICE_MESSAGES.loadServicesFailed)).toBeNull();
  });

  it('closes from Cancel and from the close button without saving', async () => {
    const api = mockInvoices();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.dblClick(screen.getByRole('cell', { name: 'Hamza Ahmed GmbH' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests('PUT /api/invoices/1')).toHaveLength(0);
  });
});
