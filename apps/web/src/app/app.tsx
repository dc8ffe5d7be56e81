import { Router } from 'wouter';
import type { SiteContent } from '@app/shared/site-content';
import { RootLayout } from '../components/layout/root-layout';
import { SiteContentProvider } from '../content/site-content';
import { AccountNotice } from '../features/auth/components/account-notice';
import { CookieBanner } from '../features/cookie-consent/cookie-banner';
import { AppRoutes } from './routes';

/**
 * The whole app, with the content the server rendered the page from; `ssrPath` is set when
 * rendering on the server, where there is no browser location.
 */
export function App({ ssrPath, content }: { ssrPath?: string; content: SiteContent }) {
  return (
    <SiteContentProvider content={content}>
      <Router ssrPath={ssrPath}>
        <RootLayout banner={<CookieBanner />}>
          <AccountNotice />
          <AppRoutes />
        </RootLayout>
      </Router>
    </SiteContentProvider>
  );
}
