import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryAttributes } from '@app/shared/audit';
import { applicationForm, insertUnclaimedResume } from '../../../test/public-forms';
import { loginAs } from '../../../test/test-app';
import { testServerSuite } from '../../../test/test-suite';
import { sampleFiles, uploadOk } from '../../../test/support/upload-test-helpers';
import { createTestInvoice, createTestService } from '../../../test/support/invoice-test-helpers';
import { toAuditEntity } from './audit.mapper';

type Headers = { authorization: string };

describe('audit trail: each admin change records exactly one entry, in its transaction', () => {
  const suite = testServerSuite();
  let staff: Awaited<ReturnType<typeof loginAs>>;
  let admin: Awaited<ReturnType<typeof loginAs>>;
  let lastSeenId = 0;

  beforeAll(async () => {
    staff = await loginAs(suite.t, 'Staff', { username: 'Sana Staff' });
    admin = await loginAs(suite.t, 'Admin', { username: 'Root Admin' });
  });

  /** The entries written since the last call, oldest first. */
  async function newEntries(): Promise<AuditEntryAttributes[]> {
    const rows = await suite.t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('id', '>', lastSeenId)
      .orderBy('id')
      .execute();
    lastSeenId = rows.at(-1)?.id ?? lastSeenId;
    return rows.map((row) => toAuditEntity(row).attributes);
  }

  async function expectOneEntry(expected: Partial<AuditEntryAttributes>) {
    const entries = await newEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject(expected);
    return entries[0]!;
  }

  const byStaff = () => ({ userId: staff.userId, username: 'Sana Staff' });

  async function send(
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers,
    data?: unknown,
  ) {
    const response = await suite.t.app.inject({
      method,
      url,
      headers,
      ...(data === undefined ? {} : { payload: { data } }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function submitApplication(): Promise<number> {
    const response = await suite.t.app.inject({
      method: 'POST',
      url: '/api/carrers',
      payload: { data: applicationForm(await insertUnclaimedResume(suite.t)) },
    });
    return response.json().data.id;
  }

  it('application status, interview time and remarks, with old and new values; nothing for an unchanged PUT', async () => {
    const id = await submitApplication();
    expect(await newEntries()).toEqual([]);
    const url = `/api/carrers/${id}`;

    await send('PUT', url, staff.authorization, { applicationStatus: 'Shortlisted' });
    const entry = await expectOneEntry({
      ...byStaff(),
      entityType: 'application',
      entityId: id,
      action: 'update',
      changes: { applicationStatus: { old: 'Pending', new: 'Shortlisted' } },
      details: {},
      redactedAt: null,
    });
    expect(Date.parse(entry.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    await send('PUT', url, staff.authorization, { interviewTime: 'Tue 11:00' });
    await expectOneEntry({ changes: { interviewTime: { old: null, new: 'Tue 11:00' } } });
    await send('PUT', url, staff.authorization, { remarks: 'Strong portfolio' });
    await expectOneEntry({ changes: { remarks: { old: null, new: 'Strong portfolio' } } });
    await send('PUT', url, staff.authorization, { remarks: '' });
    await expectOneEntry({ changes: { remarks: { old: 'Strong portfolio', new: null } } });

    await send('PUT', url, staff.authorization, { applicationStatus: 'Shortlisted' });
    await send('PUT', url, staff.authorization, { interviewTime: 'Tue 11:00' });
    expect(await newEntries()).toEqual([]);
  });

  it('services: create, edit and delete', async () => {
    const id = await createTestService(suite.t, staff.authorization, {
      item: 'Fibre line',
      price_pkr: 2001,
    });
    await expectOneEntry({
      ...byStaff(),
      entityType: 'service',
      entityId: id,
      action: 'create',
      changes: {
        item: { old: null, new: 'Fibre line' },
        type: { old: null, new: 'Office rent' },
        tax: { old: null, new: 'GST' },
        rate: { old: null, new: 1000.5 },
        price_pkr: { old: null, new: 2001 },
        remarks: { old: null, new: 'Monthly' },
        date: { old: null, new: '2025-06-01' },
      },
    });

    await send('PUT', `/api/services/${id}`, staff.authorization, {
      price_pkr: 2500.5,
      type: 'Internet',
    });
    await expectOneEntry({
      action: 'update',
      changes: {
        price_pkr: { old: 2001, new: 2500.5 },
        type: { old: 'Office rent', new: 'Internet' },
      },
    });
    await send('PUT', `/api/services/${id}`, staff.authorization, { price_pkr: 2500.5 });
    expect(await newEntries()).toEqual([]);

    await send('DELETE', `/api/services/${id}`, staff.authorization);
    const deleted = await expectOneEntry({ action: 'delete', entityId: id });
    expect(deleted.changes).toMatchObject({
      item: { old: 'Fibre line', new: null },
      price_pkr: { old: 2500.5, new: null },
    });
  });

  it('invoices: create, edit, status, manual rate and delete', async () => {
    const serviceId = await createTestService(suite.t, staff.authorization, {
      item: 'Desk',
      price_pkr: 1500,
    });
    await newEntries();
    const invoice = await createTestInvoice(suite.t, staff.authorization, {
      customer_name: 'Acme GmbH',
      services: [{ id: serviceId }],
    });
    const created = await expectOneEntry({
      ...byStaff(),
      entityType: 'invoice',
      entityId: invoice.id,
      action: 'create',
    });
    expect(created.changes).toEqual({
      invoice_number: { old: null, new: invoice.attributes.invoice_number },
      customer_name: { old: null, new: 'Acme GmbH' },
      invoice_date: { old: null, new: '2025-06-02' },
      // The default payment term of 7 days.
      due_date: { old: null, new: '2025-06-09' },
      status: { old: null, new: 'Draft' },
      locked: { old: null, new: false },
      total_price: { old: null, new: 1500 },
      services: { old: null, new: ['Desk (1,500 PKR)'] },
    });

    const url = `/api/invoices/${invoice.id}`;
    await send('PUT', url, staff.authorization, {
      customer_name: 'Acme AG',
      services: [{ id: serviceId }, { item: 'Chair', price_pkr: 250.25 }],
    });
    await expectOneEntry({
      action: 'update',
      changes: {
        customer_name: { old: 'Acme GmbH', new: 'Acme AG' },
        total_price: { old: 1500, new: 1750.25 },
        services: { old: ['Desk (1,500 PKR)'], new: ['Desk (1,500 PKR)', 'Chair (250.25 PKR)'] },
      },
    });

    await send('PUT', url, staff.authorization, { status: 'Sent' });
    await expectOneEntry({ changes: { status: { old: 'Draft', new: 'Sent' } } });
    await send('PUT', url, staff.authorization, { eur_rate: 305.25 });
    await expectOneEntry({ changes: { eur_rate: { old: null, new: 305.25 } } });
    await send('PUT', url, staff.authorization, { status: 'Sent', customer_name: 'Acme AG' });
    expect(await newEntries()).toEqual([]);

    await send('DELETE', url, staff.authorization);
    const deleted = await expectOneEntry({ action: 'delete', entityId: invoice.id, details: {} });
    expect(deleted.changes).toMatchObject({
      customer_name: { old: 'Acme AG', new: null },
      eur_rate: { old: 305.25, new: null },
      services: { old: ['Desk (1,500 PKR)', 'Chair (250.25 PKR)'], new: null },
    });
  });

  it('invoice bulk actions: one entry per invoice that changed, marked with the bulk size', async () => {
    const ids = [];
    for (let i = 0; i < 3; i += 1)
      ids.push((await createTestInvoice(suite.t, staff.authorization)).id);
    await send('PUT', `/api/invoices/${ids[0]}`, staff.authorization, { status: 'Paid' });
    await newEntries();

    const status = await send('POST', '/api/invoices/bulk', staff.authorization, {
      action: 'status',
      ids,
      status: 'Paid',
    });
    expect(status.data.count).toBe(3);
    const changed = await newEntries();
    expect(changed.map((entry) => entry.entityId)).toEqual([ids[1], ids[2]]);
    for (const entry of changed) {
      expect(entry).toMatchObject({
        ...byStaff(),
        action: 'update',
        changes: { status: { old: 'Draft', new: 'Paid' } },
        details: { bulk: 3 },
      });
    }

    await send('POST', '/api/invoices/bulk', staff.authorization, {
      action: 'delete',
      ids: [ids[0], ids[1]],
    });
    const deleted = await newEntries();
    expect(deleted.map((entry) => [entry.entityId, entry.action, entry.details])).toEqual([
      [ids[0], 'delete', { bulk: 2 }],
      [ids[1], 'delete', { bulk: 2 }],
    ]);
    expect(deleted[0]!.changes.status).toEqual({ old: 'Paid', new: null });
  });

  it('events and testimonials: create, edit and delete, media by name and id', async () => {
    const [first, second] = await uploadOk(
      suite.t,
      [
        { filename: 'dinner.png', data: await sampleFiles.image('png', 40, 30) },
        { filename: 'award.png', data: await sampleFiles.image('png', 40, 30) },
      ],
      staff.authorization,
    );
    expect(await newEntries()).toEqual([]);

    const event = await send('POST', '/api/events', staff.authorization, {
      title: 'Team dinner',
      date: '2025-05-01',
      images: [first!.id],
    });
    await expectOneEntry({
      ...byStaff(),
      entityType: 'event',
      entityId: event.data.id,
      action: 'create',
      changes: {
        title: { old: null, new: 'Team dinner' },
        date: { old: null, new: '2025-05-01' },
        images: { old: null, new: [`dinner.png (#${first!.id})`] },
      },
    });
    await send('PUT', `/api/events/${event.data.id}`, staff.authorization, {
      description: 'At the office',
      images: [second!.id, first!.id],
    });
    await expectOneEntry({
      action: 'update',
      changes: {
        description: { old: null, new: 'At the office' },
        images: {
          old: [`dinner.png (#${first!.id})`],
          new: [`award.png (#${second!.id})`, `dinner.png (#${first!.id})`],
        },
      },
    });
    await send('DELETE', `/api/events/${event.data.id}`, staff.authorization);
    await expectOneEntry({
      action: 'delete',
      changes: { title: { old: 'Team dinner', new: null } },
    });

    const [photo] = await uploadOk(
      suite.t,
      [{ filename: 'amna.png', data: await sampleFiles.image('png', 40, 30) }],
      staff.authorization,
    );
    const testimonial = await send('POST', '/api/employees', staff.authorization, {
      name: 'Amna',
      message: 'Great team.',
      photo: photo!.id,
    });
    await expectOneEntry({
      entityType: 'employee',
      entityId: testimonial.data.id,
      action: 'create',
      changes: {
        name: { old: null, new: 'Amna' },
        message: { old: null, new: 'Great team.' },
        photo: { old: null, new: `amna.png (#${photo!.id})` },
      },
    });
    await send('PUT', `/api/employees/${testimonial.data.id}`, staff.authorization, {
      message: 'A great team.',
      photo: null,
    });
    await expectOneEntry({
      action: 'update',
      changes: {
        message: { old: 'Great team.', new: 'A great team.' },
        photo: { old: `amna.png (#${photo!.id})`, new: null },
      },
    });
    await send('PUT', `/api/employees/${testimonial.data.id}`, staff.authorization, {
      name: 'Amna',
    });
    expect(await newEntries()).toEqual([]);
    await send('DELETE', `/api/employees/${testimonial.data.id}`, staff.authorization);
    await expectOneEntry({ action: 'delete', changes: { name: { old: 'Amna', new: null } } });
  });

  it('upload deletes: a public file by name, a private resume without its name', async () => {
    const [image] = await uploadOk(
      suite.t,
      [{ filename: 'office.png', data: await sampleFiles.image('png', 40, 30) }],
      staff.authorization,
    );
    await send('DELETE', `/api/upload/files/${image!.id}`, staff.authorization);
    await expectOneEntry({
      ...byStaff(),
      entityType: 'file',
      entityId: image!.id,
      action: 'delete',
      changes: {
        name: { old: 'office.png', new: null },
        mime: { old: 'image/png', new: null },
        visibility: { old: 'public', new: null },
      },
    });

    const [resume] = await uploadOk(suite.t, [
      { filename: 'Amna Khan CV.pdf', data: sampleFiles.pdf() },
    ]);
    await send('DELETE', `/api/upload/files/${resume!.id}`, staff.authorization);
    const entry = await expectOneEntry({
      entityType: 'file',
      entityId: resume!.id,
      action: 'delete',
    });
    expect(entry.changes).not.toHaveProperty('name');
    expect(JSON.stringify(entry)).not.toContain('Amna');
    expect(entry.changes.visibility).toEqual({ old: 'private', new: null });
  });

  it('user role and disabled changes, by the Admin, with the username at the time', async () => {
    const user = await loginAs(suite.t, 'Registered');
    const url = `/api/users/${user.userId}`;
    await send('PUT', url, admin.authorization, { role: 'Staff' });
    await expectOneEntry({
      userId: admin.userId,
      username: 'Root Admin',
      entityType: 'user',
      entityId: user.userId,
      action: 'update',
      changes: { role: { old: 'Registered', new: 'Staff' } },
    });
    await send('PUT', url, admin.authorization, { disabled: true });
    await expectOneEntry({ changes: { disabled: { old: false, new: true } } });
    await send('PUT', url, admin.authorization, { disabled: true, role: 'Staff' });
    expect(await newEntries()).toEqual([]);

    await suite.t.app.db
      .updateTable('users')
      .set({ username: 'Renamed Admin' })
      .where('id', '=', admin.userId)
      .execute();
    const list = await suite.t.app.inject({
      method: 'GET',
      url: `/api/audit-log?filters[entityType][$eq]=user&filters[entityId][$eq]=${user.userId}`,
      headers: admin.authorization,
    });
    expect(
      list
        .json()
        .data.map((entry: { attributes: { username: string } }) => entry.attributes.username),
    ).toEqual(['Root Admin', 'Root Admin']);
  });

  it('a change that fails records nothing', async () => {
    const invoice = await createTestInvoice(suite.t, staff.authorization);
    await newEntries();
    const refused = await suite.t.app.inject({
      method: 'PUT',
      url: `/api/invoices/${invoice.id}`,
      headers: staff.authorization,
      payload: { data: { customer_name: 'Changed', services: [{ id: 999_999 }] } },
    });
    expect(refused.statusCode).toBe(400);
    expect(await newEntries()).toEqual([]);
    const stored = await suite.t.app.db
      .selectFrom('invoices')
      .select('customer_name')
      .where('id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect(stored.customer_name).toBe('Example GmbH');
  });
});

describe('audit trail: a change whose entry cannot be written is rolled back', () => {
  const suite = testServerSuite();

  it('leaves the application and the invoice as they were', async () => {
    const staff = await loginAs(suite.t, 'Staff');
    const application = await suite.t.app.inject({
      method: 'POST',
      url: '/api/carrers',
      payload: { data: applicationForm(await insertUnclaimedResume(suite.t)) },
    });
    const applicationId = application.json().data.id;
    const invoice = await createTestInvoice(suite.t, staff.authorization);
    await sql`drop table audit_log`.execute(suite.t.app.db);

    const statusChange = await suite.t.app.inject({
      method: 'PUT',
      url: `/api/carrers/${applicationId}`,
      headers: staff.authorization,
      payload: { data: { applicationStatus: 'Approved' } },
    });
    expect(statusChange.statusCode).toBe(500);
    const invoiceDelete = await suite.t.app.inject({
      method: 'DELETE',
      url: `/api/invoices/${invoice.id}`,
      headers: staff.authorization,
    });
    expect(invoiceDelete.statusCode).toBe(500);

    const stored = await suite.t.app.db
      .selectFrom('applications')
      .select('application_status')
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();
    expect(stored.application_status).toBe('Pending');
    const lines = await suite.t.app.db
      .selectFrom('invoices')
      .select('id')
      .where('id', '=', invoice.id)
      .execute();
    expect(lines).toHaveLength(1);
  });
});
