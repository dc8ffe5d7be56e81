import { useEffect, useRef, useState } from 'react';

/** How a public form's last submission ended: sent, failed, or none yet. */
export type FormOutcome = 'sent' | 'failed' | null;

/**
 * A public form's outcome, and a ref for its success message, which takes the focus once the
 * form is sent (the fields it replaced are emptied, so screen readers hear what happened).
 */
export function useFormOutcome() {
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const successRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome === 'sent') successRef.current?.focus();
  }, [outcome]);
  return { outcome, setOutcome, successRef };
}
