import { EMAIL_PATTERN } from '@app/shared/fields';
import type { Locale } from '@app/shared/locale';
import type { RoleName } from '@app/shared/options';
import type { MailAudience } from '@app/shared/outbox';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import {
  accountApproved,
  applicationConfirmation,
  applicationToStaff,
  contactConfirmation,
  contactToStaff,
  signupToAdmins,
} from './mail-templates';
import type { OutgoingMail } from './outgoing-mail';

/**
 * The mails of the events staff hear of (applications, messages, sign-ups) and of an approved
 * account, which the caller writes (`app.mail.write`) in the transaction of the event itself.
 * Staff hear of an event in one mail addressed to its audience, whose addresses the worker finds
 * when it sends it: an event costs one outbox row however many people are told, and a mail that
 * waits reaches whoever is notified when it goes.
 */

/** Makes an absolute link to a path of the site (`app.mail.link`). */
export type LinkTo = (path: string) => string;

const AUDIENCE_ROLES: Record<MailAudience, RoleName[]> = {
  staff: ['Staff', 'Admin'],
  admins: ['Admin'],
};

/**
 * The e-mails of the audience's active accounts that have notifications on, oldest first. An
 * address no form would take (a space in it, from an account made outside them) cannot receive
 * mail and would break the list of recipients: it is left out rather than failing the event.
 */
export async function notifiedAddresses(db: Db, audience: MailAudience): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('email')
    .where('role', 'in', AUDIENCE_ROLES[audience])
    // `+disabled` keeps SQLite off the (disabled, id) index: without statistics it would walk that
    // index through every active account to save sorting the few of these roles, which took twice
    // as long with 1,000 accounts.
    .where(sql<number>`+${sql.ref('disabled')}`, '=', 0)
    .where('notifications', '=', 1)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.email).filter((email) => EMAIL_PATTERN.test(email));
}

/** A path below /manage with the filters of its tab in the query string. */
function tabPath(tab: string, filters: Record<string, string>) {
  const query = new URLSearchParams(filters).toString();
  return `/manage/${tab}${query ? `?${query}` : ''}`;
}

/** What the mails of a new application tell of it: these fields of its stored row. */
interface NewApplication {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  position: string;
  start_date: string;
  locale: Locale;
}

/**
 * A new application: one mail to the notified Staff members and Admins, and a confirmation to the
 * applicant in the language of the page they applied on. The Applications tab has no page per application; its link filters the list by the
 * applicant's last name, the position and the start date, which finds this one at the top.
 */
export function newApplicationMails(link: LinkTo, application: NewApplication): OutgoingMail[] {
  const applicant = {
    firstName: application.first_name,
    lastName: application.last_name,
    email: application.email,
    position: application.position,
  };
  const toStaff = applicationToStaff({
    ...applicant,
    startDate: application.start_date,
    link: link(
      tabPath('applications', {
        name: application.last_name,
        position: application.position,
        startDate: application.start_date,
      }),
    ),
  });
  return [
    {
      kind: 'application-to-staff',
      to: { audience: 'staff' },
      applicationId: application.id,
      ...toStaff,
    },
    {
      kind: 'application-confirmation',
      to: application.email,
      applicationId: application.id,
      ...applicationConfirmation({ ...applicant, locale: application.locale }),
    },
  ];
}

/** What the mails of a new contact message tell of it: these fields of its stored row. */
interface NewContactMessage {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  topic: string;
  subject: string;
  message: string;
  locale: Locale;
}

/**
 * A new contact message: one mail to the notified Staff members and Admins, answerable by
 * replying (Reply-To is the sender), and a copy to the sender in the language of the page they
 * wrote from.
 */
export function newContactMails(link: LinkTo, message: NewContactMessage): OutgoingMail[] {
  const sent = {
    firstName: message.first_name,
    lastName: message.last_name,
    email: message.email,
    topic: message.topic,
    subject: message.subject,
    message: message.message,
  };
  const toStaff = contactToStaff({
    ...sent,
    link: link(tabPath('messages', { email: message.email, topic: message.topic })),
  });
  return [
    {
      kind: 'contact-to-staff',
      to: { audience: 'staff' },
      replyTo: message.email,
      contactId: message.id,
      ...toStaff,
    },
    {
      kind: 'contact-confirmation',
      to: message.email,
      contactId: message.id,
      ...contactConfirmation({ ...sent, locale: message.locale }),
    },
  ];
}

/** A new sign-up: one mail to the notified active Admins, who may approve it in Users. */
export function signupMails(
  link: LinkTo,
  account: { username: string; email: string },
): OutgoingMail[] {
  const content = signupToAdmins({
    username: account.username,
    email: account.email,
    link: link(tabPath('users', { role: 'Registered' })),
  });
  return [{ kind: 'signup-to-admins', to: { audience: 'admins' }, ...content }];
}

/** What decides an account's mail, and addresses it: these fields of its stored row. */
interface AccountState {
  username: string;
  email: string;
  role: RoleName;
  disabled: number;
}

/**
 * The mail an account gets when an Admin approves it (Registered becomes Staff, and the account
 * is active): none for any other change.
 */
export function accountApprovedMails(
  link: LinkTo,
  before: AccountState,
  after: AccountState,
): OutgoingMail[] {
  if (before.role !== 'Registered' || after.role !== 'Staff' || after.disabled) return [];
  return [
    {
      kind: 'account-approved',
      to: after.email,
      ...accountApproved({ username: after.username, link: link('/login') }),
    },
  ];
}
