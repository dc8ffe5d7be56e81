import { auditRoutes } from '@app/shared/audit';
import { ListSection, useListTab } from '../../../components/admin/list-section';
import { AUDIT_LIST_URL_STATE, toAuditListQuery, useAuditLog } from '../api/get-audit-log';
import { entityLabel } from '../audit-labels';
import { auditColumns, type AuditEntry } from './audit-columns';
import { AuditFilters } from './audit-filters';
import './audit-log.css';

export const LOAD_AUDIT_LOG_FAILED = 'Failed to load the audit log.';

const rowLabel = (entry: AuditEntry) => `the change to ${entityLabel(entry.attributes)}`;

/**
 * The audit trail (Admins only): who changed what and when, newest first, with each field's old
 * and new value. Filtered, sorted and paged on the server; the filters live in the address.
 */
export default function AuditLogTab() {
  const { table, query } = useListTab(AUDIT_LIST_URL_STATE, useAuditLog);

  return (
    <ListSection
      headingId="audit-log-title"
      title="Audit log"
      noun={['entry', 'entries']}
      table={table}
      query={query}
      filters={<AuditFilters table={table} />}
      caption="Audit log of admin changes"
      columns={auditColumns}
      getRowLabel={rowLabel}
      loadError={LOAD_AUDIT_LOG_FAILED}
      emptyMessage="No changes recorded yet."
      noMatchesMessage="No changes match these filters."
      paginationLabel="Audit log pages"
      exportCsv={{ route: auditRoutes.export, query: toAuditListQuery(table) }}
    />
  );
}
