import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@app/shared/session-keys';
import { storeSession } from '../../admin/testing/fixtures';
import { errorResponse, jsonResponse, mockApi } from '../../admin/testing/mock-api';
import { renderAtPath } from '../../admin/testing/render-admin';
import { ChangePasswordForm, PASSWORD_CHANGED_MESSAGE } from './change-password-form';

beforeEach(() => storeSession('Registered'));
afterEach(() => vi.unstubAllGlobals());

async function fillAndSubmit(current: string, password: string, confirmation = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Current password/), current);
  await user.type(screen.getByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/Confirm new password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', () => {
  it('sends the three fields, keeps the new token and empties the form', async () => {
    const api = mockApi({
      'POST /api/auth/change-password': () =>
        jsonResponse({ jwt: 'changed-token', user: { id: 7 } }),
    });
    renderAtPath(<ChangePasswordForm />, '/account');
    await fillAndSubmit('old-password-1', 'new-password-1');
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_CHANGED_MESSAGE);
    expect(api.requests('POST /api/auth/change-password')[0]!.body).toEqual({
      currentPassword: 'old-password-1',
      password: 'new-password-1',
      passwordConfirmation: 'new-password-1',
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('changed-token');
    expect(localStorage.getItem(STORAGE_KEYS.role)).toBe('Registered');
    expect(screen.getByLabelText(/Current password/)).toHaveValue('');
  });

  it('shows a wrong current password on that field and keeps the session', async () => {
    mockApi({
      'POST /api/auth/change-password': () =>
        errorResponse(400, 'ValidationError', 'The provided current password is invalid'),
    });
    renderAtPath(<ChangePasswordForm />, '/account');
    await fillAndSubmit('wrong-password', 'new-password-1');
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Current password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Current password/)).toHaveFocus();
    expect(localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
  });

  it('checks the confirmation before sending anything', async () => {
    const api = mockApi({});
    renderAtPath(<ChangePasswordForm />, '/account');
    await fillAndSubmit('old-password-1', 'new-password-1', 'new-password-2');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
