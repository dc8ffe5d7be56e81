import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAtPath } from '../../admin/testing/render-admin';
import { AccountNotice } from './account-notice';

describe('AccountNotice', () => {
  it('tells a user without staff access that the account awaits approval, until dismissed', async () => {
    const view = renderAtPath(<AccountNotice />, '/?notice=pending-approval&utm=x');
    // The notice's markup loads when there is one to show.
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your account is waiting for approval.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(view.currentPath()).toBe('/?utm=x');
  });

  it('shows nothing without the flag or with an unknown one', () => {
    renderAtPath(<AccountNotice />, '/?notice=constructor');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
