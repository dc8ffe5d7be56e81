export default function InvoicesTab() {
  return <h2>Invoices</h2>;
}
