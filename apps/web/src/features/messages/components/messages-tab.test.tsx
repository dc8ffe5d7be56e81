import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatTimestamp } from '@app/shared/display-format';
import { MESSAGES } from '@app/shared/messages';
import { pagination, storeSession } from '../../admin/testing/fixtures';
import { errorResponse, jsonResponse, mockApi } from '../../admin/testing/mock-api';
import { renderInAdminArea } from '../../admin/testing/render-admin';
import { contactMessage } from '../testing/message-fixtures';
import MessagesTab from './messages-tab';

const LIST = 'GET /api/contacts';
const lastListQuery = (api: ReturnType<typeof mockApi>): URLSearchParams =>
  api.requests(LIST).at(-1)!.url.searchParams;

function serveMessages(total = 2) {
  return mockApi({
    [LIST]: () =>
      jsonResponse({
        data: [
          contactMessage(1),
          contactMessage(2, { firstName: 'Hira', lastName: 'Malik', topic: 'Job', message: '' }),
        ],
        meta: pagination(total),
      }),
  });
}

beforeEach(() => storeSession('Staff'));
afterEach(() => vi.unstubAllGlobals());

describe('MessagesTab', () => {
  it('lists messages with the date, hour and minute they were sent', async () => {
    serveMessages(1001);
    renderInAdminArea(<MessagesTab />, { path: '/manage/messages' });
    const row = (await screen.findByText('Jonas Khan')).closest('tr')!;
    expect(
      within(row).getByText(formatTimestamp('2025-07-11T09:05:00.000Z', { withTime: true })),
    ).toBeInTheDocument();
    expect(formatTimestamp('2025-07-11T09:05:00.000Z', { withTime: true })).toMatch(
      /^2025 Jul 1[12], \d\d:\d\d$/,
    );
    expect(within(row).getByRole('link', { name: 'jonas.khan@example.com' })).toHaveAttribute(
      'href',
      'mailto:jonas.khan@example.com',
    );
    expect(within(row).getByText('Business')).toBeInTheDocument();
    expect(screen.getByText('1,001 messages')).toBeInTheDocument();
  });

  it('says "No message provided." for an empty message and shows a whole message in the details', async () => {
    serveMessages();
    renderInAdminArea(<MessagesTab />, { path: '/manage/messages' });
    const hira = (await screen.findByText('Hira Malik')).closest('tr')!;
    expect(within(hira).getByText(MESSAGES.noMessage)).toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Details of the message from Jonas Khan' }));
    expect(screen.getByRole('heading', { name: 'A new web shop' })).toBeInTheDocument();
  });

  it('filters by topic and email on the server and keeps them in the address', async () => {
    const api = serveMessages();
    const view = renderInAdminArea(<MessagesTab />, { path: '/manage/messages' });
    await screen.findByText('Jonas Khan');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Topic'), 'Job');
    await waitFor(() => expect(lastListQuery(api).get('filters[topic][$eq]')).toBe('Job'));
    await user.type(screen.getByLabelText('Email'), 'malik');
    await waitFor(() => expect(lastListQuery(api).get('filters[email][$containsi]')).toBe('malik'));
    expect(view.currentPath()).toBe('/manage/messages?topic=Job&email=malik');
  });

  it('turns a sent-on date into the whole local day, sent as ISO times', async () => {
    const api = serveMessages();
    renderInAdminArea(<MessagesTab />, { path: '/manage/messages?sentOn=2025-07-11' });
    await screen.findByText('Jonas Khan');
    const query = lastListQuery(api);
    expect(query.get('filters[createdAt][$gte]')).toBe(
      new Date(2025, 6, 11, 0, 0, 0, 0).toISOString(),
    );
    expect(query.get('filters[createdAt][$lte]')).toBe(
      new Date(2025, 6, 11, 23, 59, 59, 999).toISOString(),
    );
    expect(screen.getByLabelText('Sent on')).toHaveValue('2025-07-11');
  });

  it('sorts by a column and flips on a second click', async () => {
    const api = serveMessages();
    renderInAdminArea(<MessagesTab />, { path: '/manage/messages' });
    await screen.findByText('Jonas Khan');
    expect(lastListQuery(api).get('sort')).toBe('createdAt:desc');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Topic' }));
    await waitFor(() => expect(lastListQuery(api).get('sort')).toBe('topic:asc'));
    await user.click(screen.getByRole('button', { name: 'Topic' }));
    await waitFor(() => expect(lastListQuery(api).get('sort')).toBe('topic:desc'));
  });

  it('says "Failed to load messages." when the list cannot be loaded', async () => {
    mockApi({ [LIST]: () => errorResponse(500, 'InternalServerError', 'Internal Server Error') });
    renderInAdminArea(<MessagesTab />, { path: '/manage/messages' });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loadMessagesFailed);
  });
});
