import { beforeAll, describe, expect, it } from 'vitest';
import { contactForm } from '../../../test/public-forms';
import { loginAs } from '../../../test/test-app';
import { expectValidationError, listAttribute, testAppSuite } from '../../../test/test-suite';

type Headers = { authorization: string };

/** Staff mark contact messages handled (and back), filter by it, and delete spam. */
describe('message handling', () => {
  const suite = testAppSuite('Staff');
  let admin: Headers;
  let registered: Headers;
  let staffName: string;

  beforeAll(async () => {
    admin = (await loginAs(suite.t, 'Admin')).authorization;
    registered = (await loginAs(suite.t, 'Registered')).authorization;
    const me = await suite.send('GET', '/api/users/me');
    staffName = me.json().username;
  });

  const sendMessage = async (overrides: Record<string, unknown> = {}): Promise<number> => {
    const response = await suite.t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: { data: contactForm(overrides) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.id;
  };
  const mark = (id: number, data: unknown, headers?: Headers) =>
    suite.send('PUT', `/api/contacts/${id}`, { data }, headers);
  const auditOf = async (id: number) => {
    const response = await suite.send(
      'GET',
      `/api/audit-log?filters[entityType][$eq]=contact&filters[entityId][$eq]=${id}&sort=id:asc`,
      undefined,
      admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.map((entry: { attributes: unknown }) => entry.attributes);
  };

  it('marks a message handled with who and when, and back, each audit-logged once', async () => {
    const id = await sendMessage({ subject: 'Handled toggle' });
    const handled = await mark(id, { handled: true });
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json().data.attributes).toMatchObject({
      subject: 'Handled toggle',
      handledAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      handledBy: staffName,
    });
    // Marking it as it is changes nothing: the first handler and time stay.
    const again = await mark(id, { handled: true }, admin);
    expect(again.json().data.attributes.handledAt).toBe(handled.json().data.attributes.handledAt);
    expect(again.json().data.attributes.handledBy).toBe(staffName);

    const back = await mark(id, { handled: false });
    expect(back.json().data.attributes).toMatchObject({ handledAt: null, handledBy: null });

    expect(await auditOf(id)).toEqual([
      expect.objectContaining({
        username: staffName,
        action: 'update',
        changes: { handled: { old: false, new: true } },
      }),
      expect.objectContaining({
        username: staffName,
        action: 'update',
        changes: { handled: { old: true, new: false } },
      }),
    ]);
  });

  it('filters by handled, as the Messages tab does', async () => {
    const subject = 'Handled filter';
    const open = await sendMessage({ subject, firstName: 'Open' });
    const done = await sendMessage({ subject, firstName: 'Done' });
    await mark(done, { handled: true });
    const names = async (filter: string) =>
      listAttribute(
        await suite.send(
          'GET',
          `/api/contacts?filters[subject][$eq]=${subject}${filter}&sort=createdAt:desc`,
        ),
        'firstName',
      );
    expect(await names('&filters[handledAt][$null]=true')).toEqual(['Open']);
    expect(await names('&filters[handledAt][$notNull]=true')).toEqual(['Done']);
    expect(await names('')).toEqual(['Done', 'Open']);
    expect(open).toBeLessThan(done);
  });

  it('refuses a body without handled true or false, and answers 404 for no such message', async () => {
    const id = await sendMessage();
    for (const data of [{}, { handled: 'yes' }]) {
      expectValidationError(await mark(id, data), ['handled'], 'Handled must be true or false.');
    }
    expect((await mark(id, { handled: true, subject: 'x' })).statusCode).toBe(400);
    expect((await mark(999_999, { handled: true })).statusCode).toBe(404);
  });

  it('deletes a message for Staff and Admin only, audit-logged, keeping the topic totals right', async () => {
    const topicTotal = async () =>
      (await suite.send('GET', '/api/contacts?filters[topic][$eq]=Others')).json().meta.pagination
        .total as number;
    const before = await topicTotal();
    const spam = await sendMessage({ topic: 'Others', subject: 'Cheap pills', firstName: 'Spam' });
    expect(await topicTotal()).toBe(before + 1);

    for (const headers of [registered, {}]) {
      const refused = await suite.t.app.inject({
        method: 'DELETE',
        url: `/api/contacts/${spam}`,
        headers,
      });
      expect(refused.statusCode).toBe(403);
    }

    const deleted = await suite.send('DELETE', `/api/contacts/${spam}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toMatchObject({ id: spam, attributes: { subject: 'Cheap pills' } });
    expect((await suite.send('GET', `/api/contacts/${spam}`)).statusCode).toBe(404);
    expect((await suite.send('DELETE', `/api/contacts/${spam}`)).statusCode).toBe(404);
    expect(await topicTotal()).toBe(before);
    // The text search forgets it too.
    const search = await suite.send('GET', '/api/contacts?filters[subject][$containsi]=cheap pil');
    expect(search.json().data).toEqual([]);

    expect(await auditOf(spam)).toEqual([
      expect.objectContaining({
        username: staffName,
        action: 'delete',
        changes: expect.objectContaining({
          firstName: { old: 'Spam', new: null },
          subject: { old: 'Cheap pills', new: null },
          topic: { old: 'Others', new: null },
        }),
      }),
    ]);

    const byAdmin = await sendMessage({ subject: 'Admin deletes' });
    expect(
      (await suite.send('DELETE', `/api/contacts/${byAdmin}`, undefined, admin)).statusCode,
    ).toBe(200);
  });

  it('lets only Staff and Admin mark messages', async () => {
    const id = await sendMessage();
    expect((await mark(id, { handled: true }, registered)).statusCode).toBe(403);
    expect((await mark(id, { handled: true }, admin)).statusCode).toBe(200);
  });
});
