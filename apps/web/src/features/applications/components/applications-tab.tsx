import { applicationRoutes } from '@app/shared/application';
import { MESSAGES } from '@app/shared/messages';
import { ListSection, useListTab } from '../../../components/admin/list-section';
import {
  APPLICATION_FILTER_KEYS,
  APPLICATION_SORT_FIELDS,
  DEFAULT_APPLICATION_SORT,
  toApplicationListQuery,
  useApplications,
} from '../api/get-applications';
import { applicantName, type Application } from '../types';
import { applicationColumns } from './application-columns';
import { ApplicationDetails } from './application-details';
import { ApplicationFilters } from './application-filters';
import './applications.css';

const rowId = (application: Application) => String(application.id);
const renderDetails = (application: Application) => (
  <ApplicationDetails application={application} />
);

/** Job applications: filter, sort and page on the server; status, interview time and remarks edited in place. */
export default function ApplicationsTab() {
  const { table, query } = useListTab(
    {
      filterKeys: APPLICATION_FILTER_KEYS,
      sortableFields: APPLICATION_SORT_FIELDS,
      defaultSort: DEFAULT_APPLICATION_SORT,
    },
    useApplications,
  );

  return (
    <ListSection
      headingId="applications-title"
      title="Applications"
      noun={['application', 'applications']}
      table={table}
      query={query}
      filters={<ApplicationFilters table={table} />}
      caption="Job applications"
      columns={applicationColumns}
      getRowId={rowId}
      getRowLabel={applicantName}
      renderDetail={renderDetails}
      loadError={MESSAGES.loadApplicationsFailed}
      emptyMessage="No applications yet."
      noMatchesMessage="No applications match these filters."
      paginationLabel="Applications pages"
      exportCsv={{ route: applicationRoutes.export, query: toApplicationListQuery(table) }}
    />
  );
}
