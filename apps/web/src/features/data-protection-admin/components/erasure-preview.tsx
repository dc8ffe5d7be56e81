import { formatErasureCounts, type PersonalDataPreview } from '@app/shared/data-protection';
import { formatTimestamp } from '@app/shared/display-format';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm';
import { useErasePersonalData } from '../api/erase-personal-data';

const isEmpty = ({ counts }: PersonalDataPreview) =>
  counts.applications + counts.contacts + counts.files === 0;

interface PreviewListProps<T> {
  /** The section's accessible name. */
  label: string;
  heading: string;
  items: readonly T[];
  /** How many there are when the preview lists only the first ones. */
  total?: number;
  keyOf: (item: T, index: number) => string | number;
  renderItem: (item: T) => ReactNode;
}

/** One kind of stored record, when there is any, with how many more than are listed. */
function PreviewList<T>({ label, heading, items, total, keyOf, renderItem }: PreviewListProps<T>) {
  if (items.length === 0) return null;
  return (
    <section aria-label={label}>
      <h4 className="erasure-preview__heading">{heading}</h4>
      <ul className="erasure-preview__list">
        {items.map((item, index) => (
          <li key={keyOf(item, index)}>{renderItem(item)}</li>
        ))}
        {total !== undefined && total > items.length ? (
          <li className="muted-text">and {total - items.length} more</li>
        ) : null}
      </ul>
    </section>
  );
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

      <PreviewList
        label="Applications"
        heading="Applications"
        items={preview.applications}
        total={preview.counts.applications}
        keyOf={(application) => application.id}
        renderItem={(application) => (
          <>
            <strong>
              {application.firstName} {application.lastName}
            </strong>{' '}
            · {application.position} · {application.applicationStatus} · received{' '}
            {formatTimestamp(application.createdAt)} · {application.files}{' '}
            {application.files === 1 ? 'file' : 'files'}
          </>
        )}
      />

      <PreviewList
        label="Messages"
        heading="Messages"
        items={preview.contacts}
        total={preview.counts.contacts}
        keyOf={(contact) => contact.id}
        renderItem={(contact) => (
          <>
            <strong>
              {contact.firstName} {contact.lastName}
            </strong>{' '}
            · {contact.topic}: {contact.subject} · sent {formatTimestamp(contact.createdAt)}
          </>
        )}
      />

      <PreviewList
        label="Earlier erasures"
        heading="Erased before"
        items={preview.erasures}
        keyOf={(erasure, index) => `${erasure.createdAt}-${index}`}
        renderItem={(erasure) => (
          <>
            {formatTimestamp(erasure.createdAt, { withTime: true })} by {erasure.username}:{' '}
            {formatErasureCounts(erasure.counts)}
          </>
        )}
      />

      {isEmpty(preview) ? null : (
        <Button variant="danger" onClick={() => void onErase()} disabled={erase.isPending}>
          {erase.isPending ? 'Erasing...' : 'Erase data'}
        </Button>
      )}
    </div>
  );
}
