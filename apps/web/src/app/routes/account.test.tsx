import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUser, storeSession } from '../../features/admin/testing/fixtures';
import { errorResponse, jsonResponse, mockApi } from '../../features/admin/testing/mock-api';
import { renderAtPath } from '../../features/admin/testing/render-admin';
import { NOTIFICATIONS_LABEL } from '../../features/auth/components/notifications-setting';
import AccountPage from './account';

afterEach(() => vi.unstubAllGlobals());

describe('the account page', () => {
  it('asks a visitor who is not signed in to log in', () => {
    mockApi({});
    renderAtPath(<AccountPage />, '/account');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('shows a Registered user the password form but no notifications switch', async () => {
    storeSession('Registered');
    mockApi({ 'GET /api/users/me': () => jsonResponse(currentUser('Registered')) });
    renderAtPath(<AccountPage />, '/account');
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('lets Staff switch the notification mails off by keyboard, and back on', async () => {
    storeSession('Staff');
    const api = mockApi({
      'GET /api/users/me': () => jsonResponse(currentUser('Staff', { notifications: true })),
      'PUT /api/users/me': (request) =>
        jsonResponse(
          currentUser('Staff', {
            notifications: (request.body as { data: { notifications: boolean } }).data
              .notifications,
          }),
        ),
    });
    renderAtPath(<AccountPage />, '/account');
    const toggle = await screen.findByRole('switch', { name: NOTIFICATIONS_LABEL });
    expect(toggle).toBeChecked();
    const user = userEvent.setup();
    toggle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(toggle).not.toBeChecked());
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(api.requests('PUT /api/users/me')[0]!.body).toEqual({
      data: { notifications: false },
    });
    expect(screen.getByText('Notification mails are off.')).toBeInTheDocument();
    await user.keyboard(' ');
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('returns the switch to the stored value and says why when saving fails', async () => {
    storeSession('Admin');
    mockApi({
      'GET /api/users/me': () => jsonResponse(currentUser('Admin', { notifications: true })),
      'PUT /api/users/me': () => errorResponse(500, 'InternalServerError', 'Internal Server Error'),
    });
    renderAtPath(<AccountPage />, '/account');
    const toggle = await screen.findByRole('switch', { name: NOTIFICATIONS_LABEL });
    await userEvent.setup().click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server could not be reached. Please try again.',
    );
    expect(toggle).toBeChecked();
  });
});
