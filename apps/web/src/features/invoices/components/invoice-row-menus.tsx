import * as ContextMenu from '@radix-ui/react-context-menu';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal } from 'lucide-react';
import { useEffect, useRef, type ReactElement, type SyntheticEvent } from 'react';
import {
  CONTEXT_MENU_ASSUMED_WIDTH_PX,
  CONTEXT_MENU_VIEWPORT_MARGIN_PX,
} from '@app/shared/constants';
import type { Invoice } from '../api/invoice-types';
import type { InvoiceAction } from '../invoice-actions';
import { InvoiceMenuItems } from './invoice-menu-items';

const menuStyle = { minWidth: CONTEXT_MENU_ASSUMED_WIDTH_PX };

/** A context-menu event inside an open menu must not open the row's context menu behind it. */
function keepInsideMenu(event: SyntheticEvent) {
  event.preventDefault();
  event.stopPropagation();
}

export interface InvoiceContextMenuProps {
  invoice: Invoice;
  onAction: (action: InvoiceAction, invoice: Invoice) => void;
  /** The row it belongs to: right-clicking it opens the menu at the pointer. */
  children: ReactElement;
}

/** The right-click menu of a row, kept at least 10 px inside the viewport. */
export function InvoiceContextMenu({ invoice, onAction, children }: InvoiceContextMenuProps) {
  return (
    <ContextMenu.Root modal={false}>
      <ContextMenu.Trigger asChild>{children}</ContextMenu.Trigger>
      <ContextMenu.Portal>
        <ContextMenu.Content
          className="data-table-menu"
          style={menuStyle}
          collisionPadding={CONTEXT_MENU_VIEWPORT_MARGIN_PX}
          aria-label={`Actions for invoice ${invoice.attributes.invoice_number}`}
          onContextMenu={keepInsideMenu}
        >
          <InvoiceMenuItems
            parts={ContextMenu}
            currentStatus={invoice.attributes.status}
            onAction={(action) => onAction(action, invoice)}
          />
        </ContextMenu.Content>
      </ContextMenu.Portal>
    </ContextMenu.Root>
  );
}

export interface InvoiceActionsMenuProps {
  invoice: Invoice;
  open: boolean;
  /**
   * Opened by a key on the row (Shift+F10, the context-menu key): the first item takes focus,
   * as it does when the button itself is opened from the keyboard.
   */
  openedByKey?: boolean;
  onOpenChange: (open: boolean) => void;
  onAction: (action: InvoiceAction, invoice: Invoice) => void;
}

/** The row's Actions button: the same menu for keyboard and touch (also opened by Shift+F10 on the row). */
export function InvoiceActionsMenu({
  invoice,
  open,
  openedByKey = false,
  onOpenChange,
  onAction,
}: InvoiceActionsMenuProps) {
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Runs after the menu has put focus on itself on opening.
    if (open && openedByKey) {
      content.current
        ?.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')
        ?.focus();
    }
  }, [open, openedByKey]);
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger
        className="row-actions-button"
        aria-label={`Actions for invoice ${invoice.attributes.invoice_number}`}
      >
        <MoreHorizontal aria-hidden="true" size={18} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          ref={content}
          className="data-table-menu"
          style={menuStyle}
          align="end"
          sideOffset={4}
          collisionPadding={CONTEXT_MENU_VIEWPORT_MARGIN_PX}
          onContextMenu={keepInsideMenu}
        >
          <InvoiceMenuItems
            parts={DropdownMenu}
            currentStatus={invoice.attributes.status}
            onAction={(action) => onAction(action, invoice)}
          />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
