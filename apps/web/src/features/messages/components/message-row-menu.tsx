import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { CheckCircle2, Circle, MoreHorizontal, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { useConfirmedDelete } from '../../../components/admin/use-confirmed-delete';
import { describeError } from '../../../lib/describe-error';
import { useDeleteMessage } from '../api/delete-message';
import { useSetMessageHandled } from '../api/set-message-handled';
import { MESSAGE_TEXTS } from '../message-texts';
import { senderName, type ContactMessage } from '../types';

/** A row's Actions button: mark the message handled (or not handled again), or delete it. */
export function MessageRowMenu({ message }: { message: ContactMessage }) {
  const { mutate: setHandled } = useSetMessageHandled();
  const { mutateAsync: deleteMessage } = useDeleteMessage();
  const confirmDelete = useConfirmedDelete();
  const sender = senderName(message);
  const handled = message.attributes.handledAt !== null;

  const toggleHandled = () =>
    setHandled(
      { id: message.id, handled: !handled },
      {
        onSuccess: () => toast.success(MESSAGE_TEXTS.markedHandled(!handled)),
        onError: (error) =>
          toast.error(MESSAGE_TEXTS.markFailed, { description: describeError(error) }),
      },
    );

  const remove = () =>
    void confirmDelete({
      title: 'Delete message',
      message: MESSAGE_TEXTS.confirmDelete(sender),
      remove: () => deleteMessage(message.id),
      deleted: MESSAGE_TEXTS.deleted,
      failed: MESSAGE_TEXTS.deleteFailed,
    });

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="row-actions-button"
        aria-label={`Actions for the message from ${sender}`}
      >
        <MoreHorizontal aria-hidden="true" size={18} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="data-table-menu" align="end" sideOffset={4}>
          <DropdownMenu.Item className="data-table-menu__item" onSelect={toggleHandled}>
            {handled ? (
              <Circle aria-hidden="true" size={16} />
            ) : (
              <CheckCircle2 aria-hidden="true" size={16} />
            )}
            {handled ? 'Mark as not handled' : 'Mark as handled'}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="data-table-menu__separator" />
          <DropdownMenu.Item
            className="data-table-menu__item data-table-menu__item--danger"
            onSelect={remove}
          >
            <Trash2 aria-hidden="true" size={16} />
            Delete
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
