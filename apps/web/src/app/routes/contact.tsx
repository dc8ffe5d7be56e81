export default function ContactPage() {
  return (
    <section className="container">
      <h1>Contact Us</h1>
    </section>
  );
}
