import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '@app/shared/options';
import { RequireAdminRole } from '../../auth/components/require-admin-role';
import { currentUser, storeSession } from '../../admin/testing/fixtures';
import {
  errorResponse,
  jsonResponse,
  mockApi,
  type MockHandler,
  type MockRequest,
} from '../../admin/testing/mock-api';
import { renderInAdminArea } from '../../admin/testing/render-admin';
import type { AdminUser } from '../types';
import { userEntity, userList } from '../testing/user-fixtures';
import UsersTab, { USERS_LOAD_FAILED } from './users-tab';

const LAST_ADMIN_MESSAGE = 'The last active Admin cannot be demoted or disabled.';
const me = userEntity(7, 'Sana Admin', 'Admin', { createdAt: '2025-01-05T09:00:00.000Z' });
const hina = userEntity(11, 'Hina Raza', 'Registered', { createdAt: '2025-06-03T08:30:00.000Z' });
const omar = userEntity(12, 'Omar Iqbal', 'Staff');
const zara = userEntity(13, 'Zara Sheikh', 'Admin');
const ali = userEntity(14, 'Ali Butt', 'Staff', { disabled: true });

/** A server holding the users: PUT changes them, lists answer what is stored. */
function mockUsers(routes: Record<string, MockHandler> = {}) {
  const users = new Map<number, AdminUser>(
    [me, hina, omar, zara, ali].map((user) => [user.id, user]),
  );
  const put: MockHandler = (request: MockRequest) => {
    const id = Number(request.url.pathname.split('/').at(-1));
    const { data } = request.body as { data: Partial<AdminUser['attributes']> };
    const user = users.get(id)!;
    const changed = { ...user, attributes: { ...user.attributes, ...data } };
    users.set(id, changed);
    return jsonResponse({ data: changed, meta: {} });
  };
  return mockApi({
    'GET /api/users/me': () =>
      jsonResponse(currentUser('Admin', { id: me.id, username: me.attributes.username })),
    'GET /api/users': (request) => {
      const params = request.url.searchParams;
      const awaiting =
        params.get('filters[role][$eq]') === 'Registered' &&
        params.get('filters[disabled][$eq]') === 'false';
      const rows = [...users.values()].filter(
        (user) => !awaiting || (user.attributes.role === 'Registered' && !user.attributes.disabled),
      );
      return jsonResponse(userList(rows));
    },
    ...Object.fromEntries(
      [hina, omar, zara, ali].map((user) => [`PUT /api/users/${user.id}`, put]),
    ),
    ...routes,
  });
}

async function renderTab(path = '/manage/users') {
  storeSession('Admin');
  const view = renderInAdminArea(
    <RequireAdminRole>
      <UsersTab />
    </RequireAdminRole>,
    { path },
  );
  await screen.findByText('Hina Raza');
  return { ...view, user: userEvent.setup() };
}

function row(username: string) {
  return screen.getByRole('row', { name: new RegExp(username) });
}

afterEach(() => vi.unstubAllGlobals());

describe('UsersTab', () => {
  it('lists users with email, role, status and created date, newest first', async () => {
    const api = mockUsers();
    await renderTab();
    const headers = within(screen.getByRole('table', { name: 'Users' }))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Username', 'Email', 'Role', 'Status', 'Created', 'Actions']);
    expect(api.requests('GET /api/users')[0]!.url.searchParams.get('sort')).toBe('createdAt:desc');
    expect(row('Hina Raza')).toHaveTextContent('hina.raza@example.com');
    expect(row('Hina Raza')).toHaveTextContent('Registered');
    expect(row('Hina Raza')).toHaveTextContent('Active');
    expect(row('Hina Raza')).toHaveTextContent('2025 Jun 3');
    expect(row('Ali Butt')).toHaveTextContent('Disabled');
  });

  it('marks new signups and counts them on the Awaiting approval preset, which filters to them', async () => {
    const api = mockUsers();
    const { user, currentPath } = await renderTab();
    expect(within(row('Hina Raza')).getByText('Awaiting approval')).toBeInTheDocument();
    expect(row('Hina Raza')).toHaveClass('users-table__row--awaiting');
    expect(within(row('Omar Iqbal')).queryByText('Awaiting approval')).toBeNull();

    const preset = await screen.findByRole('button', { name: 'Awaiting approval 1' });
    expect(preset).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText(/1 awaiting approval/)).toBeInTheDocument();
    await user.click(preset);
    await waitFor(() => expect(currentPath()).toBe('/manage/users?role=Registered&status=active'));
    const params = api.requests('GET /api/users').at(-1)!.url.searchParams;
    expect(params.get('filters[role][$eq]')).toBe('Registered');
    expect(params.get('filters[disabled][$eq]')).toBe('false');
    expect(screen.getByRole('button', { name: /Awaiting approval/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('Registered');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('active');

    await user.click(screen.getByRole('button', { name: /Awaiting approval/ }));
    await waitFor(() => expect(currentPath()).toBe('/manage/users'));
  });

  it('filters by role, status and a username or email search on the server', async () => {
    const api = mockUsers();
    const { user } = await renderTab();
    const roles = within(screen.getByRole('combobox', { name: 'Role' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(roles).toEqual(['All roles', ...ROLES]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Disabled');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ali{Enter}');
    await waitFor(() =>
      expect(
        api
          .requests('GET /api/users')
          .at(-1)!
          .url.searchParams.get('filters[$or][0][username][$containsi]'),
      ).toBe('ali'),
    );
    const params = api.requests('GET /api/users').at(-1)!.url.searchParams;
    expect(params.get('filters[$or][1][email][$containsi]')).toBe('ali');
    expect(params.get('filters[disabled][$eq]')).toBe('true');
  });

  it('makes a new signup Staff in one click', async () => {
    const api = mockUsers();
    const { user } = await renderTab();
    await user.click(
      within(row('Hina Raza')).getByRole('button', { name: 'Make Staff: Hina Raza' }),
    );
    expect(await screen.findByText('Hina Raza is now Staff.')).toBeInTheDocument();
    expect(api.requests('PUT /api/users/11')[0]!.body).toEqual({ data: { role: 'Staff' } });
    await waitFor(() =>
      expect(within(row('Hina Raza')).queryByText('Awaiting approval')).toBeNull(),
    );
    expect(
      within(row('Hina Raza')).getByRole('button', { name: 'Make Admin: Hina Raza' }),
    ).toBeInTheDocument();
  });

  it('makes Staff an Admin after confirming', async () => {
    const api = mockUsers();
    const { user } = await renderTab();
    await user.click(
      within(row('Omar Iqbal')).getByRole('button', { name: 'Make Admin: Omar Iqbal' }),
    );
    const question = await screen.findByRole('dialog', { name: 'Make Omar Iqbal an Admin?' });
    await user.click(within(question).getByRole('button', { name: 'Make Admin' }));
    expect(await screen.findByText('Omar Iqbal is now an Admin.')).toBeInTheDocument();
    expect(api.requests('PUT /api/users/12')[0]!.body).toEqual({ data: { role: 'Admin' } });
  });

  it('demotes only after confirming, and not when the question is cancelled', async () => {
    const api = mockUsers();
    const { user } = await renderTab();
    await user.click(
      within(row('Zara Sheikh')).getByRole('button', { name: 'Demote to Staff: Zara Sheikh' }),
    );
    let question = await screen.findByRole('dialog', { name: 'Demote Zara Sheikh to Staff?' });
    expect(question).toHaveAccessibleDescription(
      'Zara Sheikh keeps the admin area but can no longer manage users.',
    );
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(api.requests('PUT /api/users/13')).toHaveLength(0);

    await user.click(
      within(row('Omar Iqbal')).getByRole('button', { name: 'Demote to Registered: Omar Iqbal' }),
    );
    question = await screen.findByRole('dialog', { name: 'Demote Omar Iqbal to Registered?' });
    await user.click(within(question).getByRole('button', { name: 'Demote' }));
    expect(await screen.findByText('Omar Iqbal is now Registered.')).toBeInTheDocument();
    expect(api.requests('PUT /api/users/12')[0]!.body).toEqual({ data: { role: 'Registered' } });
  });

  it('disables an account after confirming, and re-enables a disabled one', async () => {
    const api = mockUsers();
    const { user } = await renderTab();
    await user.click(
      within(row('Omar Iqbal')).getByRole('button', { name: 'Disable: Omar Iqbal' }),
    );
    const question = await screen.findByRole('dialog', { name: 'Disable Omar Iqbal?' });
    await user.click(within(question).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Omar Iqbal has been disabled.')).toBeInTheDocument();
    expect(api.requests('PUT /api/users/12')[0]!.body).toEqual({ data: { disabled: true } });
    await waitFor(() => expect(row('Omar Iqbal')).toHaveTextContent('Disabled'));

    await user.click(within(row('Ali Butt')).getByRole('button', { name: 'Re-enable: Ali Butt' }));
    expect(await screen.findByText('Ali Butt has been re-enabled.')).toBeInTheDocument();
    expect(api.requests('PUT /api/users/14')[0]!.body).toEqual({ data: { disabled: false } });
  });

  it('shows the server’s refusal to demote the last Admin as a toast', async () => {
    const api = mockUsers({
      'PUT /api/users/13': () => errorResponse(400, 'ApplicationError', LAST_ADMIN_MESSAGE),
    });
    const { user } = await renderTab();
    await user.click(
      within(row('Zara Sheikh')).getByRole('button', { name: 'Disable: Zara Sheikh' }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Disable Zara Sheikh?' })).getByRole(
        'button',
        { name: 'Disable' },
      ),
    );
    const toast = (await screen.findByText('Failed to update Zara Sheikh.')).closest('li')!;
    expect(toast).toHaveTextContent(LAST_ADMIN_MESSAGE);
    expect(api.requests('PUT /api/users/13')).toHaveLength(1);
    expect(row('Zara Sheikh')).toHaveTextContent('Active');
  });

  it('offers no way to demote or disable your own account', async () => {
    mockUsers();
    await renderTab();
    const mine = row('Sana Admin');
    expect(within(mine).getByText('You')).toBeInTheDocument();
    expect(within(mine).getByText('Your account')).toBeInTheDocument();
    expect(within(mine).queryAllByRole('button')).toEqual([]);
  });

  it('says so when the list cannot be loaded', async () => {
    mockApi({
      'GET /api/users/me': () => jsonResponse(currentUser('Admin')),
      'GET /api/users': () => errorResponse(500, 'InternalServerError', 'Internal Server Error'),
    });
    storeSession('Admin');
    renderInAdminArea(
      <RequireAdminRole>
        <UsersTab />
      </RequireAdminRole>,
      { path: '/manage/users' },
    );
    expect(await screen.findByText(USERS_LOAD_FAILED)).toBeInTheDocument();
  });
});
