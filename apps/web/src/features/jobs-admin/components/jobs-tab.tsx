import { useLayoutEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { jobRoutes, type Job } from '@app/shared/job';
import { AddButton } from '../../../components/admin/add-button';
import { focusMoveButton } from '../../../components/admin/move-focus';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/admin/filter-fields';
import { ListSection, useListTab } from '../../../components/admin/list-section';
import { useConfirmedDelete } from '../../../components/admin/use-confirmed-delete';
import { describeError } from '../../../lib/describe-error';
import { useDeleteJob } from '../api/delete-job';
import { useJobOrder } from '../api/get-job-order';
import { toJobListQuery, useJobs } from '../api/get-jobs';
import { JOB_LIST_URL_STATE, JOB_STATUSES } from '../api/job-list-params';
import { useMoveJob } from '../api/move-job';
import { useSetJobPublished } from '../api/set-job-published';
import { JOB_MESSAGES_UI } from '../job-messages';
import { JOB_COLUMNS } from './job-columns';
import { JobActionsContext, type JobAction, type JobActions } from './job-actions-context';
import { JobEditorDialog } from './job-editor-dialog';
import './jobs-admin.css';

const rowLabel = (job: Job) => job.attributes.title;

/** What the editor is open for: a new job, or one to change. */
type Editing = { job: Job | null } | null;

/** The button that keeps the focus once a move or publication has redrawn the rows. */
type FocusTarget = { id: number; action: Exclude<JobAction, 'edit' | 'delete'> };

/**
 * The Jobs tab (Staff): every job, drafts too, in the Careers page's order, with its state. Jobs
 * are added and changed in a dialog, published and unpublished, moved up and down (the focus
 * stays on the moved job's button) and deleted after confirmation; each change shows on the
 * public pages at once.
 */
export default function JobsTab() {
  const { table, query } = useListTab(JOB_LIST_URL_STATE, useJobs);
  const order = useJobOrder();
  const moveJob = useMoveJob();
  const setPublished = useSetJobPublished();
  const { mutateAsync: deleteJob } = useDeleteJob();
  const confirmDelete = useConfirmedDelete();
  const [editing, setEditing] = useState<Editing>(null);
  const [announcement, setAnnouncement] = useState('');
  const [busyId, setBusyId] = useState<number | null>(null);
  const sectionRef = useRef<HTMLDivElement>(null);
  const focusTarget = useRef<FocusTarget | null>(null);

  // Once the change is done and the rows drawn again, the moved or published job's button takes
  // the focus back (the other move button when the job reached an end).
  useLayoutEffect(() => {
    const target = focusTarget.current;
    const root = sectionRef.current;
    if (!target || !root || busyId !== null) return;
    // The change has been read back by now (the mutations wait for the lists), so a job the
    // filters no longer show keeps no claim on the focus.
    focusTarget.current = null;
    if (target.action === 'publish')
      root
        .querySelector<HTMLButtonElement>(
          `[data-job-id="${target.id}"][data-action="publish"]:not(:disabled)`,
        )
        ?.focus();
    else focusMoveButton(root, target.id, target.action);
  });

  async function act(job: Job, action: JobAction) {
    const { title } = job.attributes;
    if (action === 'edit') return setEditing({ job });
    if (action === 'delete') {
      await confirmDelete({
        title: `Delete ${title}?`,
        message: JOB_MESSAGES_UI.confirmDelete,
        remove: () => deleteJob(job.id),
        deleted: JOB_MESSAGES_UI.deleted,
        failed: JOB_MESSAGES_UI.deleteFailed,
      });
      return;
    }
    focusTarget.current = { id: job.id, action };
    setBusyId(job.id);
    try {
      if (action === 'publish') {
        const published = !job.attributes.published;
        await setPublished.mutateAsync({ id: job.id, published });
        // The notice is announced by the toaster itself.
        toast.success(
          published ? JOB_MESSAGES_UI.published(title) : JOB_MESSAGES_UI.unpublished(title),
        );
      } else {
        const { data } = await moveJob.mutateAsync({ id: job.id, direction: action });
        const place = data.findIndex((moved) => moved.id === job.id) + 1;
        setAnnouncement(`${title} moved to position ${place} of ${data.length}.`);
      }
    } catch (error) {
      toast.error(
        action === 'publish' ? JOB_MESSAGES_UI.publishFailed : JOB_MESSAGES_UI.moveFailed,
        { description: describeError(error) },
      );
    } finally {
      setBusyId(null);
    }
  }

  const actions: JobActions = {
    order: order.data,
    busyId,
    act: (job, action) => void act(job, action),
  };

  return (
    <JobActionsContext.Provider value={actions}>
      <div ref={sectionRef}>
        <ListSection
          headingId="jobs-title"
          title="Jobs"
          noun={['job', 'jobs']}
          lead={(countText) =>
            `Open positions on the Careers page, in their order${countText ? ` · ${countText}` : ''}.`
          }
          table={table}
          query={query}
          onRowOpen={(job) => setEditing({ job })}
          filters={
            <FilterBar
              table={table}
              label="Filter jobs"
              actions={<AddButton onClick={() => setEditing({ job: null })}>Add job</AddButton>}
            >
              <SearchFilter table={table} name="q" label="Search" placeholder="Title" />
              <SelectFilter
                table={table}
                name="status"
                label="Status"
                placeholder="All jobs"
                options={JOB_STATUSES}
              />
            </FilterBar>
          }
          caption="Jobs"
          columns={JOB_COLUMNS}
          getRowLabel={rowLabel}
          loadError={JOB_MESSAGES_UI.loadFailed}
          emptyMessage="No jobs yet."
          noMatchesMessage="No jobs match these filters."
          paginationLabel="Jobs pages"
          exportCsv={{ route: jobRoutes.export, query: toJobListQuery(table) }}
        >
          {editing ? (
            <JobEditorDialog
              key={editing.job?.id ?? 'new'}
              job={editing.job}
              onClose={() => setEditing(null)}
            />
          ) : null}
        </ListSection>
        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>
      </div>
    </JobActionsContext.Provider>
  );
}
