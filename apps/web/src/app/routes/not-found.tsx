import { Link } from 'wouter';

export default function NotFoundPage() {
  return (
    <section className="container not-found" aria-labelledby="not-found-title">
      <p className="not-found__code">404</p>
      <h1 id="not-found-title">Page not found</h1>
      <p>The page you were looking for does not exist or has moved.</p>
      <Link href="/" className="button button--primary">
        Back to the home page
      </Link>
    </section>
  );
}
