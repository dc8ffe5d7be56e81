export default function AdminArea() {
  return (
    <section className="container">
      <h1>Admin</h1>
    </section>
  );
}
