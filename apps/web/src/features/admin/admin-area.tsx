import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { KeyboardShortcuts } from '../../components/admin/keyboard-shortcuts';
import { ConfirmProvider } from '../../components/ui/confirm';
import { Toaster } from '../../components/ui/toaster';
import { RequireAdminRole } from '../auth/components/require-admin-role';
import { createAdminQueryClient } from './query-client';
import { AdminShell } from './components/admin-shell';

/**
 * The admin area at /manage, loaded as its own chunk so that React Query, the tables and the
 * tabs never reach the public pages. It owns the data cache, the toasts, the confirm dialog and
 * the keyboard shortcuts; the guard lets only Staff and Admins in.
 */
export default function AdminArea() {
  const [queryClient] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfirmProvider>
        <RequireAdminRole>
          <KeyboardShortcuts>
            <AdminShell />
          </KeyboardShortcuts>
        </RequireAdminRole>
      </ConfirmProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
