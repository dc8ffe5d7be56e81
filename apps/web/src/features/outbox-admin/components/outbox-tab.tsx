import { outboxRoutes } from '@app/shared/outbox';
import { ListSection, useListTab } from '../../../components/admin/list-section';
import { Alert } from '../../../components/ui/alert';
import {
  OUTBOX_LIST_URL_STATE,
  type OutboxMail,
  toOutboxListQuery,
  useMailsAreHeld,
  useOutbox,
} from '../api/get-outbox';
import { NO_MAIL_SERVER_NOTICE, recipientSummary } from '../outbox-labels';
import { MailDetails } from './mail-details';
import { outboxColumns } from './outbox-columns';
import { OutboxFilters } from './outbox-filters';
import './outbox.css';

export const LOAD_OUTBOX_FAILED = 'Failed to load the outbox.';

const rowLabel = (mail: OutboxMail) =>
  `the mail to ${recipientSummary(mail.attributes)}: ${mail.attributes.subject}`;
const renderDetails = (mail: OutboxMail) => <MailDetails mail={mail} />;

/**
 * The Outbox (Admins only): every mail the site wrote, newest first, with its state, attempts and
 * the mail server's answer; a row opens its text, and any mail can be sent again.
 */
export default function OutboxTab() {
  const { table, query } = useListTab(OUTBOX_LIST_URL_STATE, useOutbox);
  const held = useMailsAreHeld();

  return (
    <ListSection
      headingId="outbox-title"
      title="Outbox"
      noun={['mail', 'mails']}
      table={table}
      query={query}
      filters={
        <>
          {held ? (
            <Alert tone="info" className="outbox__notice">
              {NO_MAIL_SERVER_NOTICE}
            </Alert>
          ) : null}
          <OutboxFilters table={table} />
        </>
      }
      caption="Mails written by the site"
      columns={outboxColumns}
      getRowLabel={rowLabel}
      renderDetail={renderDetails}
      loadError={LOAD_OUTBOX_FAILED}
      emptyMessage="No mails written yet."
      noMatchesMessage="No mails match these filters."
      paginationLabel="Outbox pages"
      exportCsv={{ route: outboxRoutes.export, query: toOutboxListQuery(table) }}
    />
  );
}
