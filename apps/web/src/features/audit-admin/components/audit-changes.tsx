import type { AuditEntryAttributes, AuditValue } from '@app/shared/audit';
import { formatTimestamp } from '@app/shared/display-format';
import { describeDetails, fieldLabel, formatAuditValue } from '../audit-labels';

function OldValue({ value }: { value: AuditValue }) {
  const text = formatAuditValue(value);
  if (!text) return <span className="audit-value audit-value--empty">(empty)</span>;
  return <del className="audit-value audit-value--old">{text}</del>;
}

function NewValue({ value }: { value: AuditValue }) {
  const text = formatAuditValue(value);
  if (!text) return <span className="audit-value audit-value--empty">(empty)</span>;
  return <ins className="audit-value audit-value--new">{text}</ins>;
}

/**
 * One field's change: `old → new` for an update, only the new value of a created entity, only
 * the old value of a deleted one. Screen readers hear "from … to …" instead of the arrow.
 */
function FieldChange({ entry, field }: { entry: AuditEntryAttributes; field: string }) {
  const change = entry.changes[field]!;
  if (entry.redactedAt) return <span className="audit-value audit-value--empty">(erased)</span>;
  if (entry.action === 'create') return <NewValue value={change.new} />;
  if (entry.action === 'delete') return <OldValue value={change.old} />;
  return (
    <>
      <span className="visually-hidden">from </span>
      <OldValue value={change.old} />
      <span className="audit-changes__arrow" aria-hidden="true">
        {' → '}
      </span>
      <span className="visually-hidden"> to </span>
      <NewValue value={change.new} />
    </>
  );
}

/** The readable diff of one audit entry, with what it says beside the fields (bulk size, counts). */
export function AuditChanges({ entry }: { entry: AuditEntryAttributes }) {
  const fields = Object.keys(entry.changes);
  const details = describeDetails(entry);
  return (
    <div className="audit-changes" data-action={entry.action}>
      {fields.length > 0 ? (
        <dl className="audit-changes__list">
          {fields.map((field) => (
            <div key={field} className="audit-changes__row">
              <dt>{fieldLabel(field)}</dt>
              <dd>
                <FieldChange entry={entry} field={field} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {details ? <p className="audit-changes__note">{details}</p> : null}
      {entry.redactedAt ? (
        <p className="audit-changes__note">
          Values erased with the personal data on {formatTimestamp(entry.redactedAt)}.
        </p>
      ) : null}
    </div>
  );
}
