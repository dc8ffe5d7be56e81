import { useMemo, useRef } from 'react';
import { discardUploads } from '../api/discard-uploads';

export interface FreshUploads {
  /** Notes files this form uploaded. */
  add: (ids: readonly number[]) => void;
  /** Removes this form's uploads that the saved entry does not use (all of them when nothing was saved). */
  discardAllBut: (kept: readonly number[]) => void;
}

/**
 * The files uploaded while a form is open. Until the form is saved no entry claims them, so a
 * closed form or a removed preview would otherwise leave them on the server for a day.
 */
export function useFreshUploads(): FreshUploads {
  const ids = useRef(new Set<number>());
  return useMemo(
    () => ({
      add: (added) => added.forEach((id) => ids.current.add(id)),
      discardAllBut: (kept) => {
        discardUploads([...ids.current].filter((id) => !kept.includes(id)));
        ids.current.clear();
      },
    }),
    [],
  );
}
