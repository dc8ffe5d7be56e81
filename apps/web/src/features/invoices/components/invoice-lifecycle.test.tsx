import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '@app/shared/invoice-math';
import { localIsoDate } from '@app/shared/invoice';
import { storeSession } from '../../admin/testing/fixtures';
import { jsonResponse, type MockHandler } from '../../admin/testing/mock-api';
import { invoiceEntity, invoiceLine } from '../testing/invoice-fixtures';
import {
  mockInvoicesTab,
  prepareInvoicesTabTests,
  renderInvoicesTab,
  rowWithCell,
} from '../testing/invoices-tab';

const today = localIsoDate(new Date());
const overdue = invoiceEntity(
  1,
  {
    invoice_number: '01-INV-01052026',
    customer_name: 'Overdue GmbH',
    status: 'Sent',
    dueDate: addDays(today, -1),
  },
  [invoiceLine(11, 'Hosting', 5000)],
);
const dueToday = invoiceEntity(2, {
  customer_name: 'Due Today GmbH',
  status: 'Sent',
  dueDate: today,
});
const paidLate = invoiceEntity(3, {
  customer_name: 'Paid Late GmbH',
  status: 'Paid',
  dueDate: addDays(today, -30),
});
const unlocked = invoiceEntity(4, {
  customer_name: 'Unlocked GmbH',
  status: 'Sent',
  dueDate: addDays(today, 5),
  unlocked_at: '2026-05-01T10:00:00.000Z',
  unlocked_by: 'admin',
  unlock_reason: 'Wrong customer name',
});

const mockInvoices = (extra?: Record<string, MockHandler>) =>
  mockInvoicesTab([overdue, dueToday, paidLate, unlocked], extra);

const editDialogOf = async (customer: string) => {
  fireEvent.doubleClick(rowWithCell(customer));
  return screen.findByRole('dialog', { name: /^Edit Invoice #/ });
};

prepareInvoicesTabTests();
beforeEach(() => storeSession('Staff'));

describe('invoice lifecycle', () => {
  it('shows Overdue beside the status of a Sent invoice past its due date only, and the due date', async () => {
    mockInvoices();
    await renderInvoicesTab('Overdue GmbH');
    const row = within(rowWithCell('Overdue GmbH'));
    expect(row.getByText('Overdue')).toHaveClass('status-badge--warning');
    expect(row.getByText('Sent')).toBeInTheDocument();
    for (const customer of ['Due Today GmbH', 'Paid Late GmbH'])
      expect(within(rowWithCell(customer)).queryByText('Overdue')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Due Date' })).toBeInTheDocument();
  });

  it('filters Overdue and a status by their own keys in the address, one at a time', async () => {
    const api = mockInvoices();
    const { user, currentPath } = await renderInvoicesTab('Overdue GmbH');
    const lastQuery = () => api.requests('GET /api/invoices').at(-1)!.url.searchParams;

    await user.selectOptions(screen.getByLabelText('Status'), 'Overdue (Sent, past due)');
    await waitFor(() => expect(lastQuery().get('filters[dueDate][$lt]')).toBe(today));
    expect(lastQuery().get('filters[status][$eq]')).toBe('Sent');
    expect(currentPath()).toBe('/manage/invoices?overdue=true');

    await user.selectOptions(screen.getByLabelText('Status'), 'Paid');
    await waitFor(() => expect(lastQuery().get('filters[status][$eq]')).toBe('Paid'));
    expect(lastQuery().get('filters[dueDate][$lt]')).toBeNull();
    expect(currentPath()).toBe('/manage/invoices?status=Paid');
  });

  it('opens on the outstanding or the overdue invoices from a link', async () => {
    const api = mockInvoices();
    await renderInvoicesTab('Overdue GmbH', '/manage/invoices?overdue=true');
    expect(screen.getByLabelText('Status')).toHaveValue('overdue');
    expect(
      api.requests('GET /api/invoices')[0]!.url.searchParams.get('filters[dueDate][$lt]'),
    ).toBe(today);
  });

  it('sorts by due date', async () => {
    const api = mockInvoices();
    const { user } = await renderInvoicesTab('Overdue GmbH');
    await user.click(screen.getByRole('button', { name: 'Due Date' }));
    await waitFor(() =>
      expect(api.requests('GET /api/invoices').at(-1)!.url.searchParams.get('sort')).toBe(
        'dueDate:asc',
      ),
    );
  });

  it('shows a Sent invoice read-only under "Sent invoices are locked", with no unlock for Staff', async () => {
    mockInvoices();
    await renderInvoicesTab('Overdue GmbH');
    const dialog = await editDialogOf('Overdue GmbH');
    const note = await within(dialog).findByRole('note');
    expect(note).toHaveTextContent('Sent invoices are locked');
    expect(note).toHaveTextContent('An Admin can unlock it');
    expect(within(dialog).getByLabelText('Customer')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Customer')).toHaveValue('Overdue GmbH');
    expect(within(dialog).getByLabelText('Invoice Date')).toHaveAttribute('readonly');
    expect(within(dialog).getByText('Hosting')).toBeInTheDocument();
    expect(within(dialog).getByText('Overdue')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Add Service' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Unlock…' })).toBeNull();
  });

  it('lets an Admin unlock with a reason, then edit', async () => {
    storeSession('Admin');
    let answered = overdue;
    const api = mockInvoices({
      'GET /api/invoices/1': () => jsonResponse({ data: answered, meta: {} }),
      'POST /api/invoices/1/unlock': () => {
        answered = {
          ...overdue,
          attributes: {
            ...overdue.attributes,
            unlocked_at: '2026-06-01T10:00:00.000Z',
            unlocked_by: 'admin',
            unlock_reason: 'Customer renamed',
          },
        };
        return jsonResponse({ data: answered, meta: {} });
      },
    });
    const { user } = await renderInvoicesTab('Overdue GmbH');
    const dialog = await editDialogOf('Overdue GmbH');
    await user.click(await within(dialog).findByRole('button', { name: 'Unlock…' }));
    const unlock = await screen.findByRole('dialog', { name: 'Unlock invoice 01-INV-01052026' });

    await user.click(within(unlock).getByRole('button', { name: 'Unlock' }));
    expect(within(unlock).getByText('Reason is required.')).toBeInTheDocument();
    expect(api.requests('POST /api/invoices/1/unlock')).toHaveLength(0);

    await user.type(within(unlock).getByLabelText(/Reason/), 'Customer renamed');
    await user.click(within(unlock).getByRole('button', { name: 'Unlock' }));
    await waitFor(() =>
      expect(api.requests('POST /api/invoices/1/unlock')[0]?.body).toEqual({
        data: { reason: 'Customer renamed' },
      }),
    );
    const edit = await screen.findByRole('dialog', { name: /^Edit Invoice #/ });
    expect(await within(edit).findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(
      within(edit).getByLabelText(/Customer/, { selector: 'input[type="text"]' }),
    ).not.toHaveAttribute('readonly');
    expect(within(edit).getByRole('note')).toHaveTextContent(
      'Unlocked by admin: Customer renamed. The lock returns once the invoice is saved.',
    );
  });

  it('duplicates an invoice from its menu and names the copy', async () => {
    const copy = invoiceEntity(9, {
      invoice_number: '09-INV-01062026',
      customer_name: 'Overdue GmbH',
    });
    const api = mockInvoices({
      'POST /api/invoices/1/duplicate': () => jsonResponse({ data: copy, meta: {} }),
    });
    await renderInvoicesTab('Overdue GmbH');
    fireEvent.contextMenu(rowWithCell('Overdue GmbH'), { clientX: 40, clientY: 60 });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    await waitFor(() => expect(api.requests('POST /api/invoices/1/duplicate')).toHaveLength(1));
    expect(
      await screen.findByText(
        'Invoice 09-INV-01062026 created as a Draft copy of 01-INV-01052026.',
      ),
    ).toBeInTheDocument();
  });
});
