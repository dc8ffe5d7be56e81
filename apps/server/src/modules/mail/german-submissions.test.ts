import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailKind } from '@app/shared/outbox';
import { applicationForm, contactForm, insertUnclaimedResume } from '../../../test/public-forms';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { renderMail } from './mail-templates';

describe('messages and applications sent from the German site', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: Record<string, unknown>, language?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: { data: payload },
      headers: language ? { 'accept-language': language } : {},
    });

  /** The one outbox mail of a kind written for a message or an application, as it is sent. */
  async function mailOf(kind: MailKind, column: 'contact_id' | 'application_id', id: number) {
    const row = await t.app.db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', kind)
      .where(column, '=', id)
      .executeTakeFirstOrThrow();
    return renderMail(kind, JSON.parse(row.data));
  }

  it('answers the form’s validation errors in the language the page asks for', async () => {
    const german = await post('/api/contacts', contactForm({ email: 'nope', subject: '' }), 'de');
    expect(german.statusCode).toBe(400);
    const messages = german.json().error.details.errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
        'Betreff ist erforderlich.',
      ]),
    );
    const english = await post('/api/contacts', contactForm({ email: 'nope' }));
    expect(english.json().error.details.errors[0].message).toBe(
      'Please enter a valid email address.',
    );
  });

  it('keeps the language of a message and confirms it in that language', async () => {
    const sent = await post('/api/contacts', contactForm({ subject: 'Angebot' }), 'de-DE,de;q=0.9');
    expect(sent.statusCode, sent.body).toBe(200);
    const id = sent.json().data.id as number;
    const row = await t.app.db
      .selectFrom('contacts')
      .select('locale')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.locale).toBe('de');
    const confirmation = await mailOf('contact-confirmation', 'contact_id', id);
    expect(confirmation.subject).toBe('Ihre Nachricht ist bei uns eingegangen: Angebot');
    expect(confirmation.html).toContain('<html lang="de">');
    expect(confirmation.text).toContain('Das haben Sie uns geschickt:');
  });

  it('confirms an application in the language of the page it was sent from', async () => {
    const resume = await insertUnclaimedResume(t);
    const sent = await post(
      '/api/carrers',
      applicationForm(resume, { position: 'Backend Developer (Node.js/NestJS)' }),
      'de',
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const confirmation = await mailOf(
      'application-confirmation',
      'application_id',
      sent.json().data.id as number,
    );
    expect(confirmation.subject).toBe(
      'Ihre Bewerbung als Backend Developer (Node.js/NestJS) ist bei uns eingegangen',
    );
    expect(confirmation.text).toContain('Mit freundlichen Grüßen\nIhr Team von Ravi Software');
  });

  it('confirms in English what comes without a language, as before', async () => {
    const sent = await post('/api/contacts', contactForm({ subject: 'Quote' }));
    const confirmation = await mailOf('contact-confirmation', 'contact_id', sent.json().data.id);
    expect(confirmation.subject).toBe('We received your message: Quote');
    expect(confirmation.html).toContain('<html lang="en">');
  });
});
