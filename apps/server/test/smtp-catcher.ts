import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail the catcher received: the envelope's recipients and the parsed message. */
export interface CaughtMail {
  envelopeTo: string[];
  mail: ParsedMail;
}

export interface SmtpCatcher {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  port: number;
  received: CaughtMail[];
  /** Addresses the server refuses at RCPT TO (550), as a server refuses an unknown mailbox. */
  refusedRecipients: Set<string>;
  /** Resolves with the first mail (received so far or later) that matches, or fails after `ms`. */
  waitFor(match: (caught: CaughtMail) => boolean, ms?: number): Promise<CaughtMail>;
  /** Refuses connections until `start` (a mail server that is down). */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 for tests (smtp-server), which parses every message it accepts
 * with mailparser. It offers no TLS and takes any sender and recipient.
 */
export async function startSmtpCatcher(port = 0): Promise<SmtpCatcher> {
  const received: CaughtMail[] = [];
  const waiters: { match: (caught: CaughtMail) => boolean; resolve: (c: CaughtMail) => void }[] =
    [];
  let server: SMTPServer | undefined;
  let boundPort = port;
  const refusedRecipients = new Set<string>();

  async function start() {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (!refusedRecipients.has(address.address)) return callback();
        callback(Object.assign(new Error('5.1.1 Mailbox unknown'), { responseCode: 550 }));
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            const caught = {
              envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              mail,
            };
            received.push(caught);
            for (const waiter of waiters.filter((w) => w.match(caught))) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(caught);
            }
            callback();
          })
          .catch(callback);
      },
    });
    // A client that goes away in the middle of a message (a server killed under load) resets
    // its connection, which smtp-server reports as an error of the server: a mail server drops
    // that message and carries on. Any other error is the test's to see.
    server.on('error', (error: Error & { remoteAddress?: string }) => {
      if (error.remoteAddress === undefined) throw error;
    });
    await new Promise<void>((resolve) => server!.listen(boundPort, '127.0.0.1', resolve));
    boundPort = (server.server.address() as AddressInfo).port;
  }

  await start();
  return {
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    get port() {
      return boundPort;
    },
    received,
    refusedRecipients,
    waitFor(match, ms = 10_000) {
      const found = received.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.push(waiter);
        setTimeout(() => {
          if (!waiters.includes(waiter)) return;
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(
            new Error(
              `no matching mail within ${ms} ms; received: ${received.map((c) => c.mail.subject).join(' | ')}`,
            ),
          );
        }, ms).unref();
      });
    },
    stop: () => new Promise<void>((resolve) => server!.close(() => resolve())),
    start,
  };
}
