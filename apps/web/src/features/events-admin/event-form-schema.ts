import { z } from 'zod';
import { EVENT_DESCRIPTION_MAX_LENGTH, EVENT_TITLE_MAX_LENGTH } from '@app/shared/event';
import { optionalText, requiredText } from '@app/shared/fields';
import { requiredDateField } from '@app/shared/service';

/**
 * The editor's text fields, with the server's rules and messages; an empty date input reads as
 * missing (`Date is required.`). Images and videos are kept beside the form, as ordered lists.
 */
export const eventFormSchema = z.object({
  title: requiredText('Title', EVENT_TITLE_MAX_LENGTH),
  date: requiredDateField('Date'),
  description: optionalText('Description', EVENT_DESCRIPTION_MAX_LENGTH),
});

export type EventFormValues = z.input<typeof eventFormSchema>;
export type EventFormData = z.output<typeof eventFormSchema>;

export const EVENT_FORM_FIELDS = ['title', 'date', 'description'] as const;
