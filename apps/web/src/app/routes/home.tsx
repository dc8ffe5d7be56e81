export default function HomePage() {
  return (
    <section className="container">
      <h1>Software that moves your business forward</h1>
    </section>
  );
}
