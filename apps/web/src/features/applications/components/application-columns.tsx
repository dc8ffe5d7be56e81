import { createColumnHelper } from '@tanstack/react-table';
import { Link, useSearch } from 'wouter';
import { formatCalendarDate, formatRupees, formatTimestamp } from '@app/shared/display-format';
import { applicationPagePath } from '../application-paths';
import { applicantName, type Application } from '../types';
import { WaitingInStatus } from '../waiting-time';
import { ApplicationStatusSelect } from './application-status-select';
import { InterviewTimeInput } from './interview-time-input';
import { RemarksCell } from './remarks-cell';
import { ResumeFiles } from './resume-files';

export const NOT_AVAILABLE = 'N/A';

const column = createColumnHelper<Application>();

/** The applicant's name, a link to the application's page that keeps the list's query string. */
function ApplicationPageLink({ application }: { application: Application }) {
  const search = useSearch();
  return (
    <Link className="cell-stack__main" href={applicationPagePath(application.id, search)}>
      {applicantName(application)}
    </Link>
  );
}

/** The Applications table's columns; a sortable column's id is the API field it sorts by. */
export const applicationColumns = [
  column.display({
    id: 'firstName',
    header: 'Name',
    enableSorting: true,
    meta: { className: 'applications__name' },
    cell: ({ row }) => {
      const { email } = row.original.attributes;
      return (
        <div className="cell-stack">
          <ApplicationPageLink application={row.original} />
          <a
            className="cell-stack__sub cell-stack__sub--truncate"
            href={`mailto:${email}`}
            title={email}
          >
            {email}
          </a>
        </div>
      );
    },
  }),
  column.display({
    // Position with the experience under it: both describe the role applied for.
    id: 'position',
    header: 'Position',
    enableSorting: true,
    meta: { className: 'applications__position' },
    cell: ({ row }) => (
      <div className="cell-stack">
        <span>{row.original.attributes.position}</span>
        <span className="cell-stack__sub">{row.original.attributes.experience}</span>
      </div>
    ),
  }),
  column.accessor((a) => a.attributes.startDate, {
    id: 'startDate',
    header: 'Start date',
    enableSorting: true,
    meta: { className: 'nowrap' },
    cell: ({ getValue }) => formatCalendarDate(getValue()),
  }),
  column.accessor((a) => a.attributes.salaryExpect, {
    id: 'salaryExpect',
    header: 'Salary',
    enableSorting: true,
    meta: { align: 'end', className: 'nowrap' },
    cell: ({ getValue }) =>
      formatRupees(getValue()) || <span className="muted-text">{NOT_AVAILABLE}</span>,
  }),
  column.display({
    id: 'applicationStatus',
    header: 'Status',
    enableSorting: true,
    meta: { className: 'applications__status' },
    cell: ({ row }) => <ApplicationStatusSelect application={row.original} />,
  }),
  column.display({
    id: 'interviewTime',
    header: 'Interview time',
    enableSorting: true,
    meta: { className: 'applications__interview' },
    cell: ({ row }) => <InterviewTimeInput application={row.original} />,
  }),
  column.display({
    id: 'remarks',
    header: 'Remarks',
    meta: { className: 'applications__remarks' },
    cell: ({ row }) => <RemarksCell application={row.original} />,
  }),
  column.display({
    id: 'resume',
    header: 'Resume',
    cell: ({ row }) => <ResumeFiles application={row.original} />,
  }),
  column.accessor((a) => a.attributes.updatedAt, {
    // When Staff last changed it, with how long it has waited in its status under it.
    id: 'updatedAt',
    header: 'Last changed',
    enableSorting: true,
    meta: { className: 'nowrap' },
    cell: ({ row, getValue }) => (
      <div className="cell-stack">
        <span>{formatTimestamp(getValue())}</span>
        <span className="cell-stack__sub">
          <WaitingInStatus attributes={row.original.attributes} />
        </span>
      </div>
    ),
  }),
  column.accessor((a) => a.attributes.createdAt, {
    id: 'createdAt',
    header: 'Applied',
    enableSorting: true,
    meta: { className: 'nowrap' },
    cell: ({ getValue }) => formatTimestamp(getValue()),
  }),
];
