import { APPLICATION_STATUSES, type ApplicationStatus } from '@app/shared/options';
import { Select } from '../../../components/ui/select';
import { useUpdateApplication } from '../api/update-application';
import { applicantName, type Application } from '../types';

/** The status dropdown of a row: a choice is saved at once. */
export function ApplicationStatusSelect({ application }: { application: Application }) {
  const update = useUpdateApplication();
  const status = application.attributes.applicationStatus;
  return (
    <Select
      size="sm"
      className="status-select"
      data-status={status}
      aria-label={`Status of ${applicantName(application)}`}
      options={APPLICATION_STATUSES}
      value={status}
      onChange={(event) =>
        update.mutate({
          id: application.id,
          data: { applicationStatus: event.target.value as ApplicationStatus },
        })
      }
    />
  );
}
