export default function EventsTab() {
  return <h2>Events</h2>;
}
