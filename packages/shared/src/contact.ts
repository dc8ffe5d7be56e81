import { z } from 'zod';
import { emailField, enumField, phoneField, requiredText } from './fields';
import { CONTACT_TOPICS } from './options';

/** The contact form of SPEC.md section 5: every field required. */
export const contactSchema = z.strictObject({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  email: emailField,
  phone: phoneField,
  topic: enumField('Topic', CONTACT_TOPICS),
  subject: requiredText('Subject', 200),
  message: requiredText('Message', 5000),
});
export type ContactInput = z.infer<typeof contactSchema>;
