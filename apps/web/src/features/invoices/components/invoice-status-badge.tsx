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
