import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockApi } from '../../admin/testing/mock-api';
import { renderInAdminArea } from '../../admin/testing/render-admin';
import { serviceEntity, serviceList } from '../testing/service-fixtures';
import ServicesTab from './services-tab';

async function openDialog() {
  renderInAdminArea(<ServicesTab />, { path: '/manage/services' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add Service' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add New Service' });
  return { user, dialog };
}

afterEach(() => vi.unstubAllGlobals());

describe('AddServiceDialog', () => {
  it('requires item, type, rate, price and date, and sends nothing until they are given', async () => {
    const api = mockApi({ 'GET /api/services': () => jsonResponse(serviceList([])) });
    const { user, dialog } = await openDialog();
    await user.clear(within(dialog).getByLabelText(/^Date/));
    await user.click(within(dialog).getByRole('button', { name: 'Add Service' }));
    for (const message of [
      'Item is required.',
      'Type is required.',
      'Rate is required.',
      'Price (PKR) is required.',
      'Date is required.',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(within(dialog).getByLabelText(/^Tax/)).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByLabelText(/^Remarks/)).not.toHaveAttribute('aria-invalid');
    expect(api.requests('POST /api/services')).toHaveLength(0);
  });

  it('adds a service, leaving tax and remarks out when empty, then closes and reloads the list', async () => {
    const api = mockApi({
      'GET /api/services': () => jsonResponse(serviceList([])),
      'POST /api/services': () => jsonResponse({ data: serviceEntity(9), meta: {} }),
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/^Item/), 'Cleaning crew');
    await user.selectOptions(within(dialog).getByLabelText(/^Type/), 'Cleaning');
    await user.type(within(dialog).getByLabelText(/^Rate/), '1500.25');
    await user.type(within(dialog).getByLabelText(/^Price \(PKR\)/), '30005');
    await user.clear(within(dialog).getByLabelText(/^Date/));
    await user.type(within(dialog).getByLabelText(/^Date/), '2025-07-01');
    await user.click(within(dialog).getByRole('button', { name: 'Add Service' }));

    await waitFor(() => expect(api.requests('POST /api/services')).toHaveLength(1));
    expect(api.requests('POST /api/services')[0]!.body).toEqual({
      data: {
        item: 'Cleaning crew',
        type: 'Cleaning',
        tax: null,
        rate: 1500.25,
        price_pkr: 30005,
        remarks: null,
        date: '2025-07-01',
      },
    });
    expect(await screen.findByText('Service added.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.requests('GET /api/services').length).toBeGreaterThan(1));
  });

  it('shows the server’s refusal on the field and in a toast, keeping the dialog open', async () => {
    mockApi({
      'GET /api/services': () => jsonResponse(serviceList([])),
      'POST /api/services': () =>
        errorResponse(400, 'ValidationError', 'Item must be at most 200 characters.', {
          errors: [{ path: ['item'], message: 'Item must be at most 200 characters.' }],
        }),
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/^Item/), 'Water');
    await user.selectOptions(within(dialog).getByLabelText(/^Type/), 'Water');
    await user.type(within(dialog).getByLabelText(/^Rate/), '1');
    await user.type(within(dialog).getByLabelText(/^Price \(PKR\)/), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Add Service' }));
    expect(await screen.findByText('Failed to add service.')).toBeInTheDocument();
    expect(
      within(dialog).getAllByText('Item must be at most 200 characters.').length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('dialog', { name: 'Add New Service' })).toBeInTheDocument();
  });
});
