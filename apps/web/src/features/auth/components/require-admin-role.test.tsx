import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@app/shared/session-keys';
import { currentUser, storeSession } from '../../admin/testing/fixtures';
import { errorResponse, jsonResponse, mockApi } from '../../admin/testing/mock-api';
import { renderInAdminArea } from '../../admin/testing/render-admin';
import { ACCESS_CHECK_FAILED_MESSAGE, RequireAdminRole, useAdminUser } from './require-admin-role';

function AdminContent() {
  const user = useAdminUser();
  return (
    <p>
      Welcome {user.username} ({user.role})
    </p>
  );
}

function renderGuard(path = '/manage/messages?topic=Job') {
  return renderInAdminArea(
    <RequireAdminRole>
      <AdminContent />
    </RequireAdminRole>,
    { path },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('RequireAdminRole', () => {
  it('sends a visitor without a token to /login, remembering the admin page', async () => {
    const api = mockApi({});
    const view = renderGuard();
    await waitFor(() =>
      expect(view.currentPath()).toBe('/login?next=%2Fmanage%2Fmessages%3Ftopic%3DJob'),
    );
    expect(screen.queryByText(/Welcome/)).not.toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('sends a signed-in user without staff access to the home page with a note', async () => {
    storeSession('Registered');
    mockApi({ 'GET /api/users/me': () => jsonResponse(currentUser('Registered')) });
    const view = renderGuard();
    await waitFor(() => expect(view.currentPath()).toBe('/?notice=pending-approval'));
    expect(screen.queryByText(/Welcome/)).not.toBeInTheDocument();
  });

  it('believes the server, not the stored role: a stored Staff hint the server denies goes home', async () => {
    storeSession('Staff');
    mockApi({ 'GET /api/users/me': () => jsonResponse(currentUser('Registered')) });
    const view = renderGuard();
    await waitFor(() => expect(view.currentPath()).toBe('/?notice=pending-approval'));
  });

  it('lets Staff in once the server has confirmed the role, and asks with the token', async () => {
    storeSession('Staff');
    const api = mockApi({ 'GET /api/users/me': () => jsonResponse(currentUser('Staff')) });
    renderGuard();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your access…');
    expect(await screen.findByText('Welcome Sana Staff (Staff)')).toBeInTheDocument();
    const [request] = api.requests('GET /api/users/me');
    expect(request!.url.searchParams.get('populate')).toBe('role');
    expect(request!.headers.get('authorization')).toBe('Bearer test-token');
  });

  it('lets an Admin in and stores the confirmed profile when the stored hint was out of date', async () => {
    storeSession('Registered');
    mockApi({ 'GET /api/users/me': () => jsonResponse(currentUser('Admin')) });
    renderGuard();
    expect(await screen.findByText('Welcome Sana Admin (Admin)')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.role)).toBe('Admin'));
  });

  it('signs out and returns to /login when the server rejects the token', async () => {
    storeSession('Staff');
    mockApi({
      'GET /api/users/me': () =>
        errorResponse(401, 'UnauthorizedError', 'Missing or invalid credentials'),
    });
    const view = renderGuard('/manage/applications');
    await waitFor(() =>
      expect(view.currentPath()).toBe('/login?reason=expired&next=%2Fmanage%2Fapplications'),
    );
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('offers a retry when the access check fails for another reason', async () => {
    storeSession('Staff');
    let calls = 0;
    mockApi({
      'GET /api/users/me': () =>
        ++calls === 1
          ? errorResponse(503, 'ServiceUnavailableError', 'Down')
          : jsonResponse(currentUser('Staff')),
    });
    renderGuard();
    expect(await screen.findByText(ACCESS_CHECK_FAILED_MESSAGE)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Welcome Sana Staff (Staff)')).toBeInTheDocument();
  });
});
