import type { RowSelectionState } from '@tanstack/react-table';
import { useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { invoiceRoutes } from '@app/shared/invoice';
import { MESSAGES } from '@app/shared/messages';
import { DateFilter, FilterBar, SearchFilter } from '../../../components/admin/filter-fields';
import { ListPagination } from '../../../components/admin/list-section';
import { SectionHeader } from '../../../components/admin/section-header';
import { DataTable, entryRowId } from '../../../components/ui/data-table';
import { useTableUrlState } from '../../../components/ui/data-table-url-state';
import { toInvoiceListQuery, useInvoices } from '../api/get-invoices';
import type { Invoice } from '../api/invoice-types';
import { useInvoiceActions } from '../hooks/use-invoice-actions';
import { INVOICE_MESSAGES } from '../invoice-messages';
import { EditInvoiceDialog } from './edit-invoice-dialog';
import { InvoiceBulkBar } from './invoice-bulk-bar';
import { RowMenuContext, useInvoiceColumns, type OpenRowMenu } from './invoice-columns';
import { InvoiceContextMenu } from './invoice-row-menus';
import { InvoiceStatusFilter } from './invoice-status-filter';

const FILTER_KEYS = ['number', 'date', 'status', 'overdue'] as const;
const SORTABLE_FIELDS = [
  'invoice_number',
  'customer_name',
  'invoice_date',
  'dueDate',
  'status',
  'total_price',
];
/** Newest first: the invoice just created is at the top. */
const DEFAULT_SORT = { field: 'createdAt', direction: 'desc' } as const;

function invoiceRowLabel(invoice: Invoice): string {
  return `invoice ${invoice.attributes.invoice_number}`;
}

/** Keys that open a focused row's menu: the context-menu key and Shift+F10. */
function isMenuKey(event: KeyboardEvent) {
  return event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');
}

/** Double-clicks and Enter on the row's own controls (checkbox, Actions) do what those controls do. */
function isOnControl(event: MouseEvent) {
  return (
    event.target instanceof Element && event.target.closest('button, input, a, select') !== null
  );
}

/**
 * The Invoice List: filters, sort and page live in the URL; the server filters, sorts and pages,
 * so it stays fast at 100,000 invoices. Rows open the Edit dialog on double-click or Enter and a
 * menu on right-click, the context-menu key, Shift+F10 or their Actions button.
 */
export function InvoiceList() {
  const table = useTableUrlState({
    filterKeys: FILTER_KEYS,
    sortableFields: SORTABLE_FIELDS,
    defaultSort: DEFAULT_SORT,
  });
  const params = {
    number: table.filters.number,
    date: table.filters.date,
    status: table.filters.status,
    overdue: table.filters.overdue === 'true',
    sort: table.sort,
    page: table.page,
    pageSize: table.pageSize,
  };
  const invoices = useInvoices(params);
  const rows = invoices.data?.data;

  // A selection belongs to the rows on screen: another page, filter or sort starts afresh.
  const viewKey = JSON.stringify(params);
  const [selection, setSelection] = useState<{ viewKey: string; rows: RowSelectionState }>({
    viewKey,
    rows: {},
  });
  const selectedRows = selection.viewKey === viewKey ? selection.rows : {};
  const selected = (rows ?? []).filter((invoice) => selectedRows[String(invoice.id)]);
  const clearSelection = () => setSelection({ viewKey, rows: {} });

  const [editing, setEditing] = useState<Invoice | null>(null);
  const [openMenu, setOpenMenu] = useState<OpenRowMenu | null>(null);
  const rowMenu = useMemo(() => ({ openMenu, setOpenMenu }), [openMenu]);
  const actions = useInvoiceActions();
  const { run } = actions;

  const columns = useInvoiceColumns(run);

  return (
    <RowMenuContext.Provider value={rowMenu}>
      <section className="invoice-list" aria-labelledby="invoices-heading">
        <SectionHeader
          headingId="invoices-heading"
          title="Invoices"
          exportCsv={{ route: invoiceRoutes.export, query: toInvoiceListQuery(params) }}
          lead="Double-click a row or press Enter on it to edit the invoice; right-click it, press Shift+F10 or use its ⋯ button for the other actions."
        />

        <FilterBar table={table} label="Filter invoices">
          <SearchFilter
            table={table}
            name="number"
            label="Invoice number"
            placeholder="e.g. 01-INV"
          />
          <DateFilter table={table} name="date" label="Invoice date" />
          <InvoiceStatusFilter table={table} />
        </FilterBar>

        {selected.length > 0 ? (
          <InvoiceBulkBar
            selected={selected}
            onClearSelection={clearSelection}
            downloadPdf={actions.downloadPdf}
          />
        ) : null}

        <DataTable
          caption="Invoices"
          columns={columns}
          data={rows}
          getRowId={entryRowId}
          getRowLabel={invoiceRowLabel}
          sort={table.sort}
          onSortChange={table.setSort}
          isLoading={invoices.isPending}
          isFetching={invoices.isFetching}
          errorMessage={invoices.isError ? INVOICE_MESSAGES.loadFailed : undefined}
          onRetry={() => void invoices.refetch()}
          emptyMessage={MESSAGES.noInvoices}
          rowSelection={selectedRows}
          onRowSelectionChange={(next) => setSelection({ viewKey, rows: next })}
          getRowProps={(invoice) => ({
            tabIndex: 0,
            className: 'invoice-row',
            onDoubleClick: (event) => {
              if (!isOnControl(event)) setEditing(invoice);
            },
            onKeyDown: (event) => {
              if (isMenuKey(event)) {
                event.preventDefault();
                setOpenMenu({ id: invoice.id, byKey: true });
              } else if (event.key === 'Enter' && event.target === event.currentTarget) {
                event.preventDefault();
                setEditing(invoice);
              }
            },
          })}
          wrapRow={(invoice, rowElement) => (
            <InvoiceContextMenu
              invoice={invoice}
              onAction={(action, target) => void run(action, target)}
            >
              {rowElement}
            </InvoiceContextMenu>
          )}
        />
        <ListPagination
          table={table}
          pagination={invoices.data?.meta.pagination}
          label="Invoice pages"
          itemLabel="invoices"
        />

        <EditInvoiceDialog invoice={editing} onClose={() => setEditing(null)} />
        {actions.rateDialog}
      </section>
    </RowMenuContext.Provider>
  );
}
