import { useRetention } from '../api/get-retention';

/** What the retention job does, in the words of the privacy policy. */
export function RetentionNotice() {
  const retention = useRetention();
  if (retention.isError)
    return <p className="data-protection__lead">The retention period could not be loaded.</p>;
  if (!retention.data) return null;
  const { days } = retention.data.data;
  return (
    <p className="data-protection__lead">
      {days === 0
        ? 'Automatic deletion is off: applications and contact messages are kept until they are erased here.'
        : `Applications and contact messages, with their resumes, are deleted automatically ${days} days after they arrive. The check runs every day.`}
    </p>
  );
}
