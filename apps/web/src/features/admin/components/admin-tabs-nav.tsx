import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { isInTab, type AdminTab } from '../admin-tabs';

/**
 * The tab bar: links (each tab has its own URL), the open one marked with aria-current.
 * Coming back to a tab returns to where it was left (its sub-page, filters and page).
 */
export function AdminTabs({ tabs }: { tabs: readonly AdminTab[] }) {
  const [location] = useLocation();
  const search = useSearch();
  const [lastPlace, setLastPlace] = useState<Record<string, string>>({});
  const current = tabs.find((tab) => isInTab(tab, location));

  const place = `${location}${search ? `?${search}` : ''}`;
  if (current && lastPlace[current.path] !== place)
    setLastPlace({ ...lastPlace, [current.path]: place });

  return (
    <nav className="admin-tabs" aria-label="Admin sections">
      <ul className="admin-tabs__list">
        {tabs.map((tab) => {
          const Icon = tab.icon;
          const active = tab === current;
          return (
            <li key={tab.path}>
              <Link
                href={active ? tab.path : (lastPlace[tab.path] ?? tab.path)}
                className="admin-tabs__link"
                aria-current={active ? 'page' : undefined}
              >
                <Icon aria-hidden="true" size={17} />
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
