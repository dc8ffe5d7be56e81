import { Pencil, Trash2 } from 'lucide-react';
import { Button, type ButtonProps } from '../ui/button';
import './row-buttons.css';

export interface RowButtonProps extends Omit<ButtonProps, 'children' | 'variant' | 'size'> {
  /** What the row is called; the button's accessible name adds it to its word (`Edit: Team dinner`). */
  name: string;
}

/** A table row's Edit button, clear out of context for screen readers. */
export function EditRowButton({ name, ...props }: RowButtonProps) {
  return (
    <Button variant="secondary" size="sm" aria-label={`Edit: ${name}`} {...props}>
      <Pencil aria-hidden="true" size={14} />
      Edit
    </Button>
  );
}

/** A table row's Delete button: quiet, in red, clear out of context for screen readers. */
export function DeleteRowButton({ name, ...props }: RowButtonProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="button--danger-text"
      aria-label={`Delete: ${name}`}
      {...props}
    >
      <Trash2 aria-hidden="true" size={14} />
      Delete
    </Button>
  );
}
