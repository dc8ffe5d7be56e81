import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVICES_TABLE_MAX_HEIGHT_PX } from '@app/shared/constants';
import { MESSAGES } from '@app/shared/messages';
import { SERVICE_TYPES } from '@app/shared/options';
import {
  errorResponse,
  jsonResponse,
  mockApi,
  type MockRequest,
} from '../../admin/testing/mock-api';
import { renderInAdminArea } from '../../admin/testing/render-admin';
import { serviceEntity, serviceList } from '../testing/service-fixtures';
import ServicesTab from './services-tab';

const office = serviceEntity(1, {
  item: 'Office rent',
  type: 'Office rent',
  tax: 'Sales Tax',
  rate: 1200.5,
  price_pkr: 38076.24,
  remarks: 'Monthly',
  date: '2025-01-18',
});
const fibre = serviceEntity(2, {
  item: 'Fibre line',
  type: 'Internet',
  tax: null,
  rate: 99,
  price_pkr: 4500,
  date: '2025-12-03',
});

/** A server holding the two entries: the list answers what a PUT stored. */
function mockServices(
  overrides: Record<string, (request: MockRequest) => Response | Promise<Response>> = {},
) {
  let stored = office;
  return mockApi({
    'GET /api/services': () => jsonResponse(serviceList([stored, fibre])),
    'PUT /api/services/1': (request) => {
      const { data } = request.body as { data: Partial<typeof office.attributes> };
      stored = { ...stored, attributes: { ...stored.attributes, ...data } };
      return jsonResponse({ data: stored, meta: {} });
    },
    ...overrides,
  });
}

function table() {
  return screen.getByRole('table', { name: 'Services' });
}

async function renderTab() {
  const view = renderInAdminArea(<ServicesTab />, { path: '/manage/services' });
  await screen.findByRole('button', { name: 'Edit Item: Office rent' });
  return { ...view, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('ServicesTab', () => {
  it('shows the price list with day/month/year dates, amounts with separators and every column', async () => {
    mockServices();
    await renderTab();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Date',
      'Item',
      'Type',
      'Tax',
      'Rate',
      'Price (PKR)',
      'Remarks',
      'Actions',
    ]);
    const row = within(table()).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('18/01/2025');
    expect(row).toHaveTextContent('38,076.24');
    expect(row).toHaveTextContent('1,200.50');
    expect(row).toHaveTextContent('Monthly');
  });

  it('keeps the table at most 500 px high with a sticky header', async () => {
    mockServices();
    const { container } = await renderTab();
    expect(container.querySelector('.data-table')).toHaveClass('data-table--sticky');
    expect(container.querySelector<HTMLElement>('.data-table__scroll')!.style.maxHeight).toBe(
      `${SERVICES_TABLE_MAX_HEIGHT_PX}px`,
    );
  });

  it('filters by item on the server, case-insensitively, once typing pauses', async () => {
    const api = mockServices();
    const { user } = await renderTab();
    await user.type(screen.getByPlaceholderText('Filter by item'), 'fib');
    await waitFor(() =>
      expect(
        api.requests('GET /api/services').at(-1)!.url.searchParams.get('filters[item][$containsi]'),
      ).toBe('fib'),
    );
    expect(api.requests('GET /api/services')).toHaveLength(2);
  });

  it('filters by type, offering All Types first', async () => {
    const api = mockServices();
    const { user } = await renderTab();
    const typeFilter = screen.getByRole('combobox', { name: 'Type' });
    const options = within(typeFilter)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['All Types', ...SERVICE_TYPES]);
    await user.selectOptions(typeFilter, 'Water');
    await waitFor(() =>
      expect(
        api.requests('GET /api/services').at(-1)!.url.searchParams.get('filters[type][$eq]'),
      ).toBe('Water'),
    );
  });

  it('sorts on the server when a column header is clicked, flipping on the second click', async () => {
    const api = mockServices();
    const { user } = await renderTab();
    expect(api.requests('GET /api/services')[0]!.url.searchParams.get('sort')).toBe('date:desc');
    await user.click(within(table()).getByRole('button', { name: 'Item' }));
    await waitFor(() =>
      expect(api.requests('GET /api/services').at(-1)!.url.searchParams.get('sort')).toBe(
        'item:asc',
      ),
    );
    await user.click(within(table()).getByRole('button', { name: 'Item' }));
    await waitFor(() =>
      expect(api.requests('GET /api/services').at(-1)!.url.searchParams.get('sort')).toBe(
        'item:desc',
      ),
    );
  });

  it('saves a text cell on blur, sending only that field', async () => {
    const api = mockServices();
    const { user } = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Edit Item: Office rent' }));
    const editor = screen.getByRole('textbox', { name: 'Item' });
    expect(editor).toHaveFocus();
    await user.clear(editor);
    await user.type(editor, 'Office rent Gulberg');
    await user.tab();
    await waitFor(() => expect(api.requests('PUT /api/services/1')).toHaveLength(1));
    expect(api.requests('PUT /api/services/1')[0]!.body).toEqual({
      data: { item: 'Office rent Gulberg' },
    });
    expect(
      await screen.findByRole('button', { name: 'Edit Item: Office rent Gulberg' }),
    ).toBeInTheDocument();
  });

  it('saves a number cell on Enter as a number, and returns focus to the cell', async () => {
    const api = mockServices();
    const { user } = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Edit Price (PKR): 38,076.24' }));
    const editor = screen.getByRole('spinbutton', { name: 'Price (PKR)' });
    expect(editor).toHaveAttribute('step', '0.01');
    await user.clear(editor);
    await user.type(editor, '40000.5{Enter}');
    await waitFor(() => expect(api.requests('PUT /api/services/1')).toHaveLength(1));
    expect(api.requests('PUT /api/services/1')[0]!.body).toEqual({ data: { price_pkr: 40000.5 } });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit Price (PKR): 40,000.50' })).toHaveFocus(),
    );
  });

  it('saves a select cell as soon as a value is picked', async () => {
    const api = mockServices();
    const { user } = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Edit Type: Office rent' }));
    await user.selectOptions(within(table()).getByRole('combobox', { name: 'Type' }), 'Security');
    await waitFor(() => expect(api.requests('PUT /api/services/1')).toHaveLength(1));
    expect(api.requests('PUT /api/services/1')[0]!.body).toEqual({ data: { type: 'Security' } });
  });

  it('opens the date, textarea and tax editors SPEC.md names', async () => {
    mockServices();
    const { user, container } = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Edit Date: 18/01/2025' }));
    expect(container.querySelector('input[type="date"]')).toHaveValue('2025-01-18');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Edit Remarks: Monthly' }));
    expect(screen.getByRole('textbox', { name: 'Remarks' }).tagName).toBe('TEXTAREA');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Edit Tax: Sales Tax' }));
    expect(within(table()).getByRole('combobox', { name: 'Tax' })).toHaveValue('Sales Tax');
  });

  it('opens a cell from the keyboard and leaves it with Escape without saving', async () => {
    const api = mockServices();
    const { user } = await renderTab();
    screen.getByRole('button', { name: 'Edit Item: Office rent' }).focus();
    await user.keyboard('{Enter}');
    const editor = screen.getByRole('textbox', { name: 'Item' });
    await user.type(editor, ' changed');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Item' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Item: Office rent' })).toHaveFocus();
    expect(api.requests('PUT /api/services/1')).toHaveLength(0);
  });

  it('does not send a value that did not change', async () => {
    const api = mockServices();
    const { user } = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Edit Rate: 1,200.50' }));
    const editor = screen.getByRole('spinbutton', { name: 'Rate' });
    await user.clear(editor);
    await user.type(editor, '1200.50{Enter}');
    await user.click(screen.getByRole('button', { name: 'Edit Item: Office rent' }));
    await user.type(screen.getByRole('textbox', { name: 'Item' }), ' {Enter}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(api.requests('PUT /api/services/1')).toHaveLength(0);
  });

  it('edits one cell at a time', async () => {
    mockServices();
    const { user } = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Edit Item: Office rent' }));
    await user.click(screen.getByRole('button', { name: 'Edit Item: Fibre line' }));
    const editors = screen.getAllByRole('textbox', { name: 'Item' });
    expect(editors).toHaveLength(1);
    expect(editors[0]).toHaveValue('Fibre line');
  });

  it('tells why a save failed and shows the stored value again', async () => {
    mockServices({
      'PUT /api/services/1': () =>
        errorResponse(400, 'ValidationError', 'Rate must be 0 or more.', {
          errors: [{ path: ['rate'], message: 'Rate must be 0 or more.' }],
        }),
    });
    const { user } = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Edit Rate: 1,200.50' }));
    const editor = screen.getByRole('spinbutton', { name: 'Rate' });
    await user.clear(editor);
    await user.type(editor, '7{Enter}');
    expect(await screen.findByText('Failed to update service.')).toBeInTheDocument();
    expect(screen.getByText('Rate must be 0 or more.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit Rate: 1,200.50' })).toBeInTheDocument();
  });

  it('refuses an emptied required cell without calling the server', async () => {
    const api = mockServices();
    const { user } = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Edit Item: Office rent' }));
    await user.clear(screen.getByRole('textbox', { name: 'Item' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Item is required.')).toBeInTheDocument();
    expect(api.requests('PUT /api/services/1')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Edit Item: Office rent' })).toBeInTheDocument();
  });

  it('deletes a service only after the confirmation', async () => {
    const api = mockServices({
      'DELETE /api/services/1': () => jsonResponse({ data: office, meta: {} }),
    });
    const { user } = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Delete Office rent' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleDescription(MESSAGES.confirmDeleteService);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requests('DELETE /api/services/1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Office rent' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(api.requests('DELETE /api/services/1')).toHaveLength(1));
    expect(await screen.findByText('Service deleted.')).toBeInTheDocument();
    await waitFor(() => expect(api.requests('GET /api/services').length).toBeGreaterThan(1));
  });

  it('shows a failed load with a way to retry', async () => {
    mockApi({ 'GET /api/services': () => errorResponse(400, 'ValidationError', 'Bad filter') });
    renderInAdminArea(<ServicesTab />, { path: '/manage/services' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load services.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('pages on the server with a choice of page size', async () => {
    const api = mockApi({
      'GET /api/services': () => jsonResponse(serviceList([office, fibre], 120)),
    });
    const { user } = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(
        api.requests('GET /api/services').at(-1)!.url.searchParams.get('pagination[page]'),
      ).toBe('2'),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), {
      target: { value: '100' },
    });
    await waitFor(() =>
      expect(
        api.requests('GET /api/services').at(-1)!.url.searchParams.get('pagination[pageSize]'),
      ).toBe('100'),
    );
  });
});
