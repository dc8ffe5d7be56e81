import type { RoleName } from '@app/shared/options';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatTimestamp } from '@app/shared/display-format';
import { NO_ACCESS_MESSAGE } from '../../admin/components/admin-shell';
import { currentUser, pagination, storeSession } from '../../admin/testing/fixtures';
import { errorResponse, jsonResponse, mockApi } from '../../admin/testing/mock-api';
import {
  adminTabNames,
  renderAdminAreaAt,
  renderInAdminArea,
} from '../../admin/testing/render-admin';
import { auditEntry } from '../testing/audit-fixtures';
import AuditLogTab, { LOAD_AUDIT_LOG_FAILED } from './audit-log-tab';

const LIST = 'GET /api/audit-log';
const lastListQuery = (api: ReturnType<typeof mockApi>): URLSearchParams =>
  api.requests(LIST).at(-1)!.url.searchParams;

const entries = [
  auditEntry(5),
  auditEntry(4, {
    entityType: 'service',
    entityId: 3,
    action: 'create',
    changes: { item: { old: null, new: 'Fibre line' }, price_pkr: { old: null, new: 250000 } },
  }),
  auditEntry(3, {
    entityType: 'invoice',
    entityId: 9,
    action: 'delete',
    changes: {
      customer_name: { old: 'Acme GmbH', new: null },
      invoice_date: { old: '2025-06-02', new: null },
    },
    details: { bulk: 3 },
  }),
  auditEntry(2, {
    userId: 1,
    username: 'Root Admin',
    entityType: 'personal-data',
    entityId: null,
    action: 'erase',
    changes: {},
    details: { email: 'a***@e***.com', applications: 2, contacts: 1, files: 2 },
  }),
  auditEntry(1, {
    entityId: 13,
    changes: { remarks: { old: null, new: null } },
    redactedAt: '2025-08-01T10:00:00.000Z',
  }),
];

function serveEntries(total = entries.length) {
  return mockApi({ [LIST]: () => jsonResponse({ data: entries, meta: pagination(total) }) });
}

beforeEach(() => storeSession('Admin'));
afterEach(() => vi.unstubAllGlobals());

const rowOf = async (entity: string) =>
  (await screen.findByRole('cell', { name: entity })).closest('tr')!;

describe('AuditLogTab', () => {
  it('lists who changed what and when, newest first, with the old and new values', async () => {
    const api = serveEntries(1001);
    renderInAdminArea(<AuditLogTab />, { path: '/manage/audit-log' });
    const row = await rowOf('Application #12');
    expect(
      within(row).getByText(formatTimestamp('2025-07-11T09:05:00.000Z', { withTime: true })),
    ).toBeInTheDocument();
    expect(within(row).getByText('Sana Staff')).toBeInTheDocument();
    expect(within(row).getByText('Changed')).toBeInTheDocument();
    const change = within(row).getByText('Status').nextElementSibling!;
    expect(change).toHaveTextContent('from Pending → to Shortlisted');
    expect(within(change as HTMLElement).getByText('Pending').tagName).toBe('DEL');
    expect(within(change as HTMLElement).getByText('Shortlisted').tagName).toBe('INS');
    expect(screen.getByText('1,001 entries')).toBeInTheDocument();
    expect(lastListQuery(api).get('sort')).toBe('createdAt:desc');
  });

  it('shows a created entity’s new values, a deleted one’s old values, and what a bulk action or erasure did', async () => {
    serveEntries();
    renderInAdminArea(<AuditLogTab />, { path: '/manage/audit-log' });
    const created = await rowOf('Service #3');
    expect(within(created).getByText('Fibre line').tagName).toBe('INS');
    expect(within(created).getByText('250,000')).toBeInTheDocument();
    expect(within(created).queryByText('(empty)')).toBeNull();

    const deleted = await rowOf('Invoice #9');
    expect(within(deleted).getByText('Acme GmbH').tagName).toBe('DEL');
    expect(within(deleted).getByText('2025 Jun 2')).toBeInTheDocument();
    expect(within(deleted).getByText('Bulk action on 3 invoices.')).toBeInTheDocument();

    const erased = await rowOf('Personal data');
    expect(within(erased).getByText('Erased on request')).toBeInTheDocument();
    expect(
      within(erased).getByText(
        'Deleted 2 applications, 1 message and 2 files sent with a***@e***.com.',
      ),
    ).toBeInTheDocument();

    const redacted = await rowOf('Application #13');
    expect(within(redacted).getByText('(erased)')).toBeInTheDocument();
    expect(
      within(redacted).getByText(/Values erased with the personal data on 2025 Aug 1/),
    ).toBeInTheDocument();
  });

  it('filters by entity, action, user and a range of days on the server, and keeps them in the address', async () => {
    const api = serveEntries();
    const view = renderInAdminArea(<AuditLogTab />, { path: '/manage/audit-log' });
    await rowOf('Service #3');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Entity'), 'Invoice');
    await waitFor(() => expect(lastListQuery(api).get('filters[entityType][$eq]')).toBe('invoice'));
    await user.selectOptions(screen.getByLabelText('Action'), 'Deleted');
    await waitFor(() => expect(lastListQuery(api).get('filters[action][$eq]')).toBe('delete'));
    await user.type(screen.getByLabelText('User'), 'sana');
    await waitFor(() =>
      expect(lastListQuery(api).get('filters[username][$containsi]')).toBe('sana'),
    );
    expect(view.currentPath()).toBe('/manage/audit-log?entityType=invoice&action=delete&user=sana');
  });

  it('turns From and To into the first and last moment of those local days', async () => {
    const api = serveEntries();
    renderInAdminArea(<AuditLogTab />, { path: '/manage/audit-log?from=2025-07-01&to=2025-07-11' });
    await rowOf('Service #3');
    const query = lastListQuery(api);
    expect(query.get('filters[createdAt][$gte]')).toBe(
      new Date(2025, 6, 1, 0, 0, 0, 0).toISOString(),
    );
    expect(query.get('filters[createdAt][$lte]')).toBe(
      new Date(2025, 6, 11, 23, 59, 59, 999).toISOString(),
    );
    expect(screen.getByLabelText('From')).toHaveValue('2025-07-01');
    expect(screen.getByLabelText('To')).toHaveValue('2025-07-11');
  });

  it('sorts by a column and flips on a second click', async () => {
    const api = serveEntries();
    renderInAdminArea(<AuditLogTab />, { path: '/manage/audit-log' });
    await rowOf('Service #3');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'User' }));
    await waitFor(() => expect(lastListQuery(api).get('sort')).toBe('username:asc'));
    await user.click(screen.getByRole('button', { name: 'User' }));
    await waitFor(() => expect(lastListQuery(api).get('sort')).toBe('username:desc'));
  });

  it('says so when the log cannot be loaded', async () => {
    mockApi({ [LIST]: () => errorResponse(500, 'InternalServerError', 'Internal Server Error') });
    renderInAdminArea(<AuditLogTab />, { path: '/manage/audit-log' });
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_AUDIT_LOG_FAILED);
  });
});

describe('the Audit log and Data protection tabs', () => {
  function renderAdminArea(path: string, role: RoleName) {
    storeSession(role);
    mockApi({
      'GET /api/users/me': () => jsonResponse(currentUser(role)),
      [LIST]: () => jsonResponse({ data: entries, meta: pagination(entries.length) }),
    });
    renderAdminAreaAt(path);
  }

  it('are shown to Admins', async () => {
    renderAdminArea('/manage/audit-log', 'Admin');
    expect(await adminTabNames()).toEqual(
      expect.arrayContaining(['Users', 'Audit log', 'Data protection']),
    );
    expect(await screen.findByRole('heading', { name: 'Audit log', level: 2 })).toBeInTheDocument();
  });

  it('are not shown to Staff, who are told the pages are for administrators', async () => {
    renderAdminArea('/manage/data-protection', 'Staff');
    expect(await adminTabNames()).not.toContain('Audit log');
    expect(await adminTabNames()).not.toContain('Data protection');
    expect(await screen.findByText(NO_ACCESS_MESSAGE)).toBeInTheDocument();
  });
});
