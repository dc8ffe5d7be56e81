import { contactSchema } from '@app/shared/contact';
import { z } from 'zod';

/** The shared contact rules; an unchosen topic reads as missing rather than as a wrong option. */
export const contactFormSchema = contactSchema.extend({
  topic: z.string().min(1, { error: 'Topic is required.' }).pipe(contactSchema.shape.topic),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
