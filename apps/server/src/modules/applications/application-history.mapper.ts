import {
  APPLICATION_HISTORY_FIELDS,
  type ApplicationChangeEvent,
  type ApplicationHistoryEvent,
  type ApplicationNoteEvent,
} from '@app/shared/application-history';
import type { AuditChanges, AuditValue } from '@app/shared/audit';
import type { AuditLogRow } from '../audit/audit.repository';
import type { ApplicationHistoryRows, ApplicationNoteRow } from './application-history.repository';

/** A field's value as the timeline shows it: the applications' fields are text or empty. */
const asText = (value: AuditValue): string | null =>
  value === null || (Array.isArray(value) && value.length === 0) ? null : String(value);

function toChangeEvent(row: AuditLogRow): ApplicationChangeEvent {
  const changes = JSON.parse(row.changes) as AuditChanges;
  return {
    kind: 'change',
    id: row.id,
    createdAt: row.created_at,
    username: row.username,
    changes: APPLICATION_HISTORY_FIELDS.filter((field) => field in changes).map((field) => ({
      field,
      old: asText(changes[field]!.old),
      new: asText(changes[field]!.new),
    })),
  };
}

export function toNoteEvent(row: ApplicationNoteRow): ApplicationNoteEvent {
  return {
    kind: 'note',
    id: row.id,
    createdAt: row.created_at,
    username: row.author_name,
    text: row.text,
  };
}

/**
 * The changes and notes in one timeline, newest first: both lists come newest first and are
 * merged; of a change and a note made in the same millisecond, the change comes first.
 */
export function toApplicationHistory({
  changes,
  notes,
}: ApplicationHistoryRows): ApplicationHistoryEvent[] {
  const events: ApplicationHistoryEvent[] = [];
  let change = 0;
  let note = 0;
  while (change < changes.length || note < notes.length) {
    const nextChange = changes[change];
    const nextNote = notes[note];
    if (nextChange && (!nextNote || nextNote.created_at <= nextChange.created_at)) {
      events.push(toChangeEvent(nextChange));
      change += 1;
    } else {
      events.push(toNoteEvent(nextNote!));
      note += 1;
    }
  }
  return events;
}
