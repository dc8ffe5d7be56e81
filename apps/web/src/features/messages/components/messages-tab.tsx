import { contactRoutes } from '@app/shared/contact';
import { MESSAGES } from '@app/shared/messages';
import { ListSection, useListTab } from '../../../components/admin/list-section';
import {
  HANDLED_CHOICES,
  MESSAGE_LIST_URL_STATE,
  toMessageListQuery,
  useMessages,
} from '../api/get-messages';
import { MESSAGE_TEXTS } from '../message-texts';
import { senderName, type ContactMessage } from '../types';
import { messageColumns } from './message-columns';
import { MessageDetails } from './message-details';
import { MessageFilters } from './message-filters';
import './messages.css';

const messageLabel = (message: ContactMessage) => `the message from ${senderName(message)}`;
const renderDetails = (message: ContactMessage) => <MessageDetails message={message} />;

/**
 * Contact messages, opening on the unhandled ones: filter by handled, topic, email and day sent;
 * sorted and paged on the server.
 */
export default function MessagesTab() {
  const { table, query } = useListTab(MESSAGE_LIST_URL_STATE, useMessages);

  return (
    <ListSection
      headingId="messages-title"
      title="Messages"
      noun={
        table.filters.handled === HANDLED_CHOICES.handled ||
        table.filters.handled === HANDLED_CHOICES.all
          ? ['message', 'messages']
          : ['unhandled message', 'unhandled messages']
      }
      table={table}
      query={query}
      filters={<MessageFilters table={table} />}
      caption="Contact messages"
      columns={messageColumns}
      getRowLabel={messageLabel}
      renderDetail={renderDetails}
      loadError={MESSAGES.loadMessagesFailed}
      emptyMessage={MESSAGE_TEXTS.noUnhandled}
      noMatchesMessage="No messages match these filters."
      paginationLabel="Messages pages"
      exportCsv={{ route: contactRoutes.export, query: toMessageListQuery(table) }}
    />
  );
}
