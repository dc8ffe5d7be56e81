import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BRAND_MARK_SVG } from '@app/shared/brand-mark';
import type { Db } from '../../db/database';
import { listenForNotices, sendNotice } from '../../db/database-notices';
import { logoPng } from '../company/company-logo';
import { readCompanySettings } from '../company/company.repository';
import { mailSenderOf, signedBy } from './mail-templates';
import { startMailWorker, type Attachment, type MailWorker } from './mail-worker';
import { notifiedAddresses } from './notifications';
import outboxRoutes from './outbox.routes';
import { messageIdDomainOf, writeMails } from './outbox.repository';
import type { AttachmentReference, OutgoingMail } from './outgoing-mail';

/** The logo's pixels in a mail's head (32 CSS pixels, sharp on high-density screens). */
const MAIL_LOGO_PX = 64;
/** The PostgreSQL channel on which a transaction that wrote mails wakes the servers' workers. */
const MAILS_WRITTEN_CHANNEL = 'outbox_written';

export interface Mail {
  /** Whether a mail server is configured: without one, mails are kept as `held`. */
  readonly delivers: boolean;
  /**
   * Writes mails to the outbox with the caller's database handle: pass the transaction of the
   * event that causes them, so that they exist exactly when it does. Delivery follows. A
   * notification whose audience has no one with notifications on is not written.
   */
  write(db: Db, mails: readonly OutgoingMail[]): Promise<void>;
  /** An absolute link to a path of the site, for mails. */
  link(path: string): string;
  /** Makes the attachments of one kind when a mail is sent (the invoice module: its PDF). */
  registerAttachment(
    kind: AttachmentReference['kind'],
    make: (reference: AttachmentReference) => Promise<Attachment>,
  ): void;
  /** Looks for due mails now. */
  wake(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mail;
  }
}

/**
 * Outgoing mail: the outbox (written in the transaction of each event), the worker that delivers
 * it over SMTP (`SMTP_URL`, STARTTLS when the server offers it) from `MAIL_FROM`, and the Admin's
 * Outbox routes.
 */
async function mailPlugin(app: FastifyInstance) {
  const { SMTP_URL, MAIL_FROM, PUBLIC_URL, HOST, PORT, DATABASE_URL } = app.config;
  const origin = PUBLIC_URL ?? `http://${HOST}:${PORT}`;
  const makers = new Map<string, (reference: AttachmentReference) => Promise<Attachment>>();
  let builtInLogo: Promise<Buffer> | undefined;

  /** The logo in the head of a mail: the one in the company settings when it has one. */
  async function logoOfMails(): Promise<Buffer> {
    const { logo } = await readCompanySettings(app.db);
    if (logo) return logoPng(app.fileStorage, logo, MAIL_LOGO_PX);
    // sharp (and libvips, 6 MB) loads with the first mail sent, not at start-up.
    return (builtInLogo ??= import('sharp').then(({ default: sharp }) =>
      sharp(Buffer.from(BRAND_MARK_SVG)).resize(MAIL_LOGO_PX, MAIL_LOGO_PX).png().toBuffer(),
    ));
  }

  let worker: MailWorker | undefined;
  if (SMTP_URL) {
    worker = startMailWorker({
      db: app.db,
      // Loaded only when mail is sent: a server without SMTP_URL starts without it.
      transport: (await import('nodemailer')).createTransport(SMTP_URL),
      from: MAIL_FROM,
      messageIdDomain: messageIdDomainOf(MAIL_FROM),
      audience: (audience) => notifiedAddresses(app.db, audience),
      log: app.log,
      logo: logoOfMails,
      attach: (reference) => {
        const make = makers.get(reference.kind);
        if (!make) throw new Error(`No attachment of kind ${reference.kind}`);
        return make(reference);
      },
    });
    app.addHook('onClose', () => worker?.stop());
    // On PostgreSQL the worker's read runs beside the writer's transaction, so woken by the write
    // itself it looked before the commit and the mails waited for its next look, up to 5 s. A
    // notice sent in the transaction arrives when it commits, at every server's worker.
    if (app.dbKind === 'postgres' && DATABASE_URL) {
      const mailsWritten = await listenForNotices({
        databaseUrl: DATABASE_URL,
        channel: MAILS_WRITTEN_CHANNEL,
        onNotice: () => worker?.wake(),
        log: app.log,
      });
      app.addHook('onClose', () => mailsWritten.close());
    }
  }

  app.decorate('mail', {
    delivers: Boolean(worker),
    async write(db, mails) {
      const heard: OutgoingMail[] = [];
      for (const mail of mails)
        if (
          typeof mail.to === 'string' ||
          (await notifiedAddresses(db, mail.to.audience)).length > 0
        )
          heard.push(mail);
      if (heard.length === 0) return;
      // Signed by the firm as its settings stand in the writing transaction.
      const sender = mailSenderOf((await readCompanySettings(db)).settings);
      const signed = heard.map((mail) => ({ ...mail, data: signedBy(mail.data, sender) }));
      await writeMails(db, signed, { deliver: Boolean(worker) });
      if (!worker) return;
      // SQLite's one connection runs the worker's read after the caller's transaction.
      if (app.dbKind === 'postgres') await sendNotice(db, MAILS_WRITTEN_CHANNEL);
      else setImmediate(() => worker?.wake());
    },
    link: (path) => new URL(path, origin).toString(),
    registerAttachment(kind, make) {
      makers.set(kind, make);
    },
    wake: () => worker?.wake(),
  } satisfies Mail);

  await app.register(outboxRoutes);
}

export default fp(mailPlugin, { name: 'mail' });
