import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ConfirmProvider } from '../../../components/ui/confirm';
import { Toaster } from '../../../components/ui/toaster';
import { WithMessages } from '../../../testing/with-messages';
import AdminArea from '../admin-area';

/**
 * Renders admin UI as the admin area does (data cache, confirm dialog, toasts, mounted under
 * /manage) at an in-memory address. `history` lists every address visited, newest last.
 */
export function renderInAdminArea(ui: ReactElement, { path = '/manage' }: { path?: string } = {}) {
  const location = memoryLocation({ path, record: true });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <ConfirmProvider>
          <Route path="/manage" nest>
            {ui}
          </Route>
        </ConfirmProvider>
      </Router>
      <Toaster />
    </QueryClientProvider>,
    { wrapper: WithMessages },
  );
  return {
    ...result,
    queryClient,
    history: location.history,
    navigate: location.navigate,
    /** The current address (path and query). */
    currentPath: () => location.history.at(-1) ?? path,
  };
}

/** Renders a page outside the admin area (login, signup, home) at an in-memory address. */
export function renderAtPath(ui: ReactElement, path: string) {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      {ui}
    </Router>,
    { wrapper: WithMessages },
  );
  return {
    ...result,
    history: location.history,
    currentPath: () => location.history.at(-1) ?? path,
  };
}

/**
 * Renders the whole admin area (guard, shell, tab bar, the open tab) as the app mounts it under
 * /manage, at an in-memory address.
 */
export function renderAdminAreaAt(path: string) {
  return renderAtPath(
    <Route path="/manage" nest>
      <AdminArea />
    </Route>,
    path,
  );
}

/** The names of the admin area's tab links, once its navigation is shown. */
export async function adminTabNames(): Promise<(string | null)[]> {
  const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}
