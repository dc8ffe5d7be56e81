import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';

/** An admin list's Add button (`Add job`), which opens the editor for a new entry. */
export function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button onClick={onClick}>
      <Plus aria-hidden="true" size={18} />
      {children}
    </Button>
  );
}
