import { Router } from 'wouter';
import { RootLayout } from '../components/layout/root-layout';
import { AppRoutes } from './routes';

/** The whole app; `ssrPath` is set when prerendering, where there is no browser location. */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <Router ssrPath={ssrPath}>
      <RootLayout>
        <AppRoutes />
      </RootLayout>
    </Router>
  );
}
