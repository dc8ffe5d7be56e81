import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmOptions {
  /** The question, e.g. `Are you sure you want to delete this invoice?`. */
  message: ReactNode;
  /** Dialog title; defaults to `Please confirm`. */
  title?: ReactNode;
  /** Label of the confirming button; defaults to `OK`. */
  confirmLabel?: string;
  /** Label of the button that backs out; defaults to `Cancel`. */
  cancelLabel?: string;
  /** `danger` paints the confirming button red, for deletions. */
  tone?: 'default' | 'danger';
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

interface PendingConfirm {
  options: ConfirmOptions;
  resolve: (answer: boolean) => void;
}

/**
 * Hosts the one confirmation dialog of an area. Inside it, `useConfirm()` gives a function that
 * opens the dialog and resolves to true (confirmed) or false (cancelled, Escape, backdrop, close).
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<PendingConfirm | null>(null);
  const pendingRef = useRef<PendingConfirm | null>(null);

  const settle = useCallback((answer: boolean) => {
    pendingRef.current?.resolve(answer);
    pendingRef.current = null;
    setPending(null);
  }, []);

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        // A second question replaces an unanswered first one, which counts as "no".
        pendingRef.current?.resolve(false);
        pendingRef.current = { options, resolve };
        setPending(pendingRef.current);
      }),
    [],
  );

  const options = pending?.options;
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) settle(false);
        }}
        size="sm"
        title={options?.title ?? 'Please confirm'}
        description={options?.message}
        footer={
          <>
            <Button variant="secondary" onClick={() => settle(false)}>
              {options?.cancelLabel ?? 'Cancel'}
            </Button>
            <Button
              variant={options?.tone === 'danger' ? 'danger' : 'primary'}
              onClick={() => settle(true)}
            >
              {options?.confirmLabel ?? 'OK'}
            </Button>
          </>
        }
      >
        {null}
      </Dialog>
    </ConfirmContext.Provider>
  );
}

/** `const confirm = useConfirm(); if (await confirm({ message })) ...` (needs a ConfirmProvider above). */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() is used outside a ConfirmProvider');
  return confirm;
}
