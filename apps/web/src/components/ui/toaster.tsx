import { Toaster as SonnerToaster } from 'sonner';
import 'sonner/dist/styles.css';
import { TOAST_AUTO_HIDE_MS } from '@app/shared/constants';
import './toaster.css';

/**
 * The admin area's toasts, bottom right, hiding after TOAST_AUTO_HIDE_MS or on close.
 * Show one with `toast.success(text)` / `toast.error(text)` from `sonner`.
 * Sonner's stylesheet is imported as a file because the site's Content-Security-Policy
 * does not allow the `<style>` element sonner would otherwise insert.
 */
export function Toaster() {
  return (
    <SonnerToaster
      position="bottom-right"
      richColors
      closeButton
      duration={TOAST_AUTO_HIDE_MS}
      containerAriaLabel="Notifications"
      toastOptions={{ className: 'toast' }}
    />
  );
}
