import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { localizedPath, type Locale } from '@app/shared/locale';
import { metaForPath } from '../../content/page-meta';
import { useSiteContent } from '../../content/site-content';
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
  const content = useSiteContent();
  const { i18n, t } = useLingui();

  useEffect(() => {
    const meta = metaForPath(localizedPath(pathname, i18n.locale as Locale), content, i18n);
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
    // After an in-app navigation, start at the top of the new page and move focus there, as a
    // full page load would; screen readers then read the new page from its start.
    if (previousPath.current !== pathname) {
      previousPath.current = pathname;
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      mainRef.current?.focus({ preventScroll: true });
    }
  }, [pathname, content, i18n]);

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
