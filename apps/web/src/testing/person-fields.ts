import { MESSAGES } from '@app/shared/messages';

/** What the person fields of a public form (components/ui/person-fields) say when left empty. */
export const EMPTY_PERSON_FIELD_MESSAGES = [
  'First name is required.',
  'Last name is required.',
  MESSAGES.invalidEmail,
  MESSAGES.invalidPhone,
];
