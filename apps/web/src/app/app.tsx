import { Router } from 'wouter';
import { RootLayout } from '../components/layout/root-layout';
import { AccountNotice } from '../features/auth/components/account-notice';
import { CookieBanner } from '../features/cookie-consent/cookie-banner';
import { AppRoutes } from './routes';

/** The whole app; `ssrPath` is set when prerendering, where there is no browser location. */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <Router ssrPath={ssrPath}>
      <RootLayout banner={<CookieBanner />}>
        <AccountNotice />
        <AppRoutes />
      </RootLayout>
    </Router>
  );
}
