import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TOAST_AUTO_HIDE_MS } from '@app/shared/constants';
import { MESSAGES, invoiceCreatedMessage } from '@app/shared/messages';
import { deferred, errorResponse, jsonResponse, mockApi } from '../../admin/testing/mock-api';
import { renderInAdminArea } from '../../admin/testing/render-admin';
import { serviceEntity, serviceList } from '../../services/testing/service-fixtures';
import { INVOICE_MESSAGES } from '../invoice-messages';
import { invoiceEntity } from '../testing/invoice-fixtures';
import {
  expectZoningPermitFound,
  failingOnce,
  LONG_LIST_TIMEOUT_MS,
  searchLongPriceList,
} from '../testing/price-list';
import InvoicesTab from './invoices-tab';

const rent = serviceEntity(1, { item: 'Office rent', price_pkr: 0.1 });
const fibre = serviceEntity(2, { item: 'Fibre line', price_pkr: 0.2 });
const water = serviceEntity(3, { item: 'Water', price_pkr: 1234567.5 });

function mockPriceList(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/services': () => jsonResponse(serviceList([rent, fibre, water])),
    ...extra,
  });
}

async function renderForm() {
  const view = renderInAdminArea(<InvoicesTab />, { path: '/manage/invoices/new' });
  const user = userEvent.setup();
  const picker = await screen.findByRole('combobox', { name: 'Add Service' });
  await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(4));
  return { ...view, user, picker };
}

function total() {
  return screen.getByRole('textbox', { name: 'Total Price (PKR)' });
}

async function addService(user: ReturnType<typeof userEvent.setup>, label: RegExp) {
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Add Service' }),
    screen.getByRole('option', { name: label }),
  );
  await user.click(screen.getByRole('button', { name: 'Add' }));
}

beforeAll(() => {
  // Sonner captures the pointer on its toasts (to swipe them away); jsdom has no pointer capture.
  Element.prototype.setPointerCapture ??= () => {};
});
afterEach(() => vi.unstubAllGlobals());

describe('CreateInvoiceForm', () => {
  it('requires customer name, invoice date and status, and offers only Draft', async () => {
    const api = mockPriceList();
    const { user } = await renderForm();
    const status = screen.getByRole('combobox', { name: /Status/ });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select Status', 'Draft']);
    await user.clear(screen.getByLabelText(/Invoice Date/));
    await user.click(screen.getByRole('button', { name: 'Save Invoice' }));
    expect(await screen.findByText('Customer name is required.')).toBeInTheDocument();
    expect(screen.getByText('Invoice date is required.')).toBeInTheDocument();
    expect(screen.getByText('Status is required.')).toBeInTheDocument();
    expect(api.requests('POST /api/invoices')).toHaveLength(0);
  });

  it('adds services, takes each out of the list, removes them again and totals them exactly', async () => {
    mockPriceList();
    const { user, picker } = await renderForm();
    expect(screen.getByText(MESSAGES.noServicesSelected)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    expect(total()).toHaveValue('0.00');
    expect(total()).toHaveAttribute('readonly');

    await addService(user, /Office rent/);
    await addService(user, /Fibre line/);
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    expect(within(picker).queryByRole('option', { name: /Office rent/ })).toBeNull();
    expect(within(picker).queryByRole('option', { name: /Fibre line/ })).toBeNull();
    expect(screen.queryByText(MESSAGES.noServicesSelected)).toBeNull();
    expect(total()).toHaveValue('0.30');

    await addService(user, /Water/);
    expect(total()).toHaveValue('1,234,567.80');

    await user.click(screen.getByRole('button', { name: 'Remove Office rent' }));
    expect(within(picker).getByRole('option', { name: /Office rent/ })).toBeInTheDocument();
    expect(total()).toHaveValue('1,234,567.70');
  });

  it(
    'searches the price list on the server, so a service beyond the first 100 can be added',
    async () => {
      const api = mockPriceList({
        'GET /api/services': searchLongPriceList,
        'POST /api/invoices': () =>
          jsonResponse({ data: invoiceEntity(4, { invoice_number: '04-INV-02062025' }), meta: {} }),
      });
      renderInAdminArea(<InvoicesTab />, { path: '/manage/invoices/new' });
      const user = userEvent.setup();
      const picker = await screen.findByRole('combobox', { name: 'Add Service' });
      await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(101));
      expect(picker).toHaveAccessibleDescription(
        'Showing the first 100 of 1000 services: search to narrow the list.',
      );
      expect(within(picker).queryByRole('option', { name: /Zoning permit/ })).toBeNull();

      await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'zon');
      await expectZoningPermitFound(picker, () => api.requests('GET /api/services'), 'zon');
      await addService(user, /Zoning permit/);
      expect(total()).toHaveValue('2,500.25');

      await user.type(screen.getByLabelText(/Customer Name/), 'Hira Butt GmbH');
      await user.selectOptions(screen.getByRole('combobox', { name: /Status/ }), 'Draft');
      await user.click(screen.getByRole('button', { name: 'Save Invoice' }));
      await waitFor(() => expect(api.requests('POST /api/invoices')).toHaveLength(1));
      expect(api.requests('POST /api/invoices')[0]!.body).toMatchObject({
        data: { customer_name: 'Hira Butt GmbH', status: 'Draft', services: [{ id: 750 }] },
      });
    },
    LONG_LIST_TIMEOUT_MS,
  );

  it('says so when the price list cannot be loaded, and loads it again on Try again', async () => {
    mockPriceList({
      'GET /api/services': failingOnce(() => jsonResponse(serviceList([rent, fibre, water]))),
    });
    renderInAdminArea(<InvoicesTab />, { path: '/manage/invoices/new' });
    const user = userEvent.setup();
    const failure = await screen.findByText(INVOICE_MESSAGES.loadServicesFailed);
    expect(failure).toHaveAttribute('role', 'alert');
    const picker = screen.getByRole('combobox', { name: 'Add Service' });
    expect(picker).toHaveAccessibleDescription(INVOICE_MESSAGES.loadServicesFailed);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(4));
    expect(screen.queryByText(INVOICE_MESSAGES.loadServicesFailed)).toBeNull();
    expect(picker).toHaveAccessibleDescription('3 services to choose from.');
  });

  it('saves the invoice, resets the form and shows the server’s number in a green toast that hides by itself', async () => {
    const answer = deferred<Response>();
    const api = mockPriceList({ 'POST /api/invoices': () => answer.promise });
    const { user } = await renderForm();
    await user.type(screen.getByLabelText(/Customer Name/), 'Hira Butt GmbH');
    await user.clear(screen.getByLabelText(/Invoice Date/));
    await user.type(screen.getByLabelText(/Invoice Date/), '2025-06-02');
    await user.selectOptions(screen.getByRole('combobox', { name: /Status/ }), 'Draft');
    await addService(user, /Water/);
    await addService(user, /Office rent/);
    await user.click(screen.getByRole('button', { name: 'Save Invoice' }));

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(api.requests('POST /api/invoices')[0]!.body).toEqual({
      data: {
        customer_name: 'Hira Butt GmbH',
        // Left blank: no address, which the server stores as none.
        customer_email: null,
        invoice_date: '2025-06-02',
        status: 'Draft',
        services: [{ id: 3 }, { id: 1 }],
      },
    });
    answer.resolve(
      jsonResponse({ data: invoiceEntity(12, { invoice_number: '12-INV-02062025' }), meta: {} }),
    );

    const toast = await screen.findByText(invoiceCreatedMessage('12-INV-02062025'));
    expect(toast.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'success');
    expect(toast.closest('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'right');
    expect(toast.closest('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'bottom');
    expect(screen.getByLabelText(/Customer Name/)).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /Status/ })).toHaveValue('');
    expect(screen.getByText(MESSAGES.noServicesSelected)).toBeInTheDocument();
    expect(total()).toHaveValue('0.00');
    await waitFor(
      () => expect(screen.queryByText(invoiceCreatedMessage('12-INV-02062025'))).toBeNull(),
      {
        timeout: TOAST_AUTO_HIDE_MS + 2000,
      },
    );
  });

  it('says `Failed to create invoice.` when the server refuses, keeping what was entered', async () => {
    mockPriceList({
      'POST /api/invoices': () =>
        errorResponse(500, 'InternalServerError', 'Internal Server Error'),
    });
    const { user } = await renderForm();
    await user.type(screen.getByLabelText(/Customer Name/), 'Hira Butt GmbH');
    await user.selectOptions(screen.getByRole('combobox', { name: /Status/ }), 'Draft');
    await addService(user, /Water/);
    await user.click(screen.getByRole('button', { name: 'Save Invoice' }));
    expect(await screen.findByText(MESSAGES.createInvoiceFailed)).toBeInTheDocument();
    expect(screen.getByLabelText(/Customer Name/)).toHaveValue('Hira Butt GmbH');
    expect(screen.getByText('Water')).toBeInTheDocument();
  });

  it('takes an optional customer e-mail, and refuses one that is not a single address', async () => {
    const api = mockPriceList({
      'POST /api/invoices': () =>
        jsonResponse({ data: invoiceEntity(4, { invoice_number: '04-INV-02062025' }), meta: {} }),
    });
    const { user } = await renderForm();
    const email = screen.getByRole('textbox', { name: 'Customer e-mail' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).not.toBeRequired();
    expect(email).toHaveAccessibleDescription('Optional: where Send by e-mail mails the invoice.');
    await user.type(screen.getByLabelText(/Customer Name/), 'Hira Butt GmbH');
    await user.selectOptions(screen.getByRole('combobox', { name: /Status/ }), 'Draft');

    await user.type(email, 'billing@example.com, other@example.com');
    await user.click(screen.getByRole('button', { name: 'Save Invoice' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests('POST /api/invoices')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, ' billing@hira-butt.example ');
    await user.click(screen.getByRole('button', { name: 'Save Invoice' }));
    await screen.findByText(invoiceCreatedMessage('04-INV-02062025'));
    expect(api.requests('POST /api/invoices')[0]!.body).toMatchObject({
      data: { customer_email: 'billing@hira-butt.example' },
    });
    expect(email).toHaveValue('');
  });

  it('closes the success toast from its close button', async () => {
    mockPriceList({
      'POST /api/invoices': () =>
        jsonResponse({ data: invoiceEntity(3, { invoice_number: '03-INV-02062025' }), meta: {} }),
    });
    const { user } = await renderForm();
    await user.type(screen.getByLabelText(/Customer Name/), 'Ali');
    await user.selectOptions(screen.getByRole('combobox', { name: /Status/ }), 'Draft');
    await user.click(screen.getByRole('button', { name: 'Save Invoice' }));
    const toast = await screen.findByText(invoiceCreatedMessage('03-INV-02062025'));
    await user.click(
      within(toast.closest('[data-sonner-toast]') as HTMLElement).getByRole('button', {
        name: /close/i,
      }),
    );
    await waitFor(() =>
      expect(screen.queryByText(invoiceCreatedMessage('03-INV-02062025'))).toBeNull(),
    );
  });
});
