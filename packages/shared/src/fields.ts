import { z } from 'zod';
import { PHONE_MAX_LENGTH, PHONE_MIN_LENGTH } from './constants';
import { MESSAGES } from './messages';

/** Text, @, text, dot, text: the simple pattern of SPEC.md section 5. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits, plus, hyphen, parentheses or spaces; the length is checked separately. */
export const PHONE_PATTERN = /^[0-9+\-() ]+$/;
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** PostgreSQL cannot store this character in text: the server refuses it wherever text comes in. */
export const NUL_CHARACTER = '\u0000';

export function requiredText(label: string, maxLength: number) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(maxLength, { error: `${label} must be at most ${maxLength} characters.` });
}

export function optionalText(label: string, maxLength: number) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(maxLength, { error: `${label} must be at most ${maxLength} characters.` });
}

export const emailField = z
  .string({ error: MESSAGES.invalidEmail })
  .trim()
  .max(254, { error: MESSAGES.invalidEmail })
  .regex(EMAIL_PATTERN, { error: MESSAGES.invalidEmail });

export const phoneField = z
  .string({ error: MESSAGES.invalidPhone })
  .trim()
  .min(PHONE_MIN_LENGTH, { error: MESSAGES.invalidPhone })
  .max(PHONE_MAX_LENGTH, { error: MESSAGES.invalidPhone })
  .regex(PHONE_PATTERN, { error: MESSAGES.invalidPhone });

/** A calendar date as `YYYY-MM-DD`, kept as text so no time zone can shift it. */
export function isoDateField(label: string) {
  return (
    z
      .string({ error: `${label} is required.` })
      // abort: text that is not YYYY-MM-DD gets this one message, not also the calendar check's.
      .regex(ISO_DATE_PATTERN, { error: `${label} must be a date (YYYY-MM-DD).`, abort: true })
      .refine(isRealCalendarDate, { error: `${label} must be a real calendar date.` })
  );
}

export function isRealCalendarDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Whether a field was left empty: missing, null, or an empty text (an empty input or select). */
export const isBlankInput = (input: unknown) =>
  input === undefined || input === null || input === '';

/** One of a fixed list; an empty select reads as missing rather than as a wrong choice. */
export function enumField<const T extends readonly [string, ...string[]]>(
  label: string,
  values: T,
) {
  return z.enum(values, {
    error: (issue) =>
      isBlankInput(issue.input)
        ? `${label} is required.`
        : `${label} must be one of: ${values.join(', ')}.`,
  });
}
