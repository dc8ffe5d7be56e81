import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { EVENT_MAX_IMAGES, EVENT_MAX_VIDEOS } from '@app/shared/event';
import { MEDIA_ACCEPT, type MediaEntity, type UploadedFile } from '@app/shared/media';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { ApiRequestError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { describeError } from '../../../lib/describe-error';
import { useCreateEvent } from '../api/create-event';
import type { EventData } from '../api/event-data';
import type { AdminEvent } from '../api/get-events';
import { useUpdateEvent } from '../api/update-event';
import { EVENT_MESSAGES } from '../event-messages';
import { EVENT_FORM_FIELDS, eventFormSchema, type EventFormData, type EventFormValues } from '../event-form-schema';
import { fromMediaEntity, fromUploadedFile, type EditorMedia } from '../media/editor-media';
import { mediaKindOf } from '../media/media-checks';
import { MediaEditorDialog, MediaFieldset } from '../media/media-editor-dialog';
import { MediaUploadField } from '../media/media-upload-field';
import { useFreshUploads } from '../media/use-fresh-uploads';
import { useMediaUpload } from '../media/use-media-upload';
import { MediaOrderList } from './media-order-list';

const FORM_ID = 'event-editor-form';
const EVENT_MEDIA_KINDS = ['image', 'video'] as const;

export interface EventEditorDialogProps {
  /** The event to change; null adds a new one. */
  event: AdminEvent | null;
  onClose: () => void;
}

function initialValues(event: AdminEvent | null): EventFormValues {
  const attributes = event?.attributes;
  return { title: attributes?.title ?? '', date: attributes?.date ?? '', description: attributes?.description ?? '' };
}

function mediaOf(relation: { data: MediaEntity[] | null } | undefined): EditorMedia[] {
  return (relation?.data ?? []).map(fromMediaEntity);
}

/**
 * Adds or changes an event: title, date and description, and its images and videos, uploaded
 * here with a progress bar, put in order, and the cover chosen. Mounted while open.
 */
export function EventEditorDialog({ event, onClose }: EventEditorDialogProps) {
  const createEvent = useCreateEvent();
  const updateEvent = useUpdateEvent();
  const fresh = useFreshUploads();
  const [images, setImages] = useState(() => mediaOf(event?.attributes.images));
  const [videos, setVideos] = useState(() => mediaOf(event?.attributes.videos));
  const [mediaError, setMediaError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EventFormValues, unknown, EventFormData>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: initialValues(event),
  });

  const checkChoice = useCallback(
    (files: readonly File[]) => {
      const addedImages = files.filter((file) => mediaKindOf(file.type) === 'image').length;
      if (images.length + addedImages > EVENT_MAX_IMAGES) return EVENT_MESSAGES.tooManyImages;
      if (videos.length + files.length - addedImages > EVENT_MAX_VIDEOS) return EVENT_MESSAGES.tooManyVideos;
      return null;
    },
    [images.length, videos.length],
  );
  const upload = useMediaUpload({ accepted: EVENT_MEDIA_KINDS, checkChoice });
  const uploading = upload.progress !== null;

  function addUploaded(files: UploadedFile[]) {
    fresh.add(files.map((file) => file.id));
    const added = files.map(fromUploadedFile);
    setImages((current) => [...current, ...added.filter((media) => media.kind === 'image')]);
    setVideos((current) => [...current, ...added.filter((media) => media.kind === 'video')]);
    setMediaError(null);
  }

  function close() {
    fresh.discardAllBut([]);
    onClose();
  }

  const onSubmit = handleSubmit(async (values) => {
    const data: EventData = {
      title: values.title,
      date: values.date,
      description: values.description || null,
      images: images.map((media) => media.id),
      videos: videos.map((media) => media.id),
    };
    try {
      if (event) await updateEvent.mutateAsync({ id: event.id, data });
      else await createEvent.mutateAsync(data);
      fresh.discardAllBut([...data.images, ...data.videos]);
      toast.success(event ? EVENT_MESSAGES.saved : EVENT_MESSAGES.created);
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, EVENT_FORM_FIELDS, setError);
      const fieldErrors = error instanceof ApiRequestError ? error.fieldErrors : {};
      setMediaError(fieldErrors.images ?? fieldErrors.videos ?? null);
      toast.error(EVENT_MESSAGES.saveFailed, { description: describeError(error) });
    }
  });

  return (
    <MediaEditorDialog
      title={event ? 'Edit Event' : 'Add Event'}
      formId={FORM_ID}
      saveLabel="Save Event"
      uploading={uploading}
      waitMessage={EVENT_MESSAGES.waitForUpload}
      isSubmitting={isSubmitting}
      onCancel={close}
      size="lg"
      className="event-editor-dialog"
    >
      <form id={FORM_ID} className="event-editor" noValidate onSubmit={onSubmit}>
        <div className="event-editor__fields">
          <FormField label="Title" error={errors.title?.message} required className="event-editor__wide">
            <input className="input" type="text" autoComplete="off" {...register('title')} />
          </FormField>
          <FormField label="Date" error={errors.date?.message} required>
            <input className="input" type="date" {...register('date')} />
          </FormField>
          <FormField label="Description" error={errors.description?.message} className="event-editor__wide">
            <textarea className="input" rows={4} {...register('description')} />
          </FormField>
        </div>

        <MediaFieldset legend="Photos and videos">
          <MediaUploadField
            label="Add photos or videos"
            hint={EVENT_MESSAGES.mediaHint}
            accept={MEDIA_ACCEPT}
            multiple
            upload={upload}
            onUploaded={addUploaded}
          />
          {mediaError ? <Alert tone="error">{mediaError}</Alert> : null}
          <MediaOrderList title="Images" items={images} onChange={setImages} withCover emptyText={EVENT_MESSAGES.noImages} />
          <MediaOrderList title="Videos" items={videos} onChange={setVideos} emptyText={EVENT_MESSAGES.noVideos} />
        </MediaFieldset>
      </form>
    </MediaEditorDialog>
  );
}
