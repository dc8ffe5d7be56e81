import { connect, type Socket } from 'node:net';
import { once } from 'node:events';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCatcher, type SmtpCatcher } from './smtp-catcher';

/** Sends `line` and resolves with the server's next reply. */
async function command(socket: Socket, line: string): Promise<string> {
  socket.write(`${line}\r\n`);
  const [reply] = (await once(socket, 'data')) as [Buffer];
  return reply.toString();
}

describe('the SMTP catcher', () => {
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
  });
  afterAll(() => smtp.stop());

  it('carries on when a client resets its connection in the middle of a message', async () => {
    // As a server killed under load does: MAIL FROM accepted, then the connection reset.
    const socket = connect(smtp.port, '127.0.0.1');
    await once(socket, 'data');
    expect(await command(socket, 'EHLO client.example.com')).toMatch(/^250/);
    expect(await command(socket, 'MAIL FROM:<sender@example.com>')).toMatch(/^250/);
    socket.resetAndDestroy();

    const transport = nodemailer.createTransport({ url: smtp.url, ignoreTLS: true });
    await transport.sendMail({
      from: 'sender@example.com',
      to: 'staff@example.com',
      subject: 'After the reset',
      text: 'Delivered.',
    });
    const caught = await smtp.waitFor(({ mail }) => mail.subject === 'After the reset');
    expect(caught.envelopeTo).toEqual(['staff@example.com']);
  });
});
