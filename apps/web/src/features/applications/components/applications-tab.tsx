import { lazy } from 'react';
import { useLocation, useRoute, useSearch } from 'wouter';
import { applicationRoutes } from '@app/shared/application';
import { MESSAGES } from '@app/shared/messages';
import { ListSection, useListTab } from '../../../components/admin/list-section';
import {
  APPLICATION_LIST_URL_STATE,
  toApplicationListQuery,
  useApplications,
} from '../api/get-applications';
import { APPLICATIONS_PATH, applicationPagePath } from '../application-paths';
import { applicantName, type Application } from '../types';
import { applicationColumns } from './application-columns';
import { ApplicationDetails } from './application-details';
import { ApplicationFilters } from './application-filters';
import './applications.css';

const renderDetails = (application: Application) => (
  <ApplicationDetails application={application} />
);

/** An application's page, with the resume viewer (pdf.js, loaded by the page when it shows one). */
const ApplicationPage = lazy(() => import('./application-page'));

/** The Applications tab: the list at /manage/applications, an application's page at /manage/applications/:id. */
export default function ApplicationsTab() {
  const [onPage, params] = useRoute<{ id: string }>(`${APPLICATIONS_PATH}/:id`);
  return onPage ? <ApplicationPage id={params.id} /> : <ApplicationList />;
}

/** Job applications: filter, sort and page on the server; status, interview time and remarks edited in place. */
function ApplicationList() {
  const { table, query } = useListTab(APPLICATION_LIST_URL_STATE, useApplications);
  const search = useSearch();
  const [, navigate] = useLocation();

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
      getRowLabel={applicantName}
      renderDetail={renderDetails}
      onRowOpen={(application) => navigate(applicationPagePath(application.id, search))}
      loadError={MESSAGES.loadApplicationsFailed}
      emptyMessage="No applications yet."
      noMatchesMessage="No applications match these filters."
      paginationLabel="Applications pages"
      exportCsv={{ route: applicationRoutes.export, query: toApplicationListQuery(table) }}
    />
  );
}
