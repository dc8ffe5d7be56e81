import { FilePlus2, List } from 'lucide-react';
import { Link, useRoute } from 'wouter';
import { CreateInvoiceForm } from './create-invoice-form';
import { InvoiceList } from './invoice-list';
import './invoices.css';

/** Where the sub-tabs live, relative to /manage (the admin area's base). */
export const INVOICE_LIST_PATH = '/invoices';
export const CREATE_INVOICE_PATH = '/invoices/new';

/** The Invoices tab: sub-tabs Invoice List (/manage/invoices) and Create Invoice (/manage/invoices/new). */
export default function InvoicesTab() {
  const [creating] = useRoute(CREATE_INVOICE_PATH);
  return (
    <div className="invoices-tab">
      <nav className="sub-tabs" aria-label="Invoices">
        <Link
          href={INVOICE_LIST_PATH}
          className="sub-tabs__link"
          aria-current={creating ? undefined : 'page'}
        >
          <List aria-hidden="true" size={16} />
          Invoice List
        </Link>
        <Link
          href={CREATE_INVOICE_PATH}
          className="sub-tabs__link"
          aria-current={creating ? 'page' : undefined}
        >
          <FilePlus2 aria-hidden="true" size={16} />
          Create Invoice
        </Link>
      </nav>
      {creating ? <CreateInvoiceForm /> : <InvoiceList />}
    </div>
  );
}
