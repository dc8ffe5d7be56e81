import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockApi } from '../../admin/testing/mock-api';
import { renderAtPath } from '../../admin/testing/render-admin';
import { ForgotPasswordForm, RESET_LINK_SENT_MESSAGE } from './forgot-password-form';

afterEach(() => vi.unstubAllGlobals());

async function submit(email: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/Email/), email);
  // By keyboard: Enter in the field sends the form.
  await user.type(screen.getByLabelText(/Email/), '{Enter}');
}

describe('ForgotPasswordForm', () => {
  it('checks the address before sending anything, and says what is wrong next to the field', async () => {
    const api = mockApi({});
    renderAtPath(<ForgotPasswordForm />, '/forgot-password');
    await submit('not-an-address');
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('sends the address and shows the same neutral confirmation whatever the answer says', async () => {
    const api = mockApi({ 'POST /api/auth/forgot-password': () => jsonResponse({ ok: true }) });
    renderAtPath(<ForgotPasswordForm />, '/forgot-password');
    await submit(' farah@example.com ');
    expect(await screen.findByRole('status')).toHaveTextContent(RESET_LINK_SENT_MESSAGE);
    expect(api.requests('POST /api/auth/forgot-password')[0]!.body).toEqual({
      email: 'farah@example.com',
    });
    expect(screen.queryByLabelText(/Email/)).not.toBeInTheDocument();
  });

  it('says so when there were too many requests, and keeps the form', async () => {
    mockApi({
      'POST /api/auth/forgot-password': () =>
        errorResponse(429, 'RateLimitError', 'Too many requests, please try again later.'),
    });
    renderAtPath(<ForgotPasswordForm />, '/forgot-password');
    await submit('farah@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests, please try again later.',
    );
    expect(screen.getByLabelText(/Email/)).toHaveValue('farah@example.com');
  });
});
