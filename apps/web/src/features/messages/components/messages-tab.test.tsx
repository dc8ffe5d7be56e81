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
    expect(screen.getByText('1,001 unhandled messages')).toBeInTheDocument();
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

  describe('handling', () => {
    it('opens on the unhandled messages, leaving that default out of the address', async () => {
      const api = serveMessages();
      const view = renderInAdminArea(<MessagesTab />, { path: '/manage/messages' });
      await screen.findByText('Jonas Khan');
      expect(lastListQuery(api).get('filters[handledAt][$null]')).toBe('true');
      expect(screen.getByLabelText('Handled')).toHaveValue('');
      expect(screen.getByRole('option', { name: 'Unhandled', selected: true })).toBeInTheDocument();

      const user = userEvent.setup();
      await user.selectOptions(screen.getByLabelText('Handled'), 'Handled');
      await waitFor(() =>
        expect(lastListQuery(api).get('filters[handledAt][$notNull]')).toBe('true'),
      );
      expect(view.currentPath()).toBe('/manage/messages?handled=handled');
      await user.click(screen.getByRole('button', { name: 'Clear filters' }));
      await waitFor(() => expect(view.currentPath()).toBe('/manage/messages'));
      expect(lastListQuery(api).get('filters[handledAt][$null]')).toBe('true');
    });

    it('shows every message from a link with handled=all', async () => {
      const api = serveMessages();
      renderInAdminArea(<MessagesTab />, { path: '/manage/messages?handled=all' });
      await screen.findByText('Jonas Khan');
      const query = lastListQuery(api);
      expect(query.get('filters[handledAt][$null]')).toBeNull();
      expect(query.get('filters[handledAt][$notNull]')).toBeNull();
      expect(screen.getByText('2 messages match the filters')).toBeInTheDocument();
    });

    it('says there are no unhandled messages when none are left', async () => {
      mockApi({ [LIST]: () => jsonResponse({ data: [], meta: pagination(0) }) });
      renderInAdminArea(<MessagesTab />, { path: '/manage/messages' });
      expect(await screen.findByText('No unhandled messages.')).toBeInTheDocument();
    });

    it('marks a message handled from its row menu and shows who handled one', async () => {
      const api = mockApi({
        [LIST]: () =>
          jsonResponse({
            data: [
              contactMessage(1),
              contactMessage(2, {
                firstName: 'Hira',
                lastName: 'Malik',
                handledAt: '2025-07-12T10:00:00.000Z',
                handledBy: 'sana',
              }),
            ],
            meta: pagination(2),
          }),
        'PUT /api/contacts/1': () =>
          jsonResponse({
            data: contactMessage(1, { handledAt: '2025-07-13T10:00:00.000Z', handledBy: 'me' }),
            meta: {},
          }),
      });
      renderInAdminArea(<MessagesTab />, { path: '/manage/messages?handled=all' });
      const hira = (await screen.findByText('Hira Malik')).closest('tr')!;
      expect(within(hira).getByText('Handled')).toBeInTheDocument();
      expect(within(hira).getByText(/^sana · /)).toBeInTheDocument();

      const user = userEvent.setup();
      await user.click(
        screen.getByRole('button', { name: 'Actions for the message from Jonas Khan' }),
      );
      await user.click(await screen.findByRole('menuitem', { name: 'Mark as handled' }));
      await waitFor(() =>
        expect(api.requests('PUT /api/contacts/1')[0]?.body).toEqual({ data: { handled: true } }),
      );
      expect(await screen.findByText('Message marked as handled.')).toBeInTheDocument();

      await user.click(
        screen.getByRole('button', { name: 'Actions for the message from Hira Malik' }),
      );
      expect(
        await screen.findByRole('menuitem', { name: 'Mark as not handled' }),
      ).toBeInTheDocument();
    });

    it('deletes a message after a red confirmation, and not when cancelled', async () => {
      const api = mockApi({
        [LIST]: () => jsonResponse({ data: [contactMessage(1)], meta: pagination(1) }),
        'DELETE /api/contacts/1': () => jsonResponse({ data: contactMessage(1), meta: {} }),
      });
      renderInAdminArea(<MessagesTab />, { path: '/manage/messages' });
      await screen.findByText('Jonas Khan');
      const user = userEvent.setup();
      const openDelete = async () => {
        await user.click(
          screen.getByRole('button', { name: 'Actions for the message from Jonas Khan' }),
        );
        await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
        return screen.findByRole('dialog', { name: 'Delete message' });
      };

      await user.click(within(await openDelete()).getByRole('button', { name: 'Cancel' }));
      expect(api.requests('DELETE /api/contacts/1')).toHaveLength(0);

      const question = await openDelete();
      expect(question).toHaveAccessibleDescription(
        'Are you sure you want to delete the message from Jonas Khan? This cannot be undone.',
      );
      await user.click(within(question).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(api.requests('DELETE /api/contacts/1')).toHaveLength(1));
      expect(await screen.findByText('Message deleted.')).toBeInTheDocument();
    });
  });
});
