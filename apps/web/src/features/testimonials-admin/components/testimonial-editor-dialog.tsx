import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { IMAGE_MIME_TYPES, type UploadedFile } from '@app/shared/media';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { ApiRequestError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { fromMediaEntity, fromUploadedFile, type EditorMedia } from '../../events-admin/media/editor-media';
import { MediaEditorDialog, MediaFieldset } from '../../events-admin/media/media-editor-dialog';
import { MediaUploadField } from '../../events-admin/media/media-upload-field';
import { useFreshUploads } from '../../events-admin/media/use-fresh-uploads';
import { useMediaUpload } from '../../events-admin/media/use-media-upload';
import { describeError } from '../../../lib/describe-error';
import { useCreateTestimonial } from '../api/create-testimonial';
import type { Testimonial } from '../api/get-testimonials';
import type { TestimonialData } from '../api/testimonial-data';
import { useUpdateTestimonial } from '../api/update-testimonial';
import { TESTIMONIAL_FORM_FIELDS, testimonialFormSchema, type TestimonialFormData, type TestimonialFormValues } from '../testimonial-form-schema';
import { TESTIMONIAL_MESSAGES } from '../testimonial-messages';
import { TestimonialAvatar } from './testimonial-avatar';

const FORM_ID = 'testimonial-editor-form';
const PHOTO_ACCEPT = IMAGE_MIME_TYPES.join(',');
const ACCEPTED_KINDS = ['image'] as const;

export interface TestimonialEditorDialogProps {
  /** The testimonial to change; null adds a new one. */
  testimonial: Testimonial | null;
  onClose: () => void;
}

/** Adds or changes a testimonial: name, message and an optional photo (uploaded, previewed, removed). */
export function TestimonialEditorDialog({ testimonial, onClose }: TestimonialEditorDialogProps) {
  const createTestimonial = useCreateTestimonial();
  const updateTestimonial = useUpdateTestimonial();
  const fresh = useFreshUploads();
  const upload = useMediaUpload({ accepted: ACCEPTED_KINDS });
  const uploading = upload.progress !== null;
  const uploadInputRef = useRef<HTMLInputElement>(null);
  const stored = testimonial?.attributes.photo?.data;
  const [photo, setPhoto] = useState<EditorMedia | null>(() => (stored ? fromMediaEntity(stored) : null));
  const [photoError, setPhotoError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<TestimonialFormValues, unknown, TestimonialFormData>({
    resolver: zodResolver(testimonialFormSchema),
    defaultValues: { name: testimonial?.attributes.name ?? '', message: testimonial?.attributes.message ?? '' },
  });

  const name = useWatch({ control, name: 'name' });

  function takeUploadedPhoto([file]: UploadedFile[]) {
    if (!file) return;
    fresh.add([file.id]);
    setPhoto(fromUploadedFile(file));
    setPhotoError(null);
  }

  function removePhoto() {
    setPhoto(null);
    uploadInputRef.current?.focus();
  }

  function close() {
    fresh.discardAllBut([]);
    onClose();
  }

  const onSubmit = handleSubmit(async (values) => {
    const data: TestimonialData = { name: values.name, message: values.message, photo: photo?.id ?? null };
    try {
      if (testimonial) await updateTestimonial.mutateAsync({ id: testimonial.id, data });
      else await createTestimonial.mutateAsync(data);
      fresh.discardAllBut(data.photo === null ? [] : [data.photo]);
      toast.success(testimonial ? TESTIMONIAL_MESSAGES.saved : TESTIMONIAL_MESSAGES.created);
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, TESTIMONIAL_FORM_FIELDS, setError);
      setPhotoError(error instanceof ApiRequestError ? (error.fieldErrors.photo ?? null) : null);
      toast.error(TESTIMONIAL_MESSAGES.saveFailed, { description: describeError(error) });
    }
  });

  return (
    <MediaEditorDialog
      title={testimonial ? 'Edit Testimonial' : 'Add Testimonial'}
      formId={FORM_ID}
      saveLabel="Save Testimonial"
      uploading={uploading}
      waitMessage={TESTIMONIAL_MESSAGES.waitForUpload}
      isSubmitting={isSubmitting}
      onCancel={close}
    >
      <form id={FORM_ID} className="testimonial-editor" noValidate onSubmit={onSubmit}>
        <FormField label="Name" error={errors.name?.message} required>
          <input className="input" type="text" autoComplete="off" {...register('name')} />
        </FormField>
        <FormField label="Message" error={errors.message?.message} required>
          <textarea className="input" rows={5} {...register('message')} />
        </FormField>

        <MediaFieldset legend="Photo">
          <div className="testimonial-editor__current">
            <TestimonialAvatar name={name} src={photo?.previewUrl ?? null} size="lg" />
            {photo ? (
              <div className="testimonial-editor__photo-info">
                <span className="testimonial-editor__photo-name" title={photo.name}>
                  {photo.name}
                </span>
                <Button variant="ghost" size="sm" className="button--danger-text" onClick={removePhoto}>
                  <Trash2 aria-hidden="true" size={14} />
                  Remove photo
                </Button>
              </div>
            ) : (
              <p className="testimonial-editor__no-photo">{TESTIMONIAL_MESSAGES.noPhoto}</p>
            )}
          </div>
          <MediaUploadField
            label={photo ? 'Replace photo' : 'Upload photo'}
            hint={TESTIMONIAL_MESSAGES.photoHint}
            accept={PHOTO_ACCEPT}
            upload={upload}
            onUploaded={takeUploadedPhoto}
            inputRef={uploadInputRef}
          />
          {photoError ? <Alert tone="error">{photoError}</Alert> : null}
        </MediaFieldset>
      </form>
    </MediaEditorDialog>
  );
}
