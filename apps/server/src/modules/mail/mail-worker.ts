import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { recipientsOf, type MailAudience } from '@app/shared/outbox';
import type { Db } from '../../db/database';
import { LOGO_CID, renderMail } from './mail-templates';
import {
  claimMail,
  dueMails,
  markAttemptFailed,
  markSent,
  messageIdOf,
  recipientListOf,
  type OutboxRow,
} from './outbox.repository';
import type { AttachmentReference } from './outgoing-mail';

/** The first retry comes 30 s after a failure; each later one waits twice as long, up to an hour. */
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/** A mail not delivered within a day of being written has failed. */
const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
/** How long a delivery may take before another worker may try the mail again. */
const DELIVERY_LEASE_MS = 2 * 60_000;
/** Due mails are looked for at least this often (others may come from another server). */
const POLL_MS = 5_000;
const BATCH = 20;

export const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), LONGEST_RETRY_MS);

/**
 * The server's answer to a delivery, with the recipients it refused: a mail to several members of
 * staff is sent once to those it accepted, and one address refused is recorded rather than retried
 * (the others would get the mail again).
 */
function serverAnswer(info: { response?: string; rejected?: string[] }): string {
  const answer = String(info.response ?? 'accepted');
  const refused = info.rejected ?? [];
  return refused.length > 0 ? `${answer} (refused: ${refused.join(', ')})` : answer;
}

export interface Attachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailWorkerOptions {
  db: Db;
  transport: Transporter;
  from: string;
  /** The domain of the Message-IDs (`MAIL_FROM`'s). */
  messageIdDomain: string;
  /** The addresses a notification's audience has as it is sent. */
  audience: (audience: MailAudience) => Promise<readonly string[]>;
  log: FastifyBaseLogger;
  logo: () => Promise<Buffer>;
  /** Makes what an attachment reference describes (an invoice's PDF). */
  attach: (reference: AttachmentReference) => Promise<Attachment>;
}

export interface MailWorker {
  /** Looks for due mails now (a mail was just written). */
  wake(): void;
  /** Stops looking and waits for the delivery under way. */
  stop(): Promise<void>;
}

/**
 * Delivers the outbox: each due mail is claimed, sent with nodemailer under its stored Message-ID,
 * and marked sent as soon as the server accepts it. A failure is retried after 30 s, then after
 * twice as long each time up to an hour, for a day; after that the mail is failed. Mails written
 * before a crash are still pending and go out when the next worker starts.
 */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  /**
   * Who a mail goes to: its recipient, or the audience of a notification as it stands now, so that
   * a notification that waited or is sent again reaches whoever is notified then.
   */
  async function addressesOf(mail: OutboxRow): Promise<readonly string[]> {
    if (mail.recipient !== null) return recipientsOf(mail.recipient);
    if (mail.audience === null) throw new Error(`Mail ${mail.id} has no recipient`);
    const addresses = await options.audience(mail.audience);
    if (addresses.length === 0)
      throw new Error(
        mail.audience === 'admins'
          ? 'No active Admin has notifications on'
          : 'No active member of staff has notifications on',
      );
    return addresses;
  }

  async function deliver(mail: OutboxRow) {
    const attempts = mail.attempts + 1;
    try {
      const references = JSON.parse(mail.attachments) as AttachmentReference[];
      const addresses = await addressesOf(mail);
      const info = await options.transport.sendMail({
        messageId: messageIdOf(mail, options.messageIdDomain),
        from: options.from,
        // As address objects, never as text nodemailer would parse: a comma in a typed address
        // must not make two recipients of it.
        to: addresses.map((address) => ({ name: '', address })),
        ...(mail.reply_to ? { replyTo: { name: '', address: mail.reply_to } } : {}),
        ...renderMail(mail.kind, JSON.parse(mail.data)),
        attachments: [
          { filename: 'logo.png', content: await options.logo(), cid: LOGO_CID },
          ...(await Promise.all(references.map(options.attach))),
        ],
      });
      await markSent(options.db, mail.id, {
        attempts,
        recipient: recipientListOf(addresses),
        response: serverAnswer(info),
      });
    } catch (error) {
      const { message, response } = error as { message?: string; response?: string };
      const givesUpAt = Date.parse(mail.created_at) + GIVE_UP_AFTER_MS;
      const retryAt = Date.now() + retryDelayMs(attempts);
      await markAttemptFailed(
        options.db,
        mail.id,
        attempts,
        { message: message ?? String(error), response: response ?? null },
        retryAt <= givesUpAt ? new Date(retryAt).toISOString() : null,
      );
      options.log.warn({ mailId: mail.id, attempts, err: error }, 'mail delivery failed');
    }
  }

  async function run() {
    do {
      again = false;
      const now = new Date();
      const due = await dueMails(options.db, now.toISOString(), BATCH);
      for (const mail of due) {
        if (stopped) return;
        const lease = new Date(now.getTime() + DELIVERY_LEASE_MS).toISOString();
        if (await claimMail(options.db, mail, lease)) await deliver(mail);
      }
      if (due.length === BATCH) again = true;
    } while (again && !stopped);
  }

  function schedule(delay: number) {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(tick, delay);
    timer.unref();
  }

  function tick() {
    if (running) {
      again = true;
      return;
    }
    running = run()
      .catch((error: unknown) => options.log.error({ err: error }, 'mail worker failed'))
      .finally(() => {
        running = undefined;
        schedule(again ? 0 : POLL_MS);
      });
  }

  schedule(0);
  return {
    wake: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
