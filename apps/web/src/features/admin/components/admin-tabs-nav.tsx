import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ADMIN_TAB_GROUPS, isInTab, type AdminTab } from '../admin-tabs';

const GROUPS_ID = 'admin-nav-sections';

/**
 * The admin sections: a sidebar of links grouped by section on wide screens, behind a Menu button
 * on narrow ones (CSS decides which). Each tab has its own URL; the open one is marked with
 * aria-current. Coming back to a tab returns to where it was left (its sub-page, filters and page).
 */
export function AdminTabs({ tabs }: { tabs: readonly AdminTab[] }) {
  const [location] = useLocation();
  const search = useSearch();
  const [lastPlace, setLastPlace] = useState<Record<string, string>>({});
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLocation, setMenuLocation] = useState(location);
  const current = tabs.find((tab) => isInTab(tab, location));

  const place = `${location}${search ? `?${search}` : ''}`;
  if (current && lastPlace[current.path] !== place)
    setLastPlace({ ...lastPlace, [current.path]: place });
  // Choosing a section closes the phone menu.
  if (menuLocation !== location) {
    setMenuLocation(location);
    setMenuOpen(false);
  }

  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <nav className="admin-nav" aria-label="Admin sections">
      <button
        ref={toggle}
        type="button"
        className="admin-nav__toggle"
        aria-expanded={menuOpen}
        aria-controls={GROUPS_ID}
        onClick={() => setMenuOpen(!menuOpen)}
      >
        {menuOpen ? <X aria-hidden="true" size={18} /> : <Menu aria-hidden="true" size={18} />}
        <span>Sections</span>
        {current && <span className="admin-nav__current">{current.label}</span>}
      </button>
      <div id={GROUPS_ID} className="admin-nav__sections" data-open={menuOpen || undefined}>
        {ADMIN_TAB_GROUPS.map((group) => {
          const groupTabs = tabs.filter((tab) => tab.group === group);
          if (groupTabs.length === 0) return null;
          const headingId = `admin-nav-${group.toLowerCase()}`;
          return (
            <div key={group} className="admin-nav__group">
              <p id={headingId} className="admin-nav__heading">
                {group}
              </p>
              <ul className="admin-nav__list" aria-labelledby={headingId}>
                {groupTabs.map((tab) => {
                  const Icon = tab.icon;
                  const active = tab === current;
                  return (
                    <li key={tab.path}>
                      <Link
                        href={active ? tab.path : (lastPlace[tab.path] ?? tab.path)}
                        className="admin-nav__link"
                        aria-current={active ? 'page' : undefined}
                      >
                        <Icon aria-hidden="true" size={17} />
                        {tab.label}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </div>
    </nav>
  );
}
