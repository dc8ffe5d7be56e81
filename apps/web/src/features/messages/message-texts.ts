/** What the Messages tab says about handling and deleting messages. */
export const MESSAGE_TEXTS = {
  markedHandled: (handled: boolean) =>
    handled ? 'Message marked as handled.' : 'Message marked as not handled.',
  markFailed: 'Failed to update the message.',
  confirmDelete: (sender: string) =>
    `Are you sure you want to delete the message from ${sender}? This cannot be undone.`,
  deleted: 'Message deleted.',
  deleteFailed: 'Failed to delete the message.',
  noUnhandled: 'No unhandled messages.',
} as const;
