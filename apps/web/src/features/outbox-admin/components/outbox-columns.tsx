import { createColumnHelper } from '@tanstack/react-table';
import { formatTimestamp } from '@app/shared/display-format';
import { createdAtColumn } from '../../../components/admin/created-at-column';
import { Badge } from '../../../components/ui/badge';
import type { OutboxMail } from '../api/get-outbox';
import { KIND_LABELS, recipientSummary, STATE_LABELS, STATE_TONES } from '../outbox-labels';
import { ResendButton } from './resend-button';

const column = createColumnHelper<OutboxMail>();

/** The Outbox's columns; a sortable column's id is the API field it sorts by. */
export const outboxColumns = [
  column.accessor((mail) => recipientSummary(mail.attributes), {
    id: 'recipient',
    header: 'Recipient',
    enableSorting: true,
    meta: { className: 'outbox__recipient' },
  }),
  column.accessor((mail) => mail.attributes.subject, {
    id: 'subject',
    header: 'Subject',
    enableSorting: true,
    meta: { className: 'outbox__subject' },
  }),
  column.accessor((mail) => mail.attributes.kind, {
    id: 'kind',
    header: 'Kind',
    enableSorting: true,
    meta: { className: 'nowrap' },
    cell: ({ getValue }) => KIND_LABELS[getValue()] ?? getValue(),
  }),
  column.accessor((mail) => mail.attributes.state, {
    id: 'state',
    header: 'State',
    enableSorting: true,
    cell: ({ getValue }) => (
      <Badge tone={STATE_TONES[getValue()] ?? 'neutral'} dot>
        {STATE_LABELS[getValue()] ?? getValue()}
      </Badge>
    ),
  }),
  column.accessor((mail) => mail.attributes.attempts, {
    id: 'attempts',
    header: 'Attempts',
    enableSorting: true,
  }),
  createdAtColumn<OutboxMail>('Created'),
  column.accessor((mail) => mail.attributes.sentAt, {
    id: 'sentAt',
    header: 'Sent',
    enableSorting: true,
    meta: { className: 'nowrap' },
    cell: ({ getValue }) => {
      const sentAt = getValue();
      return sentAt ? formatTimestamp(sentAt, { withTime: true }) : '—';
    },
  }),
  column.accessor((mail) => mail.attributes.lastError, {
    id: 'lastError',
    header: 'Last error',
    meta: { className: 'outbox__error' },
    cell: ({ getValue }) => getValue() ?? '—',
  }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => <ResendButton mail={row.original} />,
  }),
];
