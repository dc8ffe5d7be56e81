import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@app/shared/session-keys';
import { currentUser } from '../../admin/testing/fixtures';
import { errorResponse, jsonResponse, mockApi } from '../../admin/testing/mock-api';
import { renderAtPath } from '../../admin/testing/render-admin';
import {
  LINK_INCOMPLETE_MESSAGE,
  LINK_NOT_VALID_MESSAGE,
  ResetPasswordForm,
} from './reset-password-form';

const CODE = 'AbC_123-xyz';
const signInAnswer = {
  jwt: 'reset-token',
  user: { id: 7, username: 'Sana Staff', email: 'sana@example.com' },
};

afterEach(() => vi.unstubAllGlobals());

async function fillAndSubmit(password: string, confirmation = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/Confirm new password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('ResetPasswordForm', () => {
  it('sends the code with the new password, signs in and takes Staff to /manage', async () => {
    const api = mockApi({
      'POST /api/auth/reset-password': () => jsonResponse(signInAnswer),
      'GET /api/users/me': () => jsonResponse(currentUser('Staff')),
    });
    const view = renderAtPath(<ResetPasswordForm />, `/reset-password?code=${CODE}`);
    await fillAndSubmit('new-password-1');
    await waitFor(() => expect(view.currentPath()).toBe('/manage'));
    expect(api.requests('POST /api/auth/reset-password')[0]!.body).toEqual({
      code: CODE,
      password: 'new-password-1',
      passwordConfirmation: 'new-password-1',
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('reset-token');
  });

  it('takes a Registered account home with the note that it awaits approval', async () => {
    mockApi({
      'POST /api/auth/reset-password': () => jsonResponse(signInAnswer),
      'GET /api/users/me': () => jsonResponse(currentUser('Registered')),
    });
    const view = renderAtPath(<ResetPasswordForm />, `/reset-password?code=${CODE}`);
    await fillAndSubmit('new-password-1');
    await waitFor(() => expect(view.currentPath()).toBe('/?notice=pending-approval'));
  });

  it('shows a mismatch and a short password next to their fields without sending', async () => {
    const api = mockApi({});
    renderAtPath(<ResetPasswordForm />, `/reset-password?code=${CODE}`);
    await fillAndSubmit('short', 'other');
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    await userEvent.setup().clear(screen.getByLabelText(/^New password/));
    await fillAndSubmit('new-password-1', 'new-password-2');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText(/Confirm new password/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('explains a used or expired link and offers a new one', async () => {
    mockApi({
      'POST /api/auth/reset-password': () =>
        errorResponse(400, 'ValidationError', 'Incorrect code provided'),
    });
    const view = renderAtPath(<ResetPasswordForm />, `/reset-password?code=${CODE}`);
    await fillAndSubmit('new-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_NOT_VALID_MESSAGE);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(view.currentPath()).toBe('/forgot-password');
  });

  it('says a link without its code is incomplete', () => {
    renderAtPath(<ResetPasswordForm />, '/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent(LINK_INCOMPLETE_MESSAGE);
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });
});
