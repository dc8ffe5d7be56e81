import {
  CheckCircle2,
  Copy,
  FileDown,
  FilePen,
  Mail,
  Send,
  Trash2,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import { Fragment, type ComponentType, type ReactNode } from 'react';
import type { InvoiceStatus } from '@app/shared/options';
import { INVOICE_MENU_ENTRIES, type InvoiceAction } from '../invoice-actions';

const STATUS_ICONS: Record<InvoiceStatus, LucideIcon> = {
  Paid: CheckCircle2,
  Draft: FilePen,
  Cancelled: XCircle,
  Sent: Send,
};

function iconOf(action: InvoiceAction): LucideIcon {
  if (action.kind === 'pdf') return FileDown;
  if (action.kind === 'send') return Mail;
  if (action.kind === 'delete') return Trash2;
  if (action.kind === 'duplicate') return Copy;
  return STATUS_ICONS[action.status];
}

/** The PDF's download and its mail stand together; each other kind of action is a group. */
const groupOf = (action: InvoiceAction) => (action.kind === 'send' ? 'pdf' : action.kind);

/** The parts both Radix menus (context menu and dropdown) share. */
export interface MenuParts {
  Item: ComponentType<{
    className?: string;
    disabled?: boolean;
    onSelect?: (event: Event) => void;
    children?: ReactNode;
  }>;
  Separator: ComponentType<{ className?: string }>;
}

export interface InvoiceMenuItemsProps {
  parts: MenuParts;
  /** The invoice's status: marking it with the same status again is offered but disabled. */
  currentStatus: string;
  onAction: (action: InvoiceAction) => void;
}

/**
 * Download PDF, Send by e-mail | Mark as Paid, Draft, Cancelled, Sent | Duplicate | Delete, for
 * either kind of menu.
 */
export function InvoiceMenuItems({
  parts: { Item, Separator },
  currentStatus,
  onAction,
}: InvoiceMenuItemsProps) {
  return INVOICE_MENU_ENTRIES.map(({ action, label }, index) => {
    const Icon = iconOf(action);
    const previous = INVOICE_MENU_ENTRIES[index - 1];
    const startsGroup = previous !== undefined && groupOf(previous.action) !== groupOf(action);
    return (
      <Fragment key={label}>
        {startsGroup ? <Separator className="data-table-menu__separator" /> : null}
        <Item
          className={`data-table-menu__item${action.kind === 'delete' ? ' data-table-menu__item--danger' : ''}`}
          disabled={action.kind === 'status' && action.status === currentStatus}
          onSelect={() => onAction(action)}
        >
          <Icon aria-hidden="true" size={16} />
          {label}
        </Item>
      </Fragment>
    );
  });
}
