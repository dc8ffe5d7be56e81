export default function SignupPage() {
  return (
    <section className="container">
      <h1>Sign up</h1>
    </section>
  );
}
