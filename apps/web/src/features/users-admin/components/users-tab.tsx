export default function UsersTab() {
  return <h2>Users</h2>;
}
