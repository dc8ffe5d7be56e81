import { formatErasureCounts, type PersonalDataPreview } from '@app/shared/data-protection';
import { formatTimestamp } from '@app/shared/display-format';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm';
import { useErasePersonalData } from '../api/erase-personal-data';

const isEmpty = ({ counts }: PersonalDataPreview) =>
  counts.applications + counts.contacts + counts.files === 0;

function MoreThanListed({ listed, total }: { listed: number; total: number }) {
  return total > listed ? <li className="muted-text">and {total - listed} more</li> : null;
}

/** What erasing would delete, earlier erasures of the same e-mail, and the confirmed Erase button. */
export function ErasurePreview({ preview }: { preview: PersonalDataPreview }) {
  const confirm = useConfirm();
  const erase = useErasePersonalData();
  const summary = formatErasureCounts(preview.counts);

  const onErase = async () => {
    const confirmed = await confirm({
      title: 'Erase personal data',
      message: `Erase ${summary} sent with ${preview.email}? This cannot be undone.`,
      confirmLabel: 'Erase',
      tone: 'danger',
    });
    if (confirmed) erase.mutate(preview.email);
  };

  return (
    <div className="erasure-preview">
      <div role="status">
        <h3 className="erasure-preview__title">
          {isEmpty(preview)
            ? `Nothing is stored for ${preview.email}.`
            : `Stored for ${preview.email}: ${summary}`}
        </h3>
      </div>

      {preview.applications.length > 0 ? (
        <section aria-label="Applications">
          <h4 className="erasure-preview__heading">Applications</h4>
          <ul className="erasure-preview__list">
            {preview.applications.map((application) => (
              <li key={application.id}>
                <strong>
                  {application.firstName} {application.lastName}
                </strong>{' '}
                · {application.position} · {application.applicationStatus} · received{' '}
                {formatTimestamp(application.createdAt)} · {application.files}{' '}
                {application.files === 1 ? 'file' : 'files'}
              </li>
            ))}
            <MoreThanListed
              listed={preview.applications.length}
              total={preview.counts.applications}
            />
          </ul>
        </section>
      ) : null}

      {preview.contacts.length > 0 ? (
        <section aria-label="Messages">
          <h4 className="erasure-preview__heading">Messages</h4>
          <ul className="erasure-preview__list">
            {preview.contacts.map((contact) => (
              <li key={contact.id}>
                <strong>
                  {contact.firstName} {contact.lastName}
                </strong>{' '}
                · {contact.topic}: {contact.subject} · sent {formatTimestamp(contact.createdAt)}
              </li>
            ))}
            <MoreThanListed listed={preview.contacts.length} total={preview.counts.contacts} />
          </ul>
        </section>
      ) : null}

      {preview.erasures.length > 0 ? (
        <section aria-label="Earlier erasures">
          <h4 className="erasure-preview__heading">Erased before</h4>
          <ul className="erasure-preview__list">
            {preview.erasures.map((erasure, index) => (
              <li key={`${erasure.createdAt}-${index}`}>
                {formatTimestamp(erasure.createdAt, { withTime: true })} by {erasure.username}:{' '}
                {formatErasureCounts(erasure.counts)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {isEmpty(preview) ? null : (
        <Button variant="danger" onClick={() => void onErase()} disabled={erase.isPending}>
          {erase.isPending ? 'Erasing...' : 'Erase data'}
        </Button>
      )}
    </div>
  );
}
