import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientAttributes } from '@app/shared/client';
import type { ClientTestimonialAttributes } from '@app/shared/client-testimonial';
import type { KeyFiguresAttributes } from '@app/shared/key-figures';
import { REORDER_IDS_MESSAGE } from '@app/shared/ordered-entries';
import {
  errorResponse,
  jsonResponse,
  mockApi,
  type MockHandler,
} from '../../admin/testing/mock-api';
import { renderInAdminArea } from '../../admin/testing/render-admin';
import { mediaEntity } from '../../media-admin/testing/media-fixtures';
import HomeTab from './home-tab';

const STAMP = '2026-11-01T09:00:00.000Z';
const list = (data: unknown[]) =>
  jsonResponse({
    data,
    meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: data.length } },
  });

const client = (id: number, name: string) => ({
  id,
  attributes: {
    name,
    order: id,
    createdAt: STAMP,
    updatedAt: STAMP,
    logo: { data: mediaEntity(id + 10, `${name.toLowerCase()}.png`) },
  } satisfies ClientAttributes,
});

const katrin = {
  id: 1,
  attributes: {
    quote: 'They shipped every two weeks.',
    name: 'Katrin Vogel',
    role: 'Head of Operations',
    company: 'Nordhafen Logistics',
    order: 1,
    createdAt: STAMP,
    updatedAt: STAMP,
    photo: { data: null },
  } satisfies ClientTestimonialAttributes,
};

const figures: KeyFiguresAttributes = {
  facts: [{ value: '10+', label: 'years of delivery' }],
  highlights: [],
  updatedAt: STAMP,
};

function mockHome(routes: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /api/key-figures': () => jsonResponse({ data: { id: 1, attributes: figures }, meta: {} }),
    'PUT /api/key-figures': ({ body }) =>
      jsonResponse({
        data: { id: 1, attributes: { ...(body as { data: object }).data, updatedAt: STAMP } },
        meta: {},
      }),
    'GET /api/clients': () => list([client(1, 'Nordhafen'), client(2, 'Alpenwerk')]),
    'PUT /api/clients/order': () => jsonResponse({ data: [], meta: {} }),
    'GET /api/client-testimonials': () => list([katrin]),
    ...routes,
  });
}

async function renderHomeTab() {
  const view = renderInAdminArea(<HomeTab />, { path: '/manage/home' });
  await screen.findByText('Alpenwerk');
  return { ...view, user: userEvent.setup() };
}

const clientsPart = () => screen.getByRole('region', { name: /^Clients/ });

afterEach(() => vi.unstubAllGlobals());

describe('HomeTab', () => {
  it('lists the clients and testimonials in the page’s order, read whole and fresh', async () => {
    const api = mockHome();
    await renderHomeTab();
    const clients = within(clientsPart()).getAllByRole('listitem');
    expect(
      clients.map((item) => within(item).getByText(/Nordhafen|Alpenwerk/).textContent),
    ).toEqual(['Nordhafen', 'Alpenwerk']);
    const read = api.requests('GET /api/clients')[0]!;
    expect(Object.fromEntries(read.url.searchParams)).toEqual({
      populate: '*',
      sort: 'order:asc',
      'pagination[pageSize]': '100',
    });
    expect(api.fetchMock.mock.calls[0]![1]).toMatchObject({ cache: 'no-store' });
    expect(screen.getByText('Head of Operations, Nordhafen Logistics')).toBeInTheDocument();
  });

  it('moves a client with the keyboard, sending the whole order, and keeps focus on it', async () => {
    const api = mockHome();
    const { user } = await renderHomeTab();
    const moveUp = within(clientsPart()).getByRole('button', { name: 'Move up: Alpenwerk' });
    expect(
      within(clientsPart()).getByRole('button', { name: 'Move up: Nordhafen' }),
    ).toBeDisabled();
    moveUp.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.requests('PUT /api/clients/order')).toHaveLength(1));
    expect(api.requests('PUT /api/clients/order')[0]!.body).toEqual({ data: { ids: [2, 1] } });
    expect(await screen.findByText('Alpenwerk moved to place 1 of 2.')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-move-id', '2'));
  });

  it('says when the order was refused, naming the reason', async () => {
    mockHome({
      'PUT /api/clients/order': () =>
        errorResponse(400, 'ValidationError', REORDER_IDS_MESSAGE, {
          errors: [{ path: ['ids'], message: REORDER_IDS_MESSAGE, name: 'ValidationError' }],
        }),
    });
    const { user } = await renderHomeTab();
    await user.click(within(clientsPart()).getByRole('button', { name: 'Move down: Nordhafen' }));
    expect(await screen.findByText('Failed to move the client.')).toBeInTheDocument();
  });

  it('saves the key figures, refusing a figure without its value', async () => {
    const api = mockHome();
    const { user } = await renderHomeTab();
    const form = screen.getByRole('region', { name: 'Key figures' });
    await user.click(within(form).getByRole('button', { name: 'Add highlight' }));
    await user.type(within(form).getByLabelText(/Label of highlight 1/), 'Uptime');
    await user.click(within(form).getByRole('button', { name: 'Save key figures' }));
    expect(await within(form).findByText('Value is required.')).toBeInTheDocument();
    expect(api.requests('PUT /api/key-figures')).toHaveLength(0);

    await user.type(within(form).getByLabelText(/Value of highlight 1/), '99.98%');
    await user.click(within(form).getByRole('button', { name: 'Add highlight' }));
    await user.click(within(form).getByRole('button', { name: 'Remove: highlight 2' }));
    expect(within(form).getByRole('button', { name: 'Add highlight' })).toBeEnabled();
    await user.click(within(form).getByRole('button', { name: 'Save key figures' }));
    expect(await screen.findByText('Key figures saved.')).toBeInTheDocument();
    expect(api.requests('PUT /api/key-figures')[0]!.body).toEqual({
      data: {
        facts: [{ value: '10+', label: 'years of delivery' }],
        highlights: [{ value: '99.98%', label: 'Uptime' }],
      },
    });
  });
});
