import { Eye, EyeOff } from 'lucide-react';
import type { Job } from '@app/shared/job';
import { MoveButtons } from '../../../components/admin/move-buttons';
import { DeleteRowButton, EditRowButton } from '../../../components/admin/row-buttons';
import { Button } from '../../../components/ui/button';
import { useJobActions, type JobAction } from './job-actions-context';

/**
 * A job row's buttons: move up and down in the Careers page's order, publish or unpublish, edit
 * and delete. Each names the job for screen readers (`Move up: QA Engineer`) and carries the job
 * and action, so focus can return to it after the list changes.
 */
export function JobRowActions({ job }: { job: Job }) {
  const { order, busyId, act } = useJobActions();
  const { title, published } = job.attributes;
  // Until the order is known, a job cannot be moved either way.
  const isFirst = !order || order[0] === job.id;
  const isLast = !order || order.at(-1) === job.id;
  const busy = busyId === job.id;
  const button = (action: JobAction) => ({
    'data-job-id': job.id,
    'data-action': action,
    onClick: () => act(job, action),
  });
  return (
    <div className="job-actions">
      <MoveButtons
        name={title}
        id={job.id}
        isFirst={isFirst}
        isLast={isLast}
        busy={busy}
        onMove={(direction) => act(job, direction)}
      />
      <Button
        variant="secondary"
        size="sm"
        aria-label={`${published ? 'Unpublish' : 'Publish'}: ${title}`}
        disabled={busy}
        {...button('publish')}
      >
        {published ? <EyeOff aria-hidden="true" size={14} /> : <Eye aria-hidden="true" size={14} />}
        {published ? 'Unpublish' : 'Publish'}
      </Button>
      <EditRowButton name={title} {...button('edit')} />
      <DeleteRowButton name={title} {...button('delete')} />
    </div>
  );
}
