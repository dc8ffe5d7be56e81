import { beforeAll, describe, expect, it } from 'vitest';
import { applicationForm, insertUnclaimedResume } from '../../../test/public-forms';
import { loginAs } from '../../../test/test-app';
import { expectValidationError, testAppSuite } from '../../../test/test-suite';

describe("an application's history and notes (/api/carrers/:id/history, /notes)", () => {
  const suite = testAppSuite();
  let applicationId: number;
  let staffName: string;

  const change = (data: Record<string, unknown>, id = applicationId) =>
    suite.send('PUT', `/api/carrers/${id}`, { data });
  const addNote = (
    text: unknown,
    id = applicationId,
    headers: Record<string, string> = suite.auth,
  ) => suite.send('POST', `/api/carrers/${id}/notes`, { data: { text } }, headers);
  const history = (id = applicationId, headers: Record<string, string> = suite.auth) =>
    suite.send('GET', `/api/carrers/${id}/history`, undefined, headers);

  beforeAll(async () => {
    const resumeId = await insertUnclaimedResume(suite.t);
    const applied = await suite.send(
      'POST',
      '/api/carrers',
      { data: applicationForm(resumeId) },
      {},
    );
    expect(applied.statusCode, applied.body).toBe(200);
    applicationId = applied.json().data.id;
    const me = await suite.send('GET', '/api/users/me');
    staffName = me.json().username;
  });

  it('starts empty, and the application has waited in its status since it came in', async () => {
    expect((await history()).json()).toEqual({ data: [], meta: {} });
    const { attributes } = (await suite.send('GET', `/api/carrers/${applicationId}`)).json().data;
    expect(attributes.statusChangedAt).toBe(attributes.createdAt);
  });

  it('lists every change of status, interview time and remarks and every note, newest first, with who and the old and new values', async () => {
    expect((await change({ applicationStatus: 'Shortlisted' })).statusCode).toBe(200);
    const note = await addNote('  Strong portfolio; ask about notice period.  ');
    expect(note.statusCode, note.body).toBe(200);
    expect(note.json()).toEqual({
      data: {
        kind: 'note',
        id: expect.any(Number),
        createdAt: expect.any(String),
        username: staffName,
        text: 'Strong portfolio; ask about notice period.',
      },
      meta: {},
    });
    expect((await change({ interviewTime: 'Mon 10:00', remarks: 'Call first' })).statusCode).toBe(
      200,
    );
    expect((await change({ interviewTime: '' })).statusCode).toBe(200);

    const events = (await history()).json().data;
    expect(events.map((event: { kind: string }) => event.kind)).toEqual([
      'change',
      'change',
      'note',
      'change',
    ]);
    expect(events[0]).toEqual({
      kind: 'change',
      id: expect.any(Number),
      createdAt: expect.any(String),
      username: staffName,
      changes: [{ field: 'interviewTime', old: 'Mon 10:00', new: null }],
    });
    expect(events[1].changes).toEqual([
      { field: 'interviewTime', old: null, new: 'Mon 10:00' },
      { field: 'remarks', old: null, new: 'Call first' },
    ]);
    expect(events[2].text).toBe('Strong portfolio; ask about notice period.');
    expect(events[3].changes).toEqual([
      { field: 'applicationStatus', old: 'Pending', new: 'Shortlisted' },
    ]);
    const times = events.map((event: { createdAt: string }) => event.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('moves "in status since" with a change of the status only', async () => {
    const read = async () =>
      (await suite.send('GET', `/api/carrers/${applicationId}`)).json().data.attributes;
    const shortlisted = await read();
    await change({ remarks: 'Still shortlisted' });
    const remarked = await read();
    expect(remarked.statusChangedAt).toBe(shortlisted.statusChangedAt);
    expect(remarked.updatedAt > shortlisted.statusChangedAt).toBe(true);
    // Sending the status it already has changes nothing, "last changed" included.
    await change({ applicationStatus: 'Shortlisted' });
    expect(await read()).toEqual(remarked);
    await change({ applicationStatus: 'Approved' });
    const scheduled = await read();
    expect(scheduled.statusChangedAt).toBe(scheduled.updatedAt);
    expect(scheduled.statusChangedAt > shortlisted.statusChangedAt).toBe(true);
  });

  it('records an added note in the audit trail', async () => {
    const note = (await addNote('Audited note')).json().data;
    const entry = await suite.t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_type', '=', 'application-note')
      .where('entity_id', '=', note.id)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: 'create', username: staffName });
    expect(JSON.parse(entry.changes)).toEqual({ note: { old: null, new: 'Audited note' } });
    expect(JSON.parse(entry.details)).toEqual({ applicationId });
  });

  it('refuses an empty, too long or unknown note body with a 400', async () => {
    expectValidationError(await addNote('   '), ['text'], 'Note is required.');
    expectValidationError(
      await addNote('x'.repeat(5001)),
      ['text'],
      'Note must be at most 5000 characters.',
    );
    const extra = await suite.send('POST', `/api/carrers/${applicationId}/notes`, {
      data: { text: 'Hi', pinned: true },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('answers 404 for an application that does not exist', async () => {
    expect((await history(999_999)).statusCode).toBe(404);
    expect((await addNote('Nobody', 999_999)).statusCode).toBe(404);
    expect(
      await suite.t.app.db
        .selectFrom('application_notes')
        .select('id')
        .where('application_id', '=', 999_999)
        .execute(),
    ).toEqual([]);
  });

  it('is for Staff only: a signed-in customer and an anonymous caller get 403, as from Strapi', async () => {
    const customer = (await loginAs(suite.t, 'Registered')).authorization;
    expect((await history(applicationId, customer)).statusCode).toBe(403);
    expect((await addNote('Hi', applicationId, customer)).statusCode).toBe(403);
    expect((await history(applicationId, {})).statusCode).toBe(403);
    expect((await addNote('Hi', applicationId, {})).statusCode).toBe(403);
    const admin = (await loginAs(suite.t, 'Admin')).authorization;
    expect((await history(applicationId, admin)).statusCode).toBe(200);
  });
});
