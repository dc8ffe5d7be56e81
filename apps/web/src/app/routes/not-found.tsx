import { Link } from 'wouter';
import { buttonClass } from '../../components/ui/button';
import { MAIN_NAV_LINKS } from '../../content/navigation';

export default function NotFoundPage() {
  return (
    <section className="container not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Page not found</h1>
      <p className="not-found__text">The page you were looking for does not exist or has moved.</p>
      <Link href="/" className={buttonClass('primary', 'lg')}>
        Back to the home page
      </Link>
      <nav aria-label="Popular pages" className="not-found__links">
        <ul>
          {MAIN_NAV_LINKS.filter((link) => link.href !== '/').map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
