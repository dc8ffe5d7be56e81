import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@app/shared/messages';
import { STORAGE_KEYS } from '@app/shared/session-keys';
import { currentUser } from '../../admin/testing/fixtures';
import { deferred, errorResponse, jsonResponse, mockApi } from '../../admin/testing/mock-api';
import { renderAtPath } from '../../admin/testing/render-admin';
import { LoginForm, SERVER_UNREACHABLE_MESSAGE } from './login-form';

const signInAnswer = {
  jwt: 'new-token',
  user: { id: 7, username: 'Sana Staff', email: 'sana@example.com' },
};

async function fillAndSubmit(identifier = 'sana@example.com', password = 'secret-password') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Email or username/), identifier);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

afterEach(() => vi.unstubAllGlobals());

describe('LoginForm', () => {
  it('asks for both fields before sending anything', async () => {
    const api = mockApi({});
    renderAtPath(<LoginForm />, '/login');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email or username is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('reads "Logging in..." and is disabled while signing in', async () => {
    const answer = deferred<Response>();
    mockApi({
      'POST /api/auth/local': () => answer.promise,
      'GET /api/users/me': () => jsonResponse(currentUser('Staff')),
    });
    renderAtPath(<LoginForm />, '/login');
    await fillAndSubmit();
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    answer.resolve(jsonResponse(signInAnswer));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled());
  });

  it('takes Staff to /manage and stores token, email, role and profile', async () => {
    const api = mockApi({
      'POST /api/auth/local': () => jsonResponse(signInAnswer),
      'GET /api/users/me': () => jsonResponse(currentUser('Staff', { email: 'sana@example.com' })),
    });
    const view = renderAtPath(<LoginForm />, '/login');
    await fillAndSubmit(' sana@example.com ');
    await waitFor(() => expect(view.currentPath()).toBe('/manage'));
    expect(api.requests('POST /api/auth/local')[0]!.body).toEqual({
      identifier: 'sana@example.com',
      password: 'secret-password',
    });
    expect(api.requests('GET /api/users/me')[0]!.headers.get('authorization')).toBe(
      'Bearer new-token',
    );
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('new-token');
    expect(localStorage.getItem(STORAGE_KEYS.email)).toBe('sana@example.com');
    expect(localStorage.getItem(STORAGE_KEYS.role)).toBe('Staff');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toEqual({
      id: 7,
      username: 'Sana Staff',
      email: 'sana@example.com',
      role: 'Staff',
    });
  });

  it('returns an Admin to the admin page they came from', async () => {
    mockApi({
      'POST /api/auth/local': () => jsonResponse(signInAnswer),
      'GET /api/users/me': () => jsonResponse(currentUser('Admin')),
    });
    const view = renderAtPath(<LoginForm />, '/login?next=%2Fmanage%2Fmessages%3Ftopic%3DJob');
    await fillAndSubmit();
    await waitFor(() => expect(view.currentPath()).toBe('/manage/messages?topic=Job'));
  });

  it('ignores a return address outside the admin area', async () => {
    mockApi({
      'POST /api/auth/local': () => jsonResponse(signInAnswer),
      'GET /api/users/me': () => jsonResponse(currentUser('Staff')),
    });
    const view = renderAtPath(<LoginForm />, '/login?next=https%3A%2F%2Fevil.example%2F');
    await fillAndSubmit();
    await waitFor(() => expect(view.currentPath()).toBe('/manage'));
  });

  it('sends a Registered user home with the approval note', async () => {
    mockApi({
      'POST /api/auth/local': () => jsonResponse(signInAnswer),
      'GET /api/users/me': () => jsonResponse(currentUser('Registered')),
    });
    const view = renderAtPath(<LoginForm />, '/login');
    await fillAndSubmit();
    await waitFor(() => expect(view.currentPath()).toBe('/?notice=pending-approval'));
    expect(localStorage.getItem(STORAGE_KEYS.role)).toBe('Registered');
  });

  it('says "Invalid email or password." when the server refuses the credentials', async () => {
    mockApi({
      'POST /api/auth/local': () =>
        errorResponse(400, 'ValidationError', 'Invalid identifier or password'),
    });
    const view = renderAtPath(<LoginForm />, '/login');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loginFailed);
    expect(view.currentPath()).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('passes on the rate limit message instead of blaming the password', async () => {
    mockApi({
      'POST /api/auth/local': () =>
        errorResponse(429, 'RateLimitError', 'Too many requests, please try again later.'),
    });
    renderAtPath(<LoginForm />, '/login');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests, please try again later.',
    );
  });

  it('says the server could not be reached when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderAtPath(<LoginForm />, '/login');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_UNREACHABLE_MESSAGE);
  });

  it('explains a return after an expired session', () => {
    mockApi({});
    renderAtPath(<LoginForm />, '/login?reason=expired');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your session has expired. Please log in again.',
    );
  });
});
