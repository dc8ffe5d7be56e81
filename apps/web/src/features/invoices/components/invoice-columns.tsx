import type { ColumnDef } from '@tanstack/react-table';
import { createContext, useContext, useMemo } from 'react';
import { formatTimestamp } from '@app/shared/display-format';
import { formatAmount, formatDayMonthYear } from '@app/shared/invoice-math';
import { toMinorUnits } from '@app/shared/money';
import type { Invoice } from '../api/invoice-types';
import type { InvoiceAction } from '../invoice-actions';
import { InvoiceActionsMenu } from './invoice-row-menus';
import { InvoiceStatusBadges } from './invoice-status-badge';

type RunAction = (action: InvoiceAction, invoice: Invoice) => Promise<void>;

/** Which row's Actions menu is open, and whether a key on the row opened it. */
export interface OpenRowMenu {
  id: number;
  byKey: boolean;
}

/**
 * Held in context rather than in the column definitions, so that opening a menu does not give the
 * table new columns (which would remount every cell).
 */
export const RowMenuContext = createContext<{
  openMenu: OpenRowMenu | null;
  setOpenMenu: (menu: OpenRowMenu | null) => void;
}>({
  openMenu: null,
  setOpenMenu: () => {},
});

function RowActionsCell({ invoice, onAction }: { invoice: Invoice; onAction: RunAction }) {
  const { openMenu, setOpenMenu } = useContext(RowMenuContext);
  const open = openMenu?.id === invoice.id;
  return (
    <InvoiceActionsMenu
      invoice={invoice}
      open={open}
      openedByKey={open && openMenu.byKey}
      onOpenChange={(next) => setOpenMenu(next ? { id: invoice.id, byKey: false } : null)}
      onAction={(action, target) => void onAction(action, target)}
    />
  );
}

/**
 * The list's columns: select-all comes from the table; Invoice #, Customer, Customer e-mail
 * (hidden until chosen in the Columns menu), Invoice Date, Due Date, Status (Overdue beside a
 * Sent invoice past its due date, and when the invoice was last mailed), Services, Total Price
 * (PKR) and the row's Actions button. All but the e-mail and Services sort on the server.
 */
export function useInvoiceColumns(run: RunAction): ColumnDef<Invoice>[] {
  return useMemo<ColumnDef<Invoice>[]>(
    () => [
      {
        id: 'invoice_number',
        accessorFn: (invoice) => invoice.attributes.invoice_number,
        header: 'Invoice #',
        enableSorting: true,
        meta: { className: 'invoice-cell--number' },
        cell: ({ row }) => row.original.attributes.invoice_number,
      },
      {
        id: 'customer_name',
        accessorFn: (invoice) => invoice.attributes.customer_name,
        header: 'Customer',
        enableSorting: true,
        cell: ({ row }) => row.original.attributes.customer_name,
      },
      {
        id: 'customer_email',
        accessorFn: (invoice) => invoice.attributes.customer_email,
        header: 'Customer e-mail',
        meta: { visibility: 'hidden', className: 'invoice-cell--email' },
        cell: ({ row }) => row.original.attributes.customer_email ?? '—',
      },
      {
        id: 'invoice_date',
        accessorFn: (invoice) => invoice.attributes.invoice_date,
        header: 'Invoice Date',
        enableSorting: true,
        meta: { className: 'invoice-cell--nowrap' },
        cell: ({ row }) => formatDayMonthYear(row.original.attributes.invoice_date),
      },
      {
        id: 'dueDate',
        accessorFn: (invoice) => invoice.attributes.dueDate,
        header: 'Due Date',
        enableSorting: true,
        meta: { className: 'invoice-cell--nowrap' },
        cell: ({ row }) => formatDayMonthYear(row.original.attributes.dueDate),
      },
      {
        id: 'status',
        accessorFn: (invoice) => invoice.attributes.status,
        header: 'Status',
        enableSorting: true,
        cell: ({ row }) => {
          const { status, dueDate, last_sent_at: lastSent } = row.original.attributes;
          return (
            <>
              <InvoiceStatusBadges status={status} dueDate={dueDate} />
              {lastSent ? (
                <span className="invoice-cell__detail">
                  Last sent {formatTimestamp(lastSent, { withTime: true })}
                </span>
              ) : null}
            </>
          );
        },
      },
      {
        id: 'services',
        header: 'Services',
        meta: { className: 'invoice-cell--services' },
        cell: ({ row }) =>
          (row.original.attributes.services?.data ?? [])
            .map((line) => line.attributes.item)
            .join(', '),
      },
      {
        id: 'total_price',
        accessorFn: (invoice) => invoice.attributes.total_price,
        header: 'Total Price (PKR)',
        enableSorting: true,
        meta: { align: 'end', className: 'invoice-cell--nowrap' },
        cell: ({ row }) => formatAmount(toMinorUnits(row.original.attributes.total_price)),
      },
      {
        id: 'actions',
        header: () => <span className="visually-hidden">Actions</span>,
        meta: { align: 'end', className: 'data-table__control-cell' },
        cell: ({ row }) => <RowActionsCell invoice={row.original} onAction={run} />,
      },
    ],
    [run],
  );
}
