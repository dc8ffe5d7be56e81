export default function PrivacyPage() {
  return (
    <section className="container">
      <h1>Privacy Policy</h1>
    </section>
  );
}
