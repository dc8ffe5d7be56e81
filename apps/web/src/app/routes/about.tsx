export default function AboutPage() {
  return (
    <section className="container">
      <h1>Who We Are</h1>
    </section>
  );
}
