import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import './edit-delete-actions.css';

export interface EditDeleteActionsProps {
  /** What the row is called, so each button names it for screen readers (`Edit: Team dinner`). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** Edit and Delete at the end of a table row (Events and Testimonials tabs). */
export function EditDeleteActions({ name, onEdit, onDelete }: EditDeleteActionsProps) {
  return (
    <div className="row-actions">
      <Button variant="secondary" size="sm" onClick={onEdit}>
        <Pencil aria-hidden="true" size={14} />
        Edit<span className="visually-hidden">: {name}</span>
      </Button>
      <Button variant="ghost" size="sm" className="button--danger-text" onClick={onDelete}>
        <Trash2 aria-hidden="true" size={14} />
        Delete<span className="visually-hidden">: {name}</span>
      </Button>
    </div>
  );
}
