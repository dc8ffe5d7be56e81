import { useState } from 'react';
import { useUpdateApplication } from '../api/update-application';
import { applicantName, type Application } from '../types';

export const INTERVIEW_TIME_MAX_LENGTH = 200;

/**
 * Interview time as free text in the row, saved when the field loses focus (Enter does that too).
 * An unchanged value is not sent; Escape puts the stored value back.
 */
export function InterviewTimeInput({ application }: { application: Application }) {
  const stored = application.attributes.interviewTime ?? '';
  const [draft, setDraft] = useState(stored);
  const [shown, setShown] = useState(stored);
  // A new stored value (saved, rolled back or reloaded) replaces what the field shows.
  if (stored !== shown) {
    setShown(stored);
    setDraft(stored);
  }
  const update = useUpdateApplication();

  const save = () => {
    const next = draft.trim();
    if (next === stored.trim()) {
      setDraft(stored);
      return;
    }
    update.mutate(
      { id: application.id, data: { interviewTime: next } },
      { onError: () => setDraft(stored) },
    );
  };

  return (
    <input
      className="input input--inline interview-time"
      type="text"
      aria-label={`Interview time for ${applicantName(application)}`}
      placeholder="Not scheduled"
      maxLength={INTERVIEW_TIME_MAX_LENGTH}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
        if (event.key === 'Escape') setDraft(stored);
      }}
    />
  );
}
