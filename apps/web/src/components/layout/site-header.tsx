import { LanguageSwitcher } from './language-switcher';
import { Trans, useLingui } from '@lingui/react/macro';
import { canUseAdminArea } from '@app/shared/options';
import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { MAIN_NAV_LINKS } from '../../content/navigation';
import { useCompany } from '../../content/site-content';
import { clearSession, useSession } from '../../lib/session';
import { BrandMark } from './brand-logo';

const MENU_ID = 'main-menu';

export function SiteHeader() {
  const [pathname] = useLocation();
  const { tradingName } = useCompany();
  const session = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const { t, i18n } = useLingui();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  // A new page closes the menu.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    menuRef.current?.querySelector('a')?.focus();
    const closeOnOutsideClick = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !menuButtonRef.current?.contains(target))
        setMenuOpen(false);
    };
    // Escape closes the menu and gives focus back to the button that opened it.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsideClick);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [menuOpen]);

  const showAdmin = Boolean(session && canUseAdminArea(session.user?.role));
  const linkProps = (href: string) => ({
    href,
    className: 'site-nav__link',
    'aria-current': pathname === href ? ('page' as const) : undefined,
    onClick: () => setMenuOpen(false),
  });

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link href="/" className="site-header__brand">
          <BrandMark />
          <span className="site-header__name">{tradingName}</span>
        </Link>
        <nav aria-label={t`Main`} className="site-nav">
          <button
            ref={menuButtonRef}
            type="button"
            className="site-nav__toggle"
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" size={22} /> : <Menu aria-hidden="true" size={22} />}
            <span>
              <Trans>Menu</Trans>
            </span>
          </button>
          <ul id={MENU_ID} ref={menuRef} className="site-nav__links" data-open={menuOpen}>
            {showAdmin ? (
              <li>
                <Link {...linkProps('~/manage')}>Admin</Link>
              </li>
            ) : null}
            {MAIN_NAV_LINKS.map((link) => (
              <li key={link.href}>
                <Link {...linkProps(link.href)}>{i18n._(link.label)}</Link>
              </li>
            ))}
            {session ? (
              <li>
                <Link {...linkProps('~/account')}>
                  <Trans>Account</Trans>
                </Link>
              </li>
            ) : null}
            {session ? (
              <li>
                <Link
                  href="/login"
                  className="site-nav__link site-nav__link--logout"
                  onClick={() => {
                    setMenuOpen(false);
                    clearSession();
                  }}
                >
                  <Trans>Logout</Trans>
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
        <LanguageSwitcher />
      </div>
    </header>
  );
}
