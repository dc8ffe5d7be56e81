export default function LoginPage() {
  return (
    <section className="container">
      <h1>Log in</h1>
    </section>
  );
}
