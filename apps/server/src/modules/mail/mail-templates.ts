import { EXAMPLE_COMPANY_SETTINGS, type CompanySettings } from '@app/shared/company';
import { DEFAULT_LOCALE, type Locale } from '@app/shared/locale';
import type { MailKind } from '@app/shared/outbox';

/**
 * Every mail the product sends, in one place: each template gives a subject, a plain text part and
 * an HTML part in the firm's colours, one column wide so that it reads on a phone. Whatever a
 * visitor typed is escaped in the HTML, and a subject never holds a line break (a header
 * injection needs one).
 */

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/**
 * A template's mail and what it was made from: the outbox keeps the data (a few hundred bytes)
 * and the worker renders the mail again when it sends it, so that a notification to many staff
 * members does not store the same HTML once per recipient.
 */
export interface TemplatedMail<Data = unknown> {
  subject: string;
  data: Data;
}

const templated =
  <Data>(render: (data: Data) => Letter) =>
  (data: Data): TemplatedMail<Data> => ({ subject: oneLine(render(data).subject), data });

/** Who mails are from, as their head, signature and footer name the firm (company settings). */
export type MailSender = Pick<CompanySettings, 'legalName' | 'tradingName' | 'office' | 'email'>;

export const mailSenderOf = ({ legalName, tradingName, office, email }: CompanySettings) => ({
  legalName,
  tradingName,
  office,
  email,
});

/**
 * A template's data with the sender as the company settings stood when the mail was written, as
 * the outbox keeps it. Mails written before there were settings are signed with the examples,
 * which were the firm's details then.
 */
export const signedBy = (data: unknown, sender: MailSender) => ({ ...(data as object), sender });

/** The logo's content id: the HTML part shows the PNG attached under it. */
export const LOGO_CID = 'logo@mail';

const BRAND = '#145253';
const BRAND_DARK = '#0b2e2f';
const ACCENT = '#f5a524';
const INK = '#13201f';
const MUTED = '#566664';
const SURFACE = '#f5f8f7';
const LINE = '#d9e2e1';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside HTML elements and attribute values. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** A header value on one line: line breaks (and other control characters) become spaces. */
export const oneLine = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();

/**
 * A block of a mail: a paragraph, a quoted text the sender wrote, facts, a button, or the firm's
 * signature (`team`: "The Ravi Software team", `firm`: the legal name).
 */
type Block =
  | { signature: 'team' | 'firm' }
  | { paragraph: string }
  | { quote: string }
  | { facts: [label: string, value: string][] }
  | { action: { label: string; url: string } };

type WrittenBlock = Exclude<Block, { signature: unknown }>;

function htmlOf(block: WrittenBlock): string {
  if ('paragraph' in block)
    return `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${INK};white-space:pre-line">${escapeHtml(block.paragraph)}</p>`;
  if ('quote' in block)
    return `<div style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${ACCENT};background:${SURFACE};font-size:15px;line-height:22px;color:${INK};white-space:pre-wrap">${escapeHtml(block.quote)}</div>`;
  if ('facts' in block)
    return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse;width:100%">${block.facts
      .map(
        ([label, value]) =>
          `<tr><td style="padding:6px 12px 6px 0;font-size:14px;color:${MUTED};vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:6px 0;font-size:15px;color:${INK}">${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>`;
  return `<p style="margin:8px 0 24px"><a href="${escapeHtml(block.action.url)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:${BRAND};color:#ffffff;font-size:16px;font-weight:600;text-decoration:none">${escapeHtml(block.action.label)}</a></p>`;
}

function textOf(block: WrittenBlock): string {
  if ('paragraph' in block) return block.paragraph;
  if ('quote' in block) return block.quote.replace(/^/gm, '> ');
  if ('facts' in block) return block.facts.map(([label, value]) => `${label}: ${value}`).join('\n');
  return `${block.action.label}: ${block.action.url}`;
}

/**
 * A mail's own content, which `framed` puts in the firm's layout; `lang` is the language it is
 * written in (the confirmations to visitors speak the language of the page they used).
 */
interface Letter {
  subject: string;
  heading: string;
  blocks: Block[];
  lang?: Locale;
}

const mail = (subject: string, heading: string, blocks: Block[], lang?: Locale): Letter => ({
  subject,
  heading,
  blocks,
  lang,
});

function signed(block: Block, sender: MailSender, lang: Locale): WrittenBlock {
  if (!('signature' in block)) return block;
  if (lang === 'de') {
    const name =
      block.signature === 'team' ? `Ihr Team von ${sender.tradingName}` : sender.legalName;
    return { paragraph: `Mit freundlichen Grüßen\n${name}` };
  }
  const name = block.signature === 'team' ? `The ${sender.tradingName} team` : sender.legalName;
  return { paragraph: `Kind regards,\n${name}` };
}

/** A mail in the firm's layout: the logo and name on the brand colour, the blocks, the footer. */
function framed(
  { subject, heading, blocks: letterBlocks, lang = DEFAULT_LOCALE }: Letter,
  sender: MailSender,
): MailContent {
  const line = oneLine(subject);
  const blocks = letterBlocks.map((block) => signed(block, sender, lang));
  const footer = `${sender.legalName} · ${sender.office.street}, ${sender.office.city} · ${sender.email}`;
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(line)}</title></head>
<body style="margin:0;padding:0;background:${SURFACE};font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" style="border-collapse:collapse;background:${SURFACE}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:600px;border-collapse:collapse;background:#ffffff;border:1px solid ${LINE};border-radius:12px;overflow:hidden">
<tr><td style="padding:20px 24px;background:${BRAND_DARK}"><img src="cid:${LOGO_CID}" width="32" height="32" alt="" style="vertical-align:middle;border:0"> <span style="vertical-align:middle;font-size:18px;font-weight:700;color:#ffffff;padding-left:8px">${escapeHtml(sender.tradingName)}</span></td></tr>
<tr><td style="padding:28px 24px 8px"><h1 style="margin:0 0 20px;font-size:22px;line-height:30px;color:${BRAND_DARK}">${escapeHtml(heading)}</h1>
${blocks.map(htmlOf).join('\n')}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${LINE};font-size:13px;line-height:20px;color:${MUTED}">${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [heading, ...blocks.map(textOf), '--', footer].join('\n\n');
  return { subject: line, text, html };
}

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

function renderApplicationToStaff(application: {
  firstName: string;
  lastName: string;
  email: string;
  position: string;
  startDate: string;
  link: string;
}): Letter {
  const name = fullName(application);
  return mail(`New application: ${name} for ${application.position}`, 'A new application', [
    { paragraph: `${name} applied for ${application.position}.` },
    {
      facts: [
        ['Position', application.position],
        ['E-mail', application.email],
        ['Can start', application.startDate],
      ],
    },
    { action: { label: 'Open the application', url: application.link } },
  ]);
}

function renderApplicationConfirmation(application: {
  firstName: string;
  position: string;
  /** Absent in mails written before there was a German site. */
  locale?: Locale;
}): Letter {
  if (application.locale === 'de')
    return mail(
      `Ihre Bewerbung als ${application.position} ist bei uns eingegangen`,
      `Vielen Dank, ${application.firstName}`,
      [
        {
          paragraph: `Ihre Bewerbung als ${application.position} ist bei uns eingegangen. Unser Team liest jede Bewerbung und meldet sich bei Ihnen.`,
        },
        { signature: 'team' },
      ],
      'de',
    );
  return mail(
    `We received your application for ${application.position}`,
    `Thank you, ${application.firstName}`,
    [
      {
        paragraph: `We received your application for ${application.position}. Our team reads every application and will get back to you.`,
      },
      { signature: 'team' },
    ],
  );
}

function renderContactToStaff(message: {
  firstName: string;
  lastName: string;
  email: string;
  topic: string;
  subject: string;
  message: string;
  link: string;
}): Letter {
  const name = fullName(message);
  return mail(`New message (${message.topic}): ${message.subject}`, 'A new message', [
    { paragraph: `${name} (${message.email}) wrote about ${message.topic}:` },
    { facts: [['Subject', message.subject]] },
    { quote: message.message },
    { paragraph: 'Reply to this mail to answer the sender.' },
    { action: { label: 'Open the messages', url: message.link } },
  ]);
}

function renderContactConfirmation(message: {
  firstName: string;
  subject: string;
  message: string;
  /** Absent in mails written before there was a German site. */
  locale?: Locale;
}): Letter {
  if (message.locale === 'de')
    return mail(
      `Ihre Nachricht ist bei uns eingegangen: ${message.subject}`,
      `Vielen Dank, ${message.firstName}`,
      [
        {
          paragraph:
            'Ihre Nachricht ist bei uns eingegangen, wir antworten Ihnen bald. Das haben Sie uns geschickt:',
        },
        { facts: [['Betreff', message.subject]] },
        { quote: message.message },
      ],
      'de',
    );
  return mail(`We received your message: ${message.subject}`, `Thank you, ${message.firstName}`, [
    { paragraph: 'We received your message and will answer soon. This is what you sent:' },
    { facts: [['Subject', message.subject]] },
    { quote: message.message },
  ]);
}

function renderSignupToAdmins(account: { username: string; email: string; link: string }): Letter {
  return mail(
    `New account waiting for approval: ${account.username}`,
    'An account waits for approval',
    [
      {
        paragraph: `${account.username} (${account.email}) signed up. The account has no access to the admin area until an Admin makes it Staff.`,
      },
      { action: { label: 'Open Users', url: account.link } },
    ],
  );
}

function renderAccountApproved(account: { username: string; link: string }): Letter {
  return mail('Your account is approved', `Welcome, ${account.username}`, [
    { paragraph: 'Your account now has access to the admin area.' },
    { action: { label: 'Sign in', url: account.link } },
  ]);
}

function renderPasswordReset(account: {
  username: string;
  link: string;
  validForMinutes: number;
}): Letter {
  return mail('Reset your password', 'Reset your password', [
    {
      paragraph: `Someone asked to reset the password of ${account.username}. If it was you, choose a new password with the button below; the link works once, for ${account.validForMinutes} minutes.`,
    },
    { action: { label: 'Choose a new password', url: account.link } },
    { paragraph: 'If it was not you, ignore this mail: your password stays as it is.' },
  ]);
}

function renderInvoiceToCustomer(invoice: {
  customerName: string;
  invoiceNumber: string;
  invoiceDate: string;
  total: string;
  dueDate: string;
}): Letter {
  return mail(`Invoice ${invoice.invoiceNumber}`, `Invoice ${invoice.invoiceNumber}`, [
    {
      paragraph: `Dear ${invoice.customerName}, please find attached our invoice ${invoice.invoiceNumber}.`,
    },
    {
      facts: [
        ['Invoice date', invoice.invoiceDate],
        ['Total', invoice.total],
        ['Due by', invoice.dueDate],
      ],
    },
    { signature: 'firm' },
  ]);
}

export const applicationToStaff = templated(renderApplicationToStaff);
export const applicationConfirmation = templated(renderApplicationConfirmation);
export const contactToStaff = templated(renderContactToStaff);
export const contactConfirmation = templated(renderContactConfirmation);
export const signupToAdmins = templated(renderSignupToAdmins);
export const accountApproved = templated(renderAccountApproved);
export const passwordReset = templated(renderPasswordReset);
export const invoiceToCustomer = templated(renderInvoiceToCustomer);

const RENDERERS: Record<MailKind, (data: never) => Letter> = {
  'application-to-staff': renderApplicationToStaff,
  'application-confirmation': renderApplicationConfirmation,
  'contact-to-staff': renderContactToStaff,
  'contact-confirmation': renderContactConfirmation,
  'signup-to-admins': renderSignupToAdmins,
  'account-approved': renderAccountApproved,
  'password-reset': renderPasswordReset,
  invoice: renderInvoiceToCustomer,
};

/** A mail of the outbox rendered from its kind and the data it was written with (`signedBy`). */
export function renderMail(kind: MailKind, data: unknown): MailContent {
  const { sender = mailSenderOf(EXAMPLE_COMPANY_SETTINGS), ...templateData } = data as {
    sender?: MailSender;
  };
  return framed((RENDERERS[kind] as (data: unknown) => Letter)(templateData), sender);
}
