import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { metaForPath } from '../../content/page-meta';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './layout.css';

export function RootLayout({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  useEffect(() => {
    document.title = metaForPath(pathname).title;
  }, [pathname]);

  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="layout__main" tabIndex={-1}>
        <Suspense fallback={<div className="page-loading" role="status" aria-label="Loading page" />}>
          {children}
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
