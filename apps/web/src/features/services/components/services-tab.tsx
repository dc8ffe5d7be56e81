export default function ServicesTab() {
  return <h2>Services</h2>;
}
