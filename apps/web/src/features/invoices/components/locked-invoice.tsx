import { Lock } from 'lucide-react';
import { useState } from 'react';
import { formatAmount, formatDayMonthYear } from '@app/shared/invoice-math';
import { toMinorUnits } from '@app/shared/money';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { useSession } from '../../../lib/session';
import type { InvoiceWithLines } from '../api/invoice-types';
import { INVOICE_MESSAGES } from '../invoice-messages';
import { InvoiceStatusBadges } from './invoice-status-badge';
import { UnlockInvoiceDialog } from './unlock-invoice-dialog';

/** The invoice's status (with Overdue when it is) and due date, atop the Edit dialog. */
export function InvoiceStatusLine({ invoice }: { invoice: InvoiceWithLines }) {
  const { status, dueDate } = invoice.attributes;
  return (
    <p className="edit-invoice__status">
      <InvoiceStatusBadges status={status} dueDate={dueDate} />
      <span>Due {formatDayMonthYear(dueDate)}</span>
    </p>
  );
}

/**
 * A Sent or Paid invoice in the Edit dialog: its customer, date and services shown read-only under
 * the note that they are locked. An Admin may unlock it, giving the reason; the dialog then shows
 * the form, as the invoice is read again.
 */
export function LockedInvoiceDetails({
  invoice,
  onClose,
}: {
  invoice: InvoiceWithLines;
  onClose: () => void;
}) {
  const isAdmin = useSession()?.user?.role === 'Admin';
  const [unlocking, setUnlocking] = useState(false);
  const { attributes } = invoice;
  const lines = attributes.services?.data ?? [];
  return (
    <div className="edit-invoice">
      <InvoiceStatusLine invoice={invoice} />
      <div className="edit-invoice__locked" role="note">
        <Lock aria-hidden="true" size={18} />
        <div>
          <p className="edit-invoice__locked-title">{INVOICE_MESSAGES.locked}</p>
          <p>
            This invoice is {attributes.status}: its customer, date and services stay as they were
            sent. Its status can still be changed from the list.{' '}
            {isAdmin ? 'Unlock it to correct them.' : 'An Admin can unlock it to correct them.'}
          </p>
        </div>
        {isAdmin ? (
          <Button variant="secondary" size="sm" onClick={() => setUnlocking(true)}>
            Unlock…
          </Button>
        ) : null}
      </div>

      <div className="edit-invoice__fields">
        <FormField label="Customer">
          <input className="input" type="text" readOnly value={attributes.customer_name} />
        </FormField>
        <FormField label="Invoice Date">
          <input className="input" type="date" readOnly value={attributes.invoice_date} />
        </FormField>
        <FormField label="Customer e-mail">
          <input className="input" type="email" readOnly value={attributes.customer_email ?? ''} />
        </FormField>
      </div>

      <div className="edit-invoice__table-wrap">
        <table className="edit-invoice__table">
          <caption className="edit-invoice__caption">Services</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className="numeric">
                Price (PKR)
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.id}>
                <td>{line.attributes.item}</td>
                <td className="numeric">{formatAmount(toMinorUnits(line.attributes.price_pkr))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="edit-invoice__summary">
        <p className="edit-invoice__total">
          Total Price: {formatAmount(toMinorUnits(attributes.total_price))} PKR
        </p>
      </div>

      <div className="dialog__footer">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>

      <UnlockInvoiceDialog
        invoice={unlocking ? { id: invoice.id, number: attributes.invoice_number } : null}
        onClose={() => setUnlocking(false)}
      />
    </div>
  );
}
