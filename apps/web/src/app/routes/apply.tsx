export default function ApplyPage() {
  return (
    <section className="container">
      <h1>Apply for a Position</h1>
    </section>
  );
}
