import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@app/shared/messages';
import { STORAGE_KEYS } from '@app/shared/session-keys';
import { currentUser } from '../../admin/testing/fixtures';
import { deferred, errorResponse, jsonResponse, mockApi } from '../../admin/testing/mock-api';
import { renderAtPath } from '../../admin/testing/render-admin';
import { SignupForm } from './signup-form';

const registerAnswer = {
  jwt: 'fresh-token',
  user: { id: 9, username: 'Ayesha Khan', email: 'ayesha@example.com' },
};

async function fillAndSubmit(email = 'ayesha@example.com') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Full name/), 'Ayesha Khan');
  await user.type(screen.getByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/Password/), 'long-enough-pw');
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('SignupForm', () => {
  it('checks the fields before sending', async () => {
    const api = mockApi({});
    renderAtPath(<SignupForm />, '/signup');
    await fillAndSubmit('not-an-email');
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('reads "Submitting..." while sending, then stores the token and goes home', async () => {
    const answer = deferred<Response>();
    const api = mockApi({
      'POST /api/auth/local/register': () => answer.promise,
      'GET /api/users/me': () =>
        jsonResponse(
          currentUser('Registered', {
            id: 9,
            username: 'Ayesha Khan',
            email: 'ayesha@example.com',
          }),
        ),
    });
    const view = renderAtPath(<SignupForm />, '/signup');
    await fillAndSubmit();
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    answer.resolve(jsonResponse(registerAnswer));
    await waitFor(() => expect(view.currentPath()).toBe('/?notice=account-created'));
    expect(api.requests('POST /api/auth/local/register')[0]!.body).toEqual({
      username: 'Ayesha Khan',
      email: 'ayesha@example.com',
      password: 'long-enough-pw',
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('fresh-token');
    expect(localStorage.getItem(STORAGE_KEYS.role)).toBe('Registered');
  });

  it("shows the server's message when it gives one", async () => {
    mockApi({
      'POST /api/auth/local/register': () =>
        errorResponse(400, 'ApplicationError', 'Email or Username are already taken'),
    });
    renderAtPath(<SignupForm />, '/signup');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Email or Username are already taken',
    );
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('marks the field the server names in a validation error', async () => {
    mockApi({
      'POST /api/auth/local/register': () =>
        errorResponse(400, 'ValidationError', 'Please enter a valid email address.', {
          errors: [
            {
              path: ['email'],
              message: 'Please enter a valid email address.',
              name: 'ValidationError',
            },
          ],
        }),
    });
    renderAtPath(<SignupForm />, '/signup');
    await fillAndSubmit();
    await waitFor(() =>
      expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true'),
    );
  });

  it('falls back to "Signup failed. Try again." without a usable message', async () => {
    mockApi({ 'POST /api/auth/local/register': () => new Response('oops', { status: 500 }) });
    renderAtPath(<SignupForm />, '/signup');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.signupFailed);
  });
});
