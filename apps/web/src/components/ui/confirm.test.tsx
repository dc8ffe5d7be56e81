import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmProvider, useConfirm } from './confirm';

function DeleteButton() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button
        type="button"
        onClick={async () =>
          setAnswer(
            String(
              await confirm({
                message: 'Are you sure you want to delete this service?',
                confirmLabel: 'Delete',
                tone: 'danger',
              }),
            ),
          )
        }
      >
        Delete service
      </button>
      <output>{answer}</output>
    </>
  );
}

function renderWithProvider() {
  render(
    <ConfirmProvider>
      <DeleteButton />
    </ConfirmProvider>,
  );
  return userEvent.setup();
}

describe('confirm', () => {
  it('resolves to true when confirmed', async () => {
    const user = renderWithProvider();
    await user.click(screen.getByRole('button', { name: 'Delete service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this service?');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('true'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resolves to false on Cancel and on Escape', async () => {
    const user = renderWithProvider();
    await user.click(screen.getByRole('button', { name: 'Delete service' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('false'));

    await user.click(screen.getByRole('button', { name: 'Delete service' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent('false');
  });
});
