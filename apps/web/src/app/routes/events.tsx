export default function CulturePage() {
  return (
    <section className="container">
      <h1>Our Culture</h1>
    </section>
  );
}
