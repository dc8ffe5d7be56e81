import type { RoleName } from '@app/shared/options';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatTimestamp } from '@app/shared/display-format';
import { NO_ACCESS_MESSAGE } from '../../admin/components/admin-shell';
import { currentUser, pagination, storeSession } from '../../admin/testing/fixtures';
import {
  errorResponse,
  jsonResponse,
  mockApi,
  type MockHandler,
} from '../../admin/testing/mock-api';
import {
  adminTabNames,
  renderAdminAreaAt,
  renderInAdminArea,
} from '../../admin/testing/render-admin';
import { NO_MAIL_SERVER_NOTICE } from '../outbox-labels';
import { outboxMail } from '../testing/outbox-fixtures';
import OutboxTab, { LOAD_OUTBOX_FAILED } from './outbox-tab';

const LIST = 'GET /api/outbox';

const mails = [
  outboxMail(3, {
    kind: 'contact-to-staff',
    recipient: 'admin@example.com',
    replyTo: 'omar@example.com',
    subject: 'New message (Inquiry): Mobile app',
    state: 'pending',
    attempts: 2,
    nextAttemptAt: '2025-07-11T10:06:00.000Z',
    lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
    serverResponse: null,
    sentAt: null,
    createdAt: '2025-07-11T10:05:00.000Z',
  }),
  outboxMail(2),
  outboxMail(1, {
    kind: 'invoice',
    recipient: 'billing@acme.example',
    subject: 'Invoice RS-2025-0001',
    state: 'failed',
    attempts: 12,
    lastError: '550 5.1.1 Mailbox unknown',
    serverResponse: '550 5.1.1 Mailbox unknown',
    sentAt: null,
  }),
];

/** The tab's list asks for pages; its hint asks for the newest mail's state alone. */
const isNewestQuery = (url: URL) => url.searchParams.get('fields[0]') === 'state';

function serveMails({
  newestState = 'sent',
  routes = {},
}: { newestState?: string; routes?: Record<string, MockHandler> } = {}) {
  return mockApi({
    [LIST]: ({ url }) =>
      isNewestQuery(url)
        ? jsonResponse({ data: [{ id: 9, attributes: { state: newestState } }], meta: {} })
        : jsonResponse({ data: mails, meta: pagination(mails.length) }),
    ...routes,
  });
}

const listQueries = (api: ReturnType<typeof mockApi>) =>
  api
    .requests(LIST)
    .filter((request) => !isNewestQuery(request.url))
    .map((request) => request.url.searchParams);

beforeEach(() => storeSession('Admin'));
afterEach(() => vi.unstubAllGlobals());

const rowOf = async (recipient: string) =>
  (await screen.findByRole('cell', { name: recipient })).closest('tr')!;

describe('OutboxTab', () => {
  it('lists the mails newest first with their kind, state, attempts, times and last error', async () => {
    const api = serveMails();
    renderInAdminArea(<OutboxTab />, { path: '/manage/outbox' });
    const pending = await rowOf('admin@example.com');
    expect(within(pending).getByText('New message (Inquiry): Mobile app')).toBeInTheDocument();
    expect(within(pending).getByText('New message')).toBeInTheDocument();
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(within(pending).getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(
      within(pending).getByText(formatTimestamp('2025-07-11T10:05:00.000Z', { withTime: true })),
    ).toBeInTheDocument();
    expect(within(pending).getByText('connect ECONNREFUSED 127.0.0.1:2525')).toBeInTheDocument();

    const sent = await rowOf('sender2@example.com');
    expect(within(sent).getByText('Message received')).toBeInTheDocument();
    expect(within(sent).getByText('Sent')).toBeInTheDocument();
    expect(
      within(sent).getByText(formatTimestamp('2025-07-11T09:07:00.000Z', { withTime: true })),
    ).toBeInTheDocument();

    const failed = await rowOf('billing@acme.example');
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('Invoice')).toBeInTheDocument();

    expect(screen.getByText('3 mails')).toBeInTheDocument();
    expect(listQueries(api).at(-1)!.get('sort')).toBe('createdAt:desc');
    expect(screen.queryByText(NO_MAIL_SERVER_NOTICE)).toBeNull();
  });

  it('says that no mail server is configured while the newest mail is held', async () => {
    serveMails({ newestState: 'held' });
    renderInAdminArea(<OutboxTab />, { path: '/manage/outbox' });
    const notice = await screen.findByText(NO_MAIL_SERVER_NOTICE);
    expect(notice.closest('[role="status"]')).not.toBeNull();
  });

  it('filters by state and recipient on the server, and keeps them in the address', async () => {
    const api = serveMails();
    const view = renderInAdminArea(<OutboxTab />, { path: '/manage/outbox' });
    await rowOf('admin@example.com');
    const user = userEvent.setup();
    const state = screen.getByLabelText('State');
    expect(
      within(state)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All states', 'Held', 'Pending', 'Sent', 'Failed']);
    await user.selectOptions(state, 'Failed');
    await waitFor(() => expect(listQueries(api).at(-1)!.get('filters[state][$eq]')).toBe('failed'));
    await user.type(screen.getByLabelText('Recipient'), 'acme');
    await waitFor(() =>
      expect(listQueries(api).at(-1)!.get('filters[recipient][$containsi]')).toBe('acme'),
    );
    expect(view.currentPath()).toBe('/manage/outbox?state=failed&recipient=acme');
  });

  it('opens a row to show the plain text and the mail server’s answer', async () => {
    serveMails();
    renderInAdminArea(<OutboxTab />, { path: '/manage/outbox' });
    await rowOf('billing@acme.example');
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', {
      name: 'Details of the mail to sender2@example.com: We received your message: Quote 2',
    });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('250 2.0.0 OK: queued as ABC123')).toBeInTheDocument();
    const text = screen.getByText(/We received your message and will answer soon\./);
    expect(text.tagName).toBe('PRE');
    expect(text.textContent).toContain('> Quote 2');

    await user.click(
      screen.getByRole('button', {
        name: 'Details of the mail to admin@example.com: New message (Inquiry): Mobile app',
      }),
    );
    expect(await screen.findByText('omar@example.com')).toBeInTheDocument();
    expect(screen.getByText('None yet')).toBeInTheDocument();
    expect(
      screen.getByText(formatTimestamp('2025-07-11T10:06:00.000Z', { withTime: true })),
    ).toBeInTheDocument();
  });

  it('names the first of several recipients and how many more, and lists them all in the details', async () => {
    const toStaff = outboxMail(4, {
      kind: 'contact-to-staff',
      recipient: 'admin@example.com, hira@example.com, omar@example.com',
      replyTo: 'sender@example.com',
      subject: 'New message (Business): A web shop',
    });
    mockApi({ [LIST]: () => jsonResponse({ data: [toStaff], meta: pagination(1) }) });
    renderInAdminArea(<OutboxTab />, { path: '/manage/outbox' });
    const row = await rowOf('admin@example.com and 2 others');
    const user = userEvent.setup();
    await user.click(
      within(row).getByRole('button', {
        name: 'Details of the mail to admin@example.com and 2 others: New message (Business): A web shop',
      }),
    );
    expect(
      await screen.findByText('admin@example.com, hira@example.com, omar@example.com'),
    ).toBeInTheDocument();
    expect(
      within(row).getByRole('button', {
        name: 'Resend the mail to admin@example.com and 2 others: New message (Business): A web shop',
      }),
    ).toBeInTheDocument();
  });

  it('names the audience of a notification not yet sent, whose addresses are found when it goes', async () => {
    const waiting = outboxMail(5, {
      kind: 'signup-to-admins',
      audience: 'admins',
      recipient: null,
      subject: 'New account waiting for approval: Nadia Malik',
      state: 'pending',
      attempts: 1,
      nextAttemptAt: '2025-07-11T10:06:00.000Z',
      lastError: 'No active Admin has notifications on',
      serverResponse: null,
      sentAt: null,
    });
    mockApi({ [LIST]: () => jsonResponse({ data: [waiting], meta: pagination(1) }) });
    renderInAdminArea(<OutboxTab />, { path: '/manage/outbox' });
    const row = await rowOf('Admins with notifications on');
    const user = userEvent.setup();
    await user.click(
      within(row).getByRole('button', {
        name: 'Details of the mail to Admins with notifications on: New account waiting for approval: Nadia Malik',
      }),
    );
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    await screen.findByText('To', { selector: 'dt' });
    expect(fact('To')).toHaveTextContent(/^Admins with notifications on$/);
    expect(fact('Last error')).toHaveTextContent(/^No active Admin has notifications on$/);
  });

  it('resends a mail, says so, and reloads the list', async () => {
    const api = serveMails({
      routes: {
        'POST /api/outbox/1/resend': () =>
          jsonResponse({
            data: { ...mails[2], attributes: { ...mails[2]!.attributes, state: 'pending' } },
            meta: {},
          }),
      },
    });
    renderInAdminArea(<OutboxTab />, { path: '/manage/outbox' });
    await rowOf('billing@acme.example');
    const loads = listQueries(api).length;
    await userEvent.setup().click(
      screen.getByRole('button', {
        name: 'Resend the mail to billing@acme.example: Invoice RS-2025-0001',
      }),
    );
    expect(
      await screen.findByText('The mail to billing@acme.example is queued to be sent.'),
    ).toBeInTheDocument();
    expect(api.requests('POST /api/outbox/1/resend')).toHaveLength(1);
    await waitFor(() => expect(listQueries(api).length).toBeGreaterThan(loads));
  });

  it('asks before sending a mail that was already sent', async () => {
    const api = serveMails({
      routes: { 'POST /api/outbox/2/resend': () => jsonResponse({ data: mails[1], meta: {} }) },
    });
    renderInAdminArea(<OutboxTab />, { path: '/manage/outbox' });
    await rowOf('sender2@example.com');
    const user = userEvent.setup();
    const resend = screen.getByRole('button', {
      name: 'Resend the mail to sender2@example.com: We received your message: Quote 2',
    });
    await user.click(resend);
    const dialog = await screen.findByRole('dialog', {
      name: 'Send this mail to sender2@example.com again?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requests('POST /api/outbox/2/resend')).toHaveLength(0);

    await user.click(resend);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send again' }),
    );
    expect(
      await screen.findByText('The mail to sender2@example.com is queued to be sent.'),
    ).toBeInTheDocument();
    expect(api.requests('POST /api/outbox/2/resend')).toHaveLength(1);
  });

  it('shows the server’s refusal to resend without a mail server', async () => {
    const refusal = 'No mail server is configured (SMTP_URL): the mail cannot be sent.';
    serveMails({
      newestState: 'held',
      routes: {
        'POST /api/outbox/3/resend': () => errorResponse(400, 'ValidationError', refusal),
      },
    });
    renderInAdminArea(<OutboxTab />, { path: '/manage/outbox' });
    await rowOf('admin@example.com');
    await userEvent.setup().click(
      screen.getByRole('button', {
        name: 'Resend the mail to admin@example.com: New message (Inquiry): Mobile app',
      }),
    );
    const toast = (
      await screen.findByText('Failed to resend the mail to admin@example.com.')
    ).closest('li')!;
    expect(toast).toHaveTextContent(refusal);
  });

  it('says so when the outbox cannot be loaded', async () => {
    mockApi({ [LIST]: () => errorResponse(500, 'InternalServerError', 'Internal Server Error') });
    renderInAdminArea(<OutboxTab />, { path: '/manage/outbox' });
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_OUTBOX_FAILED);
  });
});

describe('the Outbox tab', () => {
  function renderAdminArea(role: RoleName) {
    storeSession(role);
    serveMails({ routes: { 'GET /api/users/me': () => jsonResponse(currentUser(role)) } });
    renderAdminAreaAt('/manage/outbox');
  }

  it('is shown to Admins', async () => {
    renderAdminArea('Admin');
    expect(await adminTabNames()).toContain('Outbox');
    expect(await screen.findByRole('heading', { name: 'Outbox', level: 2 })).toBeInTheDocument();
  });

  it('is not shown to Staff, who are told the page is for administrators', async () => {
    renderAdminArea('Staff');
    expect(await adminTabNames()).not.toContain('Outbox');
    expect(await screen.findByText(NO_ACCESS_MESSAGE)).toBeInTheDocument();
  });
});
