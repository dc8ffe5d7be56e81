import { DeleteRowButton, EditRowButton } from '../../../components/admin/row-buttons';
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
      <EditRowButton name={name} onClick={onEdit} />
      <DeleteRowButton name={name} onClick={onDelete} />
    </div>
  );
}
