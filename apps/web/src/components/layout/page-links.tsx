import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { MAIN_NAV_LINKS } from '../../content/navigation';

/** The site's pages other than the home page, a link each in the page's language. */
export function OtherPageLinks({ className }: { className?: string }) {
  const { i18n } = useLingui();
  return (
    <ul className={className}>
      {MAIN_NAV_LINKS.filter((link) => link.href !== '/').map((link) => (
        <li key={link.href}>
          <Link href={link.href}>{i18n._(link.label)}</Link>
        </li>
      ))}
    </ul>
  );
}
