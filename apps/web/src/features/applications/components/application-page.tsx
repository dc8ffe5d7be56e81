import { ArrowLeft, ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { formatCalendarDate, formatRupees, formatTimestamp } from '@app/shared/display-format';
import { MESSAGES } from '@app/shared/messages';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useTableUrlState } from '../../../components/ui/data-table-url-state';
import { formatCount } from '../../../components/admin/list-section';
import { ApiRequestError } from '../../../lib/api-client';
import { APPLICATION_LIST_URL_STATE } from '../api/get-applications';
import { useApplication } from '../api/get-application';
import {
  useApplicationNeighbours,
  type ApplicationNeighbours,
  type Neighbour,
} from '../api/use-application-neighbours';
import { applicationListPath, applicationPagePath } from '../application-paths';
import { ResumeViewer } from '../resume-viewer/resume-viewer';
import { applicantName, type Application } from '../types';
import { WaitingInStatus } from '../waiting-time';
import { ApplicationStatusSelect } from './application-status-select';
import { ApplicationTimeline } from './application-timeline';
import { InterviewTimeInput } from './interview-time-input';
import { RemarksCell } from './remarks-cell';
import { ResumeFiles } from './resume-files';

export const APPLICATION_NOT_FOUND = 'This application does not exist (any more).';
export const APPLICATION_LOAD_FAILED = 'Failed to load the application.';

/** The list's query string with the page a neighbour is on. */
function searchOnPage(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  return params.toString();
}

function NeighbourLink({
  neighbour,
  search,
  label,
  children,
}: {
  neighbour: Neighbour | undefined;
  search: string;
  label: string;
  children: ReactNode;
}) {
  if (!neighbour) {
    return (
      <span className="application-page__step application-page__step--none" aria-disabled="true">
        {children}
      </span>
    );
  }
  return (
    <Link
      className="application-page__step"
      href={applicationPagePath(neighbour.id, searchOnPage(search, neighbour.page))}
      aria-label={label}
    >
      {children}
    </Link>
  );
}

/** Previous and next application of the list the page was opened from, and where this one stands. */
function ListSteps({ neighbours, search }: { neighbours: ApplicationNeighbours; search: string }) {
  const { position } = neighbours;
  return (
    <nav className="application-page__steps" aria-label="Applications in the list">
      <NeighbourLink neighbour={neighbours.previous} search={search} label="Previous application">
        <ChevronLeft aria-hidden="true" size={16} />
        Previous
      </NeighbourLink>
      {position ? (
        <span className="application-page__position">
          {formatCount(position.index)} of {formatCount(position.total)}
        </span>
      ) : null}
      <NeighbourLink neighbour={neighbours.next} search={search} label="Next application">
        Next
        <ChevronRight aria-hidden="true" size={16} />
      </NeighbourLink>
    </nav>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function ApplicationFacts({ application }: { application: Application }) {
  const a = application.attributes;
  return (
    <dl className="application-details__facts application-page__facts">
      <Fact label="Email">
        <a href={`mailto:${a.email}`}>{a.email}</a>
      </Fact>
      <Fact label="Phone">
        <a href={`tel:${a.phone.replace(/[^\d+]/g, '')}`}>{a.phone}</a>
      </Fact>
      <Fact label="Address">{a.address}</Fact>
      <Fact label="Position">{a.position}</Fact>
      <Fact label="Experience">{a.experience}</Fact>
      <Fact label="Start date">{formatCalendarDate(a.startDate)}</Fact>
      <Fact label="Expected salary">{formatRupees(a.salaryExpect)}</Fact>
      <Fact label="Consent">{a.consent ? 'Given' : 'Not given'}</Fact>
      <Fact label="Applied">{formatTimestamp(a.createdAt, { withTime: true })}</Fact>
      <Fact label="Last changed">
        {formatTimestamp(a.updatedAt, { withTime: true })}
        <span className="cell-stack__sub">
          {' '}
          (<WaitingInStatus attributes={a} />)
        </span>
      </Fact>
    </dl>
  );
}

/** Status, interview time and remarks, edited as in the list and saved the same way. */
function ApplicationReview({ application }: { application: Application }) {
  return (
    <section className="application-page__review" aria-labelledby="application-review-title">
      <h3 id="application-review-title">Review</h3>
      <dl className="application-details__facts">
        <Fact label="Status">
          <ApplicationStatusSelect application={application} />
        </Fact>
        <Fact label="Interview time">
          <InterviewTimeInput application={application} />
        </Fact>
        <Fact label="Remarks">
          <RemarksCell application={application} />
        </Fact>
      </dl>
    </section>
  );
}

function ApplicationContent({ application }: { application: Application }) {
  const coverLetter = application.attributes.coverLetter.trim();
  const resume = application.attributes.resume?.data?.[0];
  return (
    <div className="application-page__body">
      <div className="application-page__side">
        <ApplicationReview application={application} />
        <section aria-labelledby="application-facts-title">
          <h3 id="application-facts-title">Details</h3>
          <ApplicationFacts application={application} />
        </section>
        <section className="application-details__letter" aria-labelledby="cover-letter-title">
          <h3 id="cover-letter-title">Cover letter</h3>
          {coverLetter ? (
            <p className="prewrap-text">{coverLetter}</p>
          ) : (
            <p className="muted-text">{MESSAGES.noCoverLetter}</p>
          )}
        </section>
      </div>
      <section className="application-page__resume" aria-labelledby="resume-title">
        <div className="application-page__resume-header">
          <h3 id="resume-title">Resume</h3>
          <ResumeFiles application={application} />
        </div>
        {resume ? <ResumeViewer key={resume.id} file={resume} /> : null}
      </section>
      <ApplicationTimeline applicationId={application.id} />
    </div>
  );
}

/**
 * An application's page (/manage/applications/:id): every field, the cover letter, the resume
 * shown inline, status, interview time and remarks edited there, and its timeline. The address
 * carries the list's query string: "Back to applications" and previous/next keep its filters,
 * sort and page.
 */
export function ApplicationPageView({ id }: { id: number }) {
  const search = useSearch();
  const { filters, sort, page, pageSize } = useTableUrlState(APPLICATION_LIST_URL_STATE);
  const neighbours = useApplicationNeighbours(id, { filters, sort, page, pageSize });
  const query = useApplication(id);
  const application = query.data?.data;
  const notFound = query.error instanceof ApiRequestError && query.error.status === 404;

  return (
    <section className="application-page" aria-labelledby="application-title">
      <div className="application-page__bar">
        <Link className="application-page__back" href={applicationListPath(search)}>
          <ArrowLeft aria-hidden="true" size={16} />
          Back to applications
        </Link>
        <ListSteps neighbours={neighbours} search={search} />
      </div>
      <header className="application-page__header">
        <h2 id="application-title" className="admin-section__title">
          {application ? applicantName(application) : 'Application'}
        </h2>
        {application ? (
          <p className="admin-section__lead">
            {application.attributes.position} · {application.attributes.experience}
          </p>
        ) : null}
      </header>
      {application ? (
        <ApplicationContent application={application} />
      ) : query.isError ? (
        <Alert tone="error">
          {notFound ? APPLICATION_NOT_FOUND : APPLICATION_LOAD_FAILED}
          {notFound ? null : (
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              Retry
            </Button>
          )}
        </Alert>
      ) : (
        <p className="muted-text">Loading the application…</p>
      )}
    </section>
  );
}

/** The route's component: the id from the address, or a message for one that names none. */
export default function ApplicationPage({ id }: { id: string }) {
  if (!/^[1-9]\d{0,9}$/.test(id)) return <Alert tone="error">{APPLICATION_NOT_FOUND}</Alert>;
  return <ApplicationPageView key={id} id={Number(id)} />;
}
