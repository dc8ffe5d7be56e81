import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm';
import { describeError } from '../../../lib/describe-error';
import { useUpdateUser } from '../api/update-user';
import type { AdminUser } from '../types';
import { userActions, type UserAction } from '../user-actions';

/**
 * The buttons of one user's row. Changes that take access away are confirmed first; the server's
 * refusal (such as demoting the last Admin) is shown in its own words.
 */
export function UserActionsCell({
  user,
  currentUserId,
}: {
  user: AdminUser;
  currentUserId: number;
}) {
  const confirm = useConfirm();
  const updateUser = useUpdateUser();
  const actions = userActions(user, currentUserId);
  const { username } = user.attributes;

  if (user.id === currentUserId)
    return <span className="muted-text users-table__self-note">Your account</span>;

  async function run(action: UserAction) {
    if (action.confirm && !(await confirm(action.confirm))) return;
    try {
      await updateUser.mutateAsync({ id: user.id, changes: action.changes });
      toast.success(action.doneMessage);
    } catch (error) {
      toast.error(`Failed to update ${username}.`, { description: describeError(error) });
    }
  }

  return (
    <div className="users-table__action-list">
      {actions.map((action) => (
        <Button
          key={action.id}
          size="sm"
          variant={action.id === 'make-staff' || action.id === 'enable' ? 'primary' : 'secondary'}
          className={action.takesAccessAway ? 'users-table__risky-action' : undefined}
          aria-label={`${action.label}: ${username}`}
          disabled={updateUser.isPending}
          onClick={() => void run(action)}
        >
          {action.label}
        </Button>
      ))}
    </div>
  );
}
