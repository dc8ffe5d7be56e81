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

const LoginPage = lazy(() => import('./routes/login'));
const SignupPage = lazy(() => import('./routes/signup'));
const ForgotPasswordPage = lazy(() => import('./routes/forgot-password'));
const ResetPasswordPage = lazy(() => import('./routes/reset-password'));
const AccountPage = lazy(() => import('./routes/account'));
// The admin area (and everything it needs) is a separate chunk that public pages never load.
const AdminArea = lazy(() => import('../features/admin/admin-area'));
const NotFoundPage = lazy(() => import('./routes/not-found'));
const JobPage = lazy(() => import('./routes/job'));

export function AppRoutes() {
  return (
    <Switch>
      {Object.entries(PAGES).map(([path, Page]) => (
        <Route key={path} path={path} component={Page} />
      ))}
      <Route path="/career/:slug" component={JobPage} />
      <Route path="/login" component={LoginPage} />
      <Route path="/signup" component={SignupPage} />
      <Route path="/forgot-password" component={ForgotPasswordPage} />
      <Route path="/reset-password" component={ResetPasswordPage} />
      <Route path="/account" component={AccountPage} />
      <Route path="/manage" nest>
        <AdminArea />
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
