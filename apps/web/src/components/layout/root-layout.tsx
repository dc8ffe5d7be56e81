import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The frame of every page. `banner` is shown after the footer on every page (the app passes the
 * cookie banner: a feature, which the layout does not import).
 */
export function RootLayout({ children, banner }: { children: ReactNode; banner?: ReactNode }) {
  const [pathname] = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previousPath = useRef(pathname);
  const { t } = useLingui();

  useEffect(() => {
    // After an in-app navigation, start at the top of the new page and move focus there, as a
    // full page load would; screen readers then read the new page from its start.
    if (previousPath.current !== pathname) {
      previousPath.current = pathname;
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      mainRef.current?.focus({ preventScroll: true });
    }
  }, [pathname]);

  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <SiteHeader />
      <main id="main" ref={mainRef} className="layout__main" tabIndex={-1}>
        <Suspense
          fallback={<div className="page-loading" role="status" aria-label={t`Loading page`} />}
        >
          {children}
        </Suspense>
      </main>
      <SiteFooter />
      {banner}
    </div>
  );
}
