import { MESSAGES } from '@app/shared/messages';
import { formatTimestamp } from '@app/shared/display-format';
import type { Application } from '../types';

/** The expanded part of a row: contact details and the cover letter. */
export function ApplicationDetails({ application }: { application: Application }) {
  const a = application.attributes;
  const coverLetter = a.coverLetter.trim();
  return (
    <div className="application-details">
      <dl className="application-details__facts">
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${a.email}`}>{a.email}</a>
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={`tel:${a.phone.replace(/[^\d+]/g, '')}`}>{a.phone}</a>
          </dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>{a.address}</dd>
        </div>
        <div>
          <dt>Applied</dt>
          <dd>{formatTimestamp(a.createdAt, { withTime: true })}</dd>
        </div>
      </dl>
      <div className="application-details__letter">
        <h3>Cover letter</h3>
        {coverLetter ? (
          <p className="prewrap-text">{coverLetter}</p>
        ) : (
          <p className="muted-text">{MESSAGES.noCoverLetter}</p>
        )}
      </div>
    </div>
  );
}
