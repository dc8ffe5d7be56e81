import type { Locale } from './locale';
import { MESSAGES } from './messages';

/**
 * The validation messages of the public forms (contact, apply, sign-in, sign-up) in German.
 * The shared schemas word their messages in English, and that English text is the message's key:
 * the browser shows a German page's errors through `localizeValidationMessage`, and the server
 * answers them in German to a request whose `Accept-Language` asks for it.
 */

/** The fields' names as the German forms label them. */
const GERMAN_FIELD_NAMES: Record<string, string> = {
  'First name': 'Vorname',
  'Last name': 'Nachname',
  Topic: 'Thema',
  Subject: 'Betreff',
  Message: 'Nachricht',
  Address: 'Adresse',
  'Start date': 'Frühester Eintrittstermin',
  Experience: 'Berufserfahrung',
  Position: 'Stelle',
  'Cover letter': 'Anschreiben',
  'Expected salary': 'Gehaltsvorstellung',
  'Email or username': 'E-Mail-Adresse oder Benutzername',
  'Full name': 'Vollständiger Name',
  Password: 'Passwort',
  'Password confirmation': 'Passwortbestätigung',
  Code: 'Code',
};

/** The spec's fixed messages of the public side. */
const GERMAN_MESSAGES: Record<string, string> = {
  [MESSAGES.invalidEmail]: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  [MESSAGES.invalidPhone]: 'Bitte geben Sie eine gültige Telefonnummer ein.',
  [MESSAGES.resumeRequired]: 'Bitte fügen Sie Ihren Lebenslauf bei (nur PDF).',
  [MESSAGES.required]: 'Dieses Feld ist erforderlich.',
  [MESSAGES.consentRequired]: 'Bitte bestätigen Sie Ihre Einwilligung, um fortzufahren.',
  [MESSAGES.salaryMin]: 'Die Gehaltsvorstellung muss 0 oder mehr betragen.',
  [MESSAGES.contactFailed]: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.',
  [MESSAGES.applyFailed]:
    'Ihre Bewerbung konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
  'Passwords do not match': 'Die Passwörter stimmen nicht überein.',
  [MESSAGES.loginFailed]: 'E-Mail-Adresse oder Passwort ist falsch.',
  [MESSAGES.signupFailed]: 'Die Registrierung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
};

const germanField = (name: string) => GERMAN_FIELD_NAMES[name] ?? name;

/** The messages the field builders of `fields.ts` word with a field's name. */
const GERMAN_PATTERNS: readonly [RegExp, (...parts: string[]) => string][] = [
  [/^(.+) is required\.$/, (field) => `${germanField(field)} ist erforderlich.`],
  [
    /^(.+) must be at most (\d+) characters\.$/,
    (field, max) => `${germanField(field)} darf höchstens ${max} Zeichen lang sein.`,
  ],
  [/^(.+) must be text\.$/, (field) => `${germanField(field)} muss ein Text sein.`],
  [
    /^(.+) must be a date \(YYYY-MM-DD\)\.$/,
    (field) => `${germanField(field)} muss ein Datum sein (JJJJ-MM-TT).`,
  ],
  [
    /^(.+) must be a real calendar date\.$/,
    (field) => `${germanField(field)} muss ein gültiges Kalenderdatum sein.`,
  ],
  [
    /^(.+) must be one of: (.+)\.$/,
    (field, values) => `${germanField(field)} muss einer dieser Werte sein: ${values}.`,
  ],
  [
    /^Resume must be at most (\d+) MB\.$/,
    (size) => `Der Lebenslauf darf höchstens ${size} MB groß sein.`,
  ],
  [
    /^Password must be at least (\d+) characters\.$/,
    (min) => `Das Passwort muss mindestens ${min} Zeichen lang sein.`,
  ],
];

/** A validation message in the page's language; a message without a translation stays as it is. */
export function localizeValidationMessage(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  const fixed = GERMAN_MESSAGES[message];
  if (fixed) return fixed;
  for (const [pattern, germanOf] of GERMAN_PATTERNS) {
    const match = pattern.exec(message);
    if (match) return germanOf(...match.slice(1));
  }
  return message;
}
