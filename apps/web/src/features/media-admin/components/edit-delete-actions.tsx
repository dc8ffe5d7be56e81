import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import './edit-delete-actions.css';

export interface EditDeleteActionsProps {
  /** What the row is called, so each button names it for screen readers (`Edit: Team dinner`). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * Edit and Delete at the end of a table row (Events and Testimonials tabs). Each button's name
 * starts with its visible word and adds the row's name, so it is clear out of context.
 */
export function EditDeleteActions({ name, onEdit, onDelete }: EditDeleteActionsProps) {
  return (
    <div className="row-actions">
      <Button variant="secondary" size="sm" aria-label={`Edit: ${name}`} onClick={onEdit}>
        <Pencil aria-hidden="true" size={14} />
        Edit
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="button--danger-text"
        aria-label={`Delete: ${name}`}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" size={14} />
        Delete
      </Button>
    </div>
  );
}
