import { createColumnHelper } from '@tanstack/react-table';
import { formatTimestamp } from '@app/shared/display-format';
import { MESSAGES } from '@app/shared/messages';
import type { ContactTopic } from '@app/shared/options';
import { createdAtColumn } from '../../../components/admin/created-at-column';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import type { ContactMessage } from '../types';
import { MessageRowMenu } from './message-row-menu';

const column = createColumnHelper<ContactMessage>();

const TOPIC_TONES: Record<ContactTopic, BadgeTone> = {
  Business: 'info',
  Job: 'success',
  Inquiry: 'warning',
  Others: 'neutral',
};

/**
 * The Messages table's columns; a sortable column's id is the API field it sorts by. Handled, beside
 * the time sent, shows who marked the message and when, and the row's Actions button next to it
 * marks the message or deletes it, in sight however wide the message columns are; Phone is hidden
 * until chosen in the Columns menu.
 */
export const messageColumns = [
  createdAtColumn<ContactMessage>('Sent'),
  column.accessor((m) => m.attributes.handledAt, {
    id: 'handledAt',
    header: 'Handled',
    meta: { className: 'messages__handled' },
    cell: ({ row }) => {
      const { handledAt, handledBy } = row.original.attributes;
      return handledAt ? (
        <>
          <Badge tone="success" dot>
            Handled
          </Badge>
          <span className="messages__handled-by">
            {handledBy} · {formatTimestamp(handledAt, { withTime: true })}
          </span>
        </>
      ) : (
        <Badge tone="neutral">Open</Badge>
      );
    },
  }),
  column.display({
    id: 'actions',
    header: () => <span className="visually-hidden">Actions</span>,
    meta: { className: 'data-table__control-cell' },
    cell: ({ row }) => <MessageRowMenu message={row.original} />,
  }),
  column.display({
    id: 'firstName',
    header: 'Name',
    enableSorting: true,
    meta: { className: 'messages__name' },
    cell: ({ row }) => (
      <span className="cell-stack__main">
        {row.original.attributes.firstName} {row.original.attributes.lastName}
      </span>
    ),
  }),
  column.accessor((m) => m.attributes.email, {
    id: 'email',
    header: 'Email',
    enableSorting: true,
    cell: ({ getValue }) => <a href={`mailto:${getValue()}`}>{getValue()}</a>,
  }),
  column.accessor((m) => m.attributes.phone, {
    id: 'phone',
    header: 'Phone',
    enableSorting: true,
    // Shown from the Columns menu: the e-mail answers most messages, and the table fits 1280 px.
    meta: { className: 'nowrap', visibility: 'hidden' },
    cell: ({ getValue }) => <a href={`tel:${getValue().replace(/[^\d+]/g, '')}`}>{getValue()}</a>,
  }),
  column.accessor((m) => m.attributes.topic, {
    id: 'topic',
    header: 'Topic',
    enableSorting: true,
    cell: ({ getValue }) => <Badge tone={TOPIC_TONES[getValue()] ?? 'neutral'}>{getValue()}</Badge>,
  }),
  column.accessor((m) => m.attributes.subject, {
    id: 'subject',
    header: 'Subject',
    enableSorting: true,
    meta: { className: 'messages__subject' },
  }),
  column.accessor((m) => m.attributes.message, {
    id: 'message',
    header: 'Message',
    meta: { className: 'messages__message' },
    cell: ({ getValue }) => {
      const text = getValue()?.trim();
      return text ? (
        <span className="messages__preview">{text}</span>
      ) : (
        <span className="muted-text">{MESSAGES.noMessage}</span>
      );
    },
  }),
];
