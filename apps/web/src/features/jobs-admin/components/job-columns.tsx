import { createColumnHelper } from '@tanstack/react-table';
import { formatTimestamp } from '@app/shared/display-format';
import type { Job } from '@app/shared/job';
import { Badge } from '../../../components/ui/badge';
import { JobRowActions } from './job-row-actions';

const column = createColumnHelper<Job>();

/** The Jobs tab's columns; the sortable ones are sorted by the server. */
export const JOB_COLUMNS = [
  column.accessor((job) => job.attributes.order, {
    id: 'order',
    header: 'Order',
    enableSorting: true,
    meta: { align: 'end', className: 'jobs-table__order' },
  }),
  column.accessor((job) => job.attributes.title, {
    id: 'title',
    header: 'Title',
    enableSorting: true,
    cell: ({ row }) => (
      <>
        <span className="jobs-table__title">{row.original.attributes.title}</span>
        <span className="jobs-table__slug">/career/{row.original.attributes.slug}</span>
      </>
    ),
  }),
  column.accessor((job) => job.attributes.department, {
    id: 'department',
    header: 'Department',
    enableSorting: true,
  }),
  column.accessor((job) => job.attributes.employmentType, {
    id: 'employmentType',
    header: 'Type',
    cell: ({ row }) => (
      <>
        {row.original.attributes.employmentType}
        <span className="jobs-table__location">{row.original.attributes.location}</span>
      </>
    ),
  }),
  column.accessor((job) => job.attributes.publishedAt, {
    id: 'publishedAt',
    header: 'Status',
    cell: ({ row }) => {
      const { published, publishedAt } = row.original.attributes;
      return published ? (
        <>
          <Badge tone="success" dot>
            Published
          </Badge>
          {publishedAt ? (
            <span className="jobs-table__since">since {formatTimestamp(publishedAt)}</span>
          ) : null}
        </>
      ) : (
        <Badge tone="neutral" dot>
          Draft
        </Badge>
      );
    },
  }),
  column.display({
    id: 'actions',
    header: () => <span className="visually-hidden">Actions</span>,
    meta: { align: 'end', className: 'jobs-table__actions' },
    cell: ({ row }) => <JobRowActions job={row.original} />,
  }),
];
