import type { Migration } from 'kysely';
import * as users from './0001-users';
import * as contactsApplications from './0002-contacts-applications';
import * as filesEventsEmployees from './0003-files-events-employees';
import * as servicesInvoices from './0004-services-invoices';
import * as auditAndRetention from './0005-audit-and-retention';
import * as performanceIndexes from './0006-performance-indexes';
import * as substringSearch from './0007-substring-search';
import * as oneIndexPerSort from './0008-one-index-per-sort';
import * as valueCounts from './0009-value-counts';
import * as substringPositions from './0010-substring-positions';
import * as outbox from './0011-outbox';
import * as passwordResets from './0012-password-resets';
import * as invoiceCustomerEmail from './0013-invoice-customer-email';
import * as companySettings from './0014-company-settings';
import * as jobs from './0015-jobs';
import * as outboxGroupMails from './0016-outbox-group-mails';
import * as homeContent from './0017-home-content';
import * as invoicePaymentTerm from './0018-invoice-payment-term';
import * as applicationNotes from './0019-application-notes';
import * as dashboardVisits from './0020-dashboard-visits';
import * as invoiceLifecycle from './0021-invoice-lifecycle';
import * as messageHandling from './0022-message-handling';
import * as submissionLocale from './0023-submission-locale';
import * as invoiceStatusCounts from './0024-invoice-status-counts';
import * as outboxAudience from './0025-outbox-audience';
import * as loweredSearchColumns from './0026-lowered-search-columns';
import * as invoiceLineItemTrigrams from './0027-invoice-line-item-trigrams';
import * as invoiceLineLoweredItem from './0028-invoice-line-lowered-item';
import * as noIndexThatAnotherBeginsWith from './0029-no-index-that-another-begins-with';
import * as plainLists from './0030-plain-lists';

/** Every migration, keyed by a name that sorts in the order they must run. */
export const migrations: Record<string, Migration> = {
  '0001-users': users,
  '0002-contacts-applications': contactsApplications,
  '0003-files-events-employees': filesEventsEmployees,
  '0004-services-invoices': servicesInvoices,
  '0005-audit-and-retention': auditAndRetention,
  '0006-performance-indexes': performanceIndexes,
  '0007-substring-search': substringSearch,
  '0008-one-index-per-sort': oneIndexPerSort,
  '0009-value-counts': valueCounts,
  '0010-substring-positions': substringPositions,
  '0011-outbox': outbox,
  '0012-password-resets': passwordResets,
  '0013-invoice-customer-email': invoiceCustomerEmail,
  '0014-company-settings': companySettings,
  '0015-jobs': jobs,
  '0016-outbox-group-mails': outboxGroupMails,
  '0017-home-content': homeContent,
  '0018-invoice-payment-term': invoicePaymentTerm,
  '0019-application-notes': applicationNotes,
  '0020-dashboard-visits': dashboardVisits,
  '0021-invoice-lifecycle': invoiceLifecycle,
  '0022-message-handling': messageHandling,
  '0023-submission-locale': submissionLocale,
  '0024-invoice-status-counts': invoiceStatusCounts,
  '0025-outbox-audience': outboxAudience,
  '0026-lowered-search-columns': loweredSearchColumns,
  '0027-invoice-line-item-trigrams': invoiceLineItemTrigrams,
  '0028-invoice-line-lowered-item': invoiceLineLoweredItem,
  '0029-no-index-that-another-begins-with': noIndexThatAnotherBeginsWith,
  '0030-plain-lists': plainLists,
};
