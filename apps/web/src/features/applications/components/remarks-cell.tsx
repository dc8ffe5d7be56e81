import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogFormFooter } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { useUpdateApplication } from '../api/update-application';
import { applicantName, type Application } from '../types';

export const REMARKS_MAX_LENGTH = 5000;

function RemarksForm({ application, onDone }: { application: Application; onDone: () => void }) {
  const stored = application.attributes.remarks ?? '';
  const [text, setText] = useState(stored);
  const update = useUpdateApplication();

  const save = async () => {
    if (text.trim() === stored.trim()) {
      onDone();
      return;
    }
    try {
      await update.mutateAsync({ id: application.id, data: { remarks: text.trim() } });
      onDone();
    } catch {
      // The toast has said what failed; the dialog stays open with the text so nothing is lost.
    }
  };

  return (
    <form
      id={`remarks-form-${application.id}`}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <FormField label="Remarks">
        <textarea
          className="input"
          rows={6}
          maxLength={REMARKS_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </FormField>
      <DialogFormFooter
        onCancel={onDone}
        busy={update.isPending}
        submitLabel="Save"
        busyLabel="Saving..."
      />
    </form>
  );
}

/** The remarks of a row (shortened) and a button that edits them in a dialog with Save. */
export function RemarksCell({ application }: { application: Application }) {
  const [open, setOpen] = useState(false);
  const remarks = application.attributes.remarks?.trim();
  const name = applicantName(application);
  return (
    <div className="remarks-cell">
      {remarks ? (
        <span className="remarks-cell__text" title={remarks}>
          {remarks}
        </span>
      ) : (
        <span className="remarks-cell__empty">No remarks</span>
      )}
      <Button
        variant="ghost"
        size="sm"
        className="remarks-cell__edit"
        aria-label={`Edit remarks for ${name}`}
        title="Edit remarks"
        onClick={() => setOpen(true)}
      >
        <Pencil aria-hidden="true" size={15} />
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Edit remarks"
        description={`${name} · ${application.attributes.position}`}
      >
        <RemarksForm application={application} onDone={() => setOpen(false)} />
      </Dialog>
    </div>
  );
}
