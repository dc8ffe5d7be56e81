import { useState } from 'react';
import { toast } from 'sonner';
import {
  NOTE_MAX_LENGTH,
  type ApplicationHistoryEvent,
  type ApplicationHistoryField,
} from '@app/shared/application-history';
import { formatTimestamp } from '@app/shared/display-format';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { useAddApplicationNote } from '../api/add-application-note';
import { useApplicationHistory } from '../api/get-application-history';

export const HISTORY_LOAD_FAILED = 'Failed to load the history.';
export const NOTE_FAILED = 'Failed to add the note.';

const FIELD_LABELS: Record<ApplicationHistoryField, string> = {
  applicationStatus: 'Status',
  interviewTime: 'Interview time',
  remarks: 'Remarks',
};

function Value({ text }: { text: string | null }) {
  return text ? (
    <span className="timeline__value">{text}</span>
  ) : (
    <span className="timeline__value timeline__value--empty">empty</span>
  );
}

function TimelineEvent({ event }: { event: ApplicationHistoryEvent }) {
  return (
    <li className={`timeline__event timeline__event--${event.kind}`}>
      <p className="timeline__meta">
        <strong>{event.username}</strong> {event.kind === 'note' ? 'added a note' : 'changed'} ·{' '}
        <time dateTime={event.createdAt}>
          {formatTimestamp(event.createdAt, { withTime: true })}
        </time>
      </p>
      {event.kind === 'note' ? (
        <p className="timeline__note prewrap-text">{event.text}</p>
      ) : (
        <ul className="timeline__changes">
          {event.changes.map((change) => (
            <li key={change.field}>
              {FIELD_LABELS[change.field]}: <Value text={change.old} />
              <span aria-hidden="true"> → </span>
              <span className="visually-hidden"> changed to </span>
              <Value text={change.new} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function NoteForm({ applicationId }: { applicationId: number }) {
  const [text, setText] = useState('');
  const addNote = useAddApplicationNote();
  return (
    <form
      className="timeline__form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return;
        addNote.mutate(
          { id: applicationId, text: text.trim() },
          {
            onSuccess: () => {
              setText('');
              toast.success('Note added.');
            },
            onError: () => toast.error(NOTE_FAILED),
          },
        );
      }}
    >
      <FormField
        label="Add a note"
        hint="Staff see it in this timeline; erased with the application."
      >
        <textarea
          className="input"
          rows={3}
          maxLength={NOTE_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </FormField>
      <Button type="submit" size="sm" disabled={addNote.isPending || !text.trim()}>
        {addNote.isPending ? 'Adding...' : 'Add note'}
      </Button>
    </form>
  );
}

/**
 * The application's timeline, newest first: every change of its status, interview time and
 * remarks (who, when, old → new) and the notes Staff added, with the form to add one.
 */
export function ApplicationTimeline({ applicationId }: { applicationId: number }) {
  const history = useApplicationHistory(applicationId);
  const events = history.data?.data;
  return (
    <section className="application-page__timeline" aria-labelledby="application-history-title">
      <h3 id="application-history-title">History and notes</h3>
      <NoteForm applicationId={applicationId} />
      {history.isError ? (
        <Alert tone="error">{HISTORY_LOAD_FAILED}</Alert>
      ) : events === undefined ? (
        <p className="muted-text">Loading the history…</p>
      ) : events.length === 0 ? (
        <p className="muted-text">No changes or notes yet.</p>
      ) : (
        <ol className="timeline" aria-label="Changes and notes, newest first">
          {events.map((event) => (
            <TimelineEvent key={`${event.kind}-${event.id}`} event={event} />
          ))}
        </ol>
      )}
    </section>
  );
}
