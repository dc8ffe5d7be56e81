import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Router } from 'wouter';
import { localeBase, type Locale } from '@app/shared/locale';
import type { SiteContent } from '@app/shared/site-content';
import { RootLayout } from '../components/layout/root-layout';
import { SiteContentProvider } from '../content/site-content';
import { AccountNotice } from '../features/auth/components/account-notice';
import { CookieBanner } from '../features/cookie-consent/cookie-banner';
import { AppRoutes } from './routes';

/**
 * The whole app in one language (`i18n`: German pages live under `/de`, which the router takes
 * as its base, so every link stays in the page's language), with the content the server rendered
 * the page from; `ssrPath` is set when rendering on the server, where there is no browser
 * location.
 */
export function App({
  ssrPath,
  content,
  i18n,
}: {
  ssrPath?: string;
  content: SiteContent;
  i18n: I18n;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <SiteContentProvider content={content}>
        <Router ssrPath={ssrPath} base={localeBase(i18n.locale as Locale)}>
          <RootLayout banner={<CookieBanner />}>
            <AccountNotice />
            <AppRoutes />
          </RootLayout>
        </Router>
      </SiteContentProvider>
    </I18nProvider>
  );
}
