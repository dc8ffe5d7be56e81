import { z } from 'zod';
import {
  collectionReads,
  defineRoute,
  idParams,
  noQuery,
  singleResponse,
  type ListFields,
} from './contract';
import { exportRoute } from './list-export';

/**
 * The mails the product sends, kept in an outbox that Admins read. `held`: written while no mail
 * server was configured, kept to read and to send by hand (Resend); `pending`: waiting for its
 * next attempt; `sent`: accepted by the mail server; `failed`: refused or unreachable for a day.
 */
export const OUTBOX_STATES = ['held', 'pending', 'sent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** Why a mail was written: each kind has one template (server `modules/mail/mail-templates.ts`). */
export const MAIL_KINDS = [
  'application-to-staff',
  'application-confirmation',
  'contact-to-staff',
  'contact-confirmation',
  'signup-to-admins',
  'account-approved',
  'password-reset',
  'invoice',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * Who hears of an event: Staff members and Admins (applications, messages), or Admins (sign-ups),
 * those of them with notifications on as the mail is sent.
 */
export const MAIL_AUDIENCES = ['staff', 'admins'] as const;
export type MailAudience = (typeof MAIL_AUDIENCES)[number];

/**
 * A mail to several people (staff hearing of an event) keeps their addresses in one `recipient`,
 * separated by ", ": an address may hold a comma but never a space, so the list splits back into
 * exactly the addresses written.
 */
export const RECIPIENT_SEPARATOR = ', ';

/** The addresses of a mail's `recipient`. */
export const recipientsOf = (recipient: string): string[] => recipient.split(RECIPIENT_SEPARATOR);

export const outboxAttributesSchema = z.object({
  kind: z.enum(MAIL_KINDS),
  audience: z
    .enum(MAIL_AUDIENCES)
    .nullable()
    .describe(
      'Who a notification goes to: the members of staff ("staff") or the Admins ("admins") with notifications on when it is sent',
    ),
  recipient: z
    .string()
    .nullable()
    .describe(
      'The address the mail goes to, or the addresses of a mail to several, separated by ", "; for a notification, those it was sent to (null until then)',
    ),
  replyTo: z.string().nullable(),
  subject: z.string(),
  state: z.enum(OUTBOX_STATES),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable().describe('When a pending mail is tried next'),
  lastError: z.string().nullable().describe('Why the last attempt failed'),
  serverResponse: z.string().nullable().describe("The mail server's answer to the delivery"),
  text: z.string().describe('The plain text part'),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxAttributes = z.infer<typeof outboxAttributesSchema>;

/** What `GET /api/outbox` may filter, sort and choose. */
export const OUTBOX_LIST_FIELDS = {
  attributes: {
    id: 'id',
    kind: 'string',
    audience: 'string',
    recipient: 'string',
    replyTo: 'string',
    subject: 'string',
    state: 'string',
    attempts: 'number',
    nextAttemptAt: 'timestamp',
    lastError: 'string',
    serverResponse: 'string',
    createdAt: 'timestamp',
    sentAt: 'timestamp',
  },
} as const satisfies ListFields;

const tag = 'Outbox';

/** The Outbox (Admin): every mail written, its state, and sending one again. */
export const outboxRoutes = {
  ...collectionReads({
    url: '/api/outbox',
    access: 'Admin',
    tag,
    attributes: outboxAttributesSchema,
    fields: OUTBOX_LIST_FIELDS,
    summaries: {
      list: 'List the mails written, newest first unless sorted (Admin)',
      get: 'Get a mail (Admin)',
    },
  }),
  export: exportRoute({
    url: '/api/outbox',
    access: 'Admin',
    tag,
    rows: 'outbox',
    fields: OUTBOX_LIST_FIELDS,
    columns: [
      ['id', 'ID'],
      ['createdAt', 'Written at'],
      ['kind', 'Kind'],
      ['audience', 'Audience'],
      ['recipient', 'Recipient'],
      ['replyTo', 'Reply to'],
      ['subject', 'Subject'],
      ['state', 'State'],
      ['attempts', 'Attempts'],
      ['nextAttemptAt', 'Next attempt at'],
      ['sentAt', 'Sent at'],
      ['lastError', 'Last error'],
      ['serverResponse', 'Server response'],
    ],
  }),
  resend: defineRoute({
    method: 'POST',
    url: '/api/outbox/:id/resend',
    access: 'Admin',
    tag,
    summary: 'Send a mail again (Admin)',
    description:
      'Queues the mail for delivery now, whatever its state: a held mail once a mail server is configured, a failed one after the cause is fixed. Refused (400) without a mail server.',
    params: idParams,
    querystring: noQuery,
    response: { 200: singleResponse(outboxAttributesSchema) },
  }),
};
