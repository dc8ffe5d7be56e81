import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch } from 'wouter';

/** Each page is its own chunk: a visitor downloads only the page in front of them. */
export const PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  '/': lazy(() => import('./routes/home')),
  '/about': lazy(() => import('./routes/about')),
  '/events': lazy(() => import('./routes/events')),
  '/career': lazy(() => import('./routes/career')),
  '/contact': lazy(() => import('./routes/contact')),
  '/apply': lazy(() => import('./routes/apply')),
  '/imprint': lazy(() => import('./routes/imprint')),
  '/privacy': lazy(() => import('./routes/privacy')),
};

const NotFoundPage = lazy(() => import('./routes/not-found'));

export function AppRoutes() {
  return (
    <Switch>
      {Object.entries(PAGES).map(([path, Page]) => (
        <Route key={path} path={path} component={Page} />
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}
