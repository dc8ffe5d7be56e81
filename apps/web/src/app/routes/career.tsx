export default function CareerPage() {
  return (
    <section className="container">
      <h1>Open Positions</h1>
    </section>
  );
}
