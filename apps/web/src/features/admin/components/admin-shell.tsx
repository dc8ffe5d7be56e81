import { Suspense } from 'react';
import { Link, Redirect, Route, Switch } from 'wouter';
import { KeyboardShortcutsButton } from '../../../components/admin/keyboard-shortcuts';
import { useAdminUser } from '../../auth/components/require-admin-role';
import { ExampleDetailsBanner } from '../../company-settings/components/example-details-banner';
import { ADMIN_TABS, canSeeTab, DEFAULT_ADMIN_TAB, SETTINGS_TAB } from '../admin-tabs';
import { AdminTabs } from './admin-tabs-nav';
import '../admin.css';

export const NO_ACCESS_MESSAGE = 'Only administrators can open this page.';
export const UNKNOWN_ADMIN_PAGE_MESSAGE = 'This admin page does not exist.';

function TabLoading() {
  return (
    <div className="admin__tab-loading" role="status">
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}

function AdminMessage({ text }: { text: string }) {
  return (
    <div className="admin__message">
      <p>{text}</p>
      <Link href={DEFAULT_ADMIN_TAB.path}>Go to {DEFAULT_ADMIN_TAB.label}</Link>
    </div>
  );
}

/**
 * Heading, the signed-in user, and the sections' navigation beside the open tab (paths relative
 * to /manage).
 * Logging out is the site header's Logout link.
 */
export function AdminShell() {
  const user = useAdminUser();
  const tabs = ADMIN_TABS.filter((tab) => canSeeTab(tab, user.role));
  const hiddenTabs = ADMIN_TABS.filter((tab) => !canSeeTab(tab, user.role));

  return (
    <div className="admin">
      <header className="admin__header">
        <div>
          <p className="admin__eyebrow">Back office</p>
          <h1 className="admin__title">Admin</h1>
        </div>
        <div className="admin__header-end">
          <span className="admin__shortcuts">
            <KeyboardShortcutsButton />
          </span>
          <div className="admin__user">
            <span className="admin__avatar" aria-hidden="true">
              {user.username.trim().charAt(0).toUpperCase() || '?'}
            </span>
            <span className="admin__user-text">
              <span className="admin__user-name">{user.username}</span>
              <span className="admin__user-role">{user.role}</span>
            </span>
          </div>
        </div>
      </header>
      <ExampleDetailsBanner
        settingsPath={SETTINGS_TAB.path}
        canEdit={canSeeTab(SETTINGS_TAB, user.role)}
      />
      <div className="admin__body">
        <AdminTabs tabs={tabs} />
        <div className="admin__panel">
          <Suspense fallback={<TabLoading />}>
            <Switch>
              <Route path="/">
                <Redirect to={DEFAULT_ADMIN_TAB.path} replace />
              </Route>
              {tabs.map((tab) => (
                <Route key={tab.path} path={tab.pattern} component={tab.component} />
              ))}
              {hiddenTabs.map((tab) => (
                <Route key={tab.path} path={tab.pattern}>
                  <AdminMessage text={NO_ACCESS_MESSAGE} />
                </Route>
              ))}
              <Route>
                <AdminMessage text={UNKNOWN_ADMIN_PAGE_MESSAGE} />
              </Route>
            </Switch>
          </Suspense>
        </div>
      </div>
    </div>
  );
}
