import { isInvoiceOverdue, localIsoDate } from '@app/shared/invoice';
import type { InvoiceStatus } from '@app/shared/options';
import { Badge } from '../../../components/ui/badge';

export type StatusTone = 'success' | 'danger' | 'info' | 'neutral';

/** Paid green, Cancelled red, Sent blue, anything else grey (SPEC.md, Invoice List). */
export function statusTone(status: string): StatusTone {
  const tones: Partial<Record<InvoiceStatus, StatusTone>> = {
    Paid: 'success',
    Cancelled: 'danger',
    Sent: 'info',
  };
  return tones[status as InvoiceStatus] ?? 'neutral';
}

export function InvoiceStatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={statusTone(status)} dot>
      {status}
    </Badge>
  );
}

/**
 * The status, and beside it Overdue when a Sent invoice is past its due date on the browser's
 * today: derived on every render, never stored.
 */
export function InvoiceStatusBadges({
  status,
  dueDate,
}: {
  status: InvoiceStatus;
  dueDate: string;
}) {
  return (
    <span className="invoice-status">
      <InvoiceStatusBadge status={status} />
      {isInvoiceOverdue({ status, dueDate }, localIsoDate(new Date())) ? (
        <Badge tone="warning">Overdue</Badge>
      ) : null}
    </span>
  );
}
