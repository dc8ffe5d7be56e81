import { Link, useLocation } from 'wouter';
import { company } from '../../content/site';

const NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About us' },
  { href: '/events', label: 'Culture' },
  { href: '/contact', label: 'Contact us' },
  { href: '/career', label: 'Careers' },
] as const;

export function SiteHeader() {
  const [pathname] = useLocation();
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link href="/" className="site-header__brand">
          {company.name}
        </Link>
        <nav aria-label="Main">
          <ul className="site-header__links">
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} aria-current={pathname === link.href ? 'page' : undefined}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
