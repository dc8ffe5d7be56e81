import { beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_COMPANY_SETTINGS } from '@app/shared/company';
import { localIsoDate } from '@app/shared/invoice';
import { addDays } from '@app/shared/invoice-math';
import { loginAs } from '../../../test/test-app';
import { testAppSuite } from '../../../test/test-suite';
import {
  createTestInvoice,
  createTestService,
  type InvoiceEntity,
} from '../../../test/support/invoice-test-helpers';

type Headers = { authorization: string };

/**
 * The invoice lifecycle: the stored due date and the overdue filter, the lock of a Sent or Paid
 * invoice and an Admin's unlock with a reason, and Duplicate.
 */
describe('invoice lifecycle', () => {
  const suite = testAppSuite('Staff');
  let admin: Headers;
  let rent: number;
  let power: number;

  beforeAll(async () => {
    admin = (await loginAs(suite.t, 'Admin')).authorization;
    rent = await createTestService(suite.t, suite.auth, { item: 'Office rent', price_pkr: 2001 });
    power = await createTestService(suite.t, suite.auth, { item: 'Electricity', price_pkr: 499.5 });
  });

  const read = async (id: number): Promise<InvoiceEntity> => {
    const response = await suite.send('GET', `/api/invoices/${id}?populate=services`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const put = (id: number, data: unknown, headers?: Headers) =>
    suite.send('PUT', `/api/invoices/${id}?populate=services`, { data }, headers);
  const unlock = (id: number, data: unknown, headers: Headers = admin) =>
    suite.send('POST', `/api/invoices/${id}/unlock`, { data }, headers);
  const auditOf = async (id: number) => {
    const response = await suite.send(
      'GET',
      `/api/audit-log?filters[entityType][$eq]=invoice&filters[entityId][$eq]=${id}&sort=id:asc`,
      undefined,
      admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.map((entry: { attributes: unknown }) => entry.attributes);
  };

  /** A new invoice with both services, then given `status` by a status change. */
  async function invoiceWithStatus(status: 'Sent' | 'Paid' | 'Draft' | 'Cancelled') {
    const { id } = await createTestInvoice(suite.t, suite.auth, {
      customer_name: 'Locked Customer',
      customer_email: 'billing@example.com',
      services: [rent, power],
    });
    if (status !== 'Draft') expect((await put(id, { status })).statusCode).toBe(200);
    return read(id);
  }

  describe('due date', () => {
    it('is the invoice date plus the term the invoice was issued with, and moves with the date only', async () => {
      const { id, attributes } = await createTestInvoice(suite.t, suite.auth, {
        invoice_date: '2025-06-02',
      });
      expect(attributes.dueDate).toBe('2025-06-09');

      // A new term in the company settings applies to new invoices, not to this one.
      const settings = await suite.send(
        'PUT',
        '/api/company/settings',
        { data: { ...EXAMPLE_COMPANY_SETTINGS, paymentTermDays: 30 } },
        admin,
      );
      expect(settings.statusCode, settings.body).toBe(200);
      expect((await read(id)).attributes.dueDate).toBe('2025-06-09');

      const moved = await put(id, { invoice_date: '2025-12-28' });
      expect(moved.json().data.attributes.dueDate).toBe('2026-01-04');
      const renamed = await put(id, { customer_name: 'Renamed GmbH' });
      expect(renamed.json().data.attributes.dueDate).toBe('2026-01-04');

      const later = await createTestInvoice(suite.t, suite.auth, { invoice_date: '2025-06-02' });
      expect(later.attributes.dueDate).toBe('2025-07-02');
      await suite.send(
        'PUT',
        '/api/company/settings',
        { data: { ...EXAMPLE_COMPANY_SETTINGS } },
        admin,
      );
    });

    it('filters the overdue invoices (Sent, due before today) and sorts by due date', async () => {
      const today = localIsoDate(new Date());
      const dated = async (invoice_date: string, status: string) => {
        const { id } = await createTestInvoice(suite.t, suite.auth, {
          customer_name: 'Overdue check',
          invoice_date,
        });
        await put(id, { status });
        return id;
      };
      const overdue = await dated(addDays(today, -30), 'Sent');
      const dueToday = await dated(addDays(today, -7), 'Sent');
      const paid = await dated(addDays(today, -30), 'Paid');
      const draft = await dated(addDays(today, -30), 'Draft');

      const list = async (query: string) => {
        const response = await suite.send(
          'GET',
          `/api/invoices?filters[customer_name][$eq]=Overdue check&${query}`,
        );
        expect(response.statusCode, response.body).toBe(200);
        return response.json().data.map((invoice: { id: number }) => invoice.id);
      };
      expect(await list(`filters[status][$eq]=Sent&filters[dueDate][$lt]=${today}`)).toEqual([
        overdue,
      ]);
      expect(await list('sort=dueDate:desc,id:asc')).toEqual([dueToday, overdue, paid, draft]);
      expect(await list('sort=dueDate:asc,id:desc')).toEqual([draft, paid, overdue, dueToday]);
    });
  });

  describe('lock', () => {
    for (const status of ['Sent', 'Paid'] as const) {
      it(`refuses each change of a ${status} invoice's customer, date or lines with a 409 naming it`, async () => {
        const invoice = await invoiceWithStatus(status);
        const lines = invoice.attributes.services.data;
        const changes: [string, unknown][] = [
          ['customer', { customer_name: 'Someone Else' }],
          ['customer e-mail', { customer_email: 'other@example.com' }],
          ['invoice date', { invoice_date: '2025-07-01' }],
          ['services', { services: [{ id: lines[0]!.id }] }],
          ['services', { services: [{ id: lines[0]!.id, price_pkr: 1 }, { id: lines[1]!.id }] }],
          ['services', { services: [{ id: lines[1]!.id }, { id: lines[0]!.id }] }],
          ['services', { services: [...lines.map(({ id }) => ({ id })), { id: rent }] }],
        ];
        for (const [named, data] of changes) {
          const response = await put(invoice.id, data);
          expect(response.statusCode, JSON.stringify(data)).toBe(409);
          expect(response.json()).toEqual({
            data: null,
            error: {
              status: 409,
              name: 'ConflictError',
              message: `Sent invoices are locked: this invoice is ${status}, so its ${named} cannot be changed. Only its status can, unless an Admin unlocks it.`,
              details: { fields: [expect.any(String)] },
            },
          });
        }
        expect(await read(invoice.id)).toEqual(invoice);
      });
    }

    it('takes back the stored values (the edit dialog saves every field), the rate and a status change', async () => {
      const invoice = await invoiceWithStatus('Sent');
      const { customer_name, customer_email, invoice_date } = invoice.attributes;
      const same = await put(invoice.id, {
        customer_name,
        customer_email,
        invoice_date,
        services: invoice.attributes.services.data.map(({ id }) => ({ id })),
        eur_rate: 300,
      });
      expect(same.statusCode, same.body).toBe(200);
      expect(same.json().data.attributes.eur_rate).toBe(300);

      const paid = await put(invoice.id, { status: 'Paid' });
      expect(paid.statusCode).toBe(200);
      expect(paid.json().data.attributes.status).toBe('Paid');
      const draft = await put(invoice.id, { status: 'Draft' });
      expect(draft.statusCode).toBe(200);
      // A Draft is open again.
      expect((await put(invoice.id, { customer_name: 'Changed as a Draft' })).statusCode).toBe(200);
    });

    it('leaves Draft and Cancelled invoices open', async () => {
      for (const status of ['Draft', 'Cancelled'] as const) {
        const invoice = await invoiceWithStatus(status);
        const response = await put(invoice.id, { customer_name: `Edited ${status}` });
        expect(response.statusCode, response.body).toBe(200);
      }
    });
  });

  describe('unlock', () => {
    it('lets an Admin open a locked invoice with a reason until its next change, audit-logged', async () => {
      const invoice = await invoiceWithStatus('Sent');
      const response = await unlock(invoice.id, { reason: 'Customer renamed their company' });
      expect(response.statusCode, response.body).toBe(200);
      const unlocked = response.json().data.attributes;
      expect(unlocked).toMatchObject({
        status: 'Sent',
        unlocked_by: expect.stringMatching(/^admin-/),
        unlock_reason: 'Customer renamed their company',
        unlocked_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        // Unlocking changes nothing the customer sees.
        updatedAt: invoice.attributes.updatedAt,
      });

      const edited = await put(invoice.id, {
        customer_name: 'Renamed Customer',
        services: [{ id: invoice.attributes.services.data[0]!.id }],
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().data.attributes).toMatchObject({
        customer_name: 'Renamed Customer',
        total_price: 2001,
        unlocked_at: null,
        unlocked_by: null,
        unlock_reason: null,
      });
      // The save ended the unlock.
      expect((await put(invoice.id, { customer_name: 'Again' })).statusCode).toBe(409);

      const [, , unlockEntry, editEntry] = await auditOf(invoice.id);
      expect(unlockEntry).toMatchObject({
        action: 'update',
        username: unlocked.unlocked_by,
        changes: {
          locked: { old: true, new: false },
          unlock_reason: { old: null, new: 'Customer renamed their company' },
        },
        details: { unlocked: true },
      });
      expect(editEntry).toMatchObject({
        action: 'update',
        changes: {
          customer_name: { old: 'Locked Customer', new: 'Renamed Customer' },
          locked: { old: false, new: true },
          unlock_reason: { old: 'Customer renamed their company', new: null },
        },
      });
    });

    it('ends with a status change too', async () => {
      const invoice = await invoiceWithStatus('Sent');
      expect((await unlock(invoice.id, { reason: 'Wrong date' })).statusCode).toBe(200);
      expect((await put(invoice.id, { status: 'Paid' })).json().data.attributes.unlocked_at).toBe(
        null,
      );
      expect((await put(invoice.id, { invoice_date: '2025-07-01' })).statusCode).toBe(409);
    });

    it('is for Admins only, needs a reason, and only for a locked invoice', async () => {
      const invoice = await invoiceWithStatus('Paid');
      const byStaff = await unlock(invoice.id, { reason: 'Please' }, suite.auth);
      expect(byStaff.statusCode).toBe(403);
      expect(byStaff.json().error.name).toBe('ForbiddenError');

      for (const data of [{}, { reason: '   ' }]) {
        const response = await unlock(invoice.id, data);
        expect(response.statusCode, JSON.stringify(data)).toBe(400);
        expect(response.json().error.name).toBe('ValidationError');
      }
      expect((await unlock(invoice.id, { reason: 'x'.repeat(501) })).statusCode).toBe(400);

      const draft = await invoiceWithStatus('Draft');
      const open = await unlock(draft.id, { reason: 'Not needed' });
      expect(open.statusCode).toBe(409);
      expect(open.json().error.message).toBe(
        'Only a Sent or Paid invoice that is locked can be unlocked.',
      );
      expect((await unlock(invoice.id, { reason: 'Once' })).statusCode).toBe(200);
      expect((await unlock(invoice.id, { reason: 'Twice' })).statusCode).toBe(409);
      expect((await unlock(999_999, { reason: 'Gone' })).statusCode).toBe(404);
      expect((await read(invoice.id)).attributes.unlock_reason).toBe('Once');
    });
  });

  describe('duplicate', () => {
    it('copies customer and lines at their stored prices as a new Draft dated today, with a new number', async () => {
      const source = await invoiceWithStatus('Sent');
      // The price list moves on after the invoice was issued.
      const changed = await suite.send('PUT', `/api/services/${rent}`, {
        data: { price_pkr: 9999 },
      });
      expect(changed.statusCode, changed.body).toBe(200);

      const response = await suite.send(
        'POST',
        `/api/invoices/${source.id}/duplicate?populate=services`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const copy: InvoiceEntity = response.json().data;
      const today = localIsoDate(new Date());
      expect(copy.id).not.toBe(source.id);
      expect(copy.attributes).toMatchObject({
        customer_name: source.attributes.customer_name,
        customer_email: source.attributes.customer_email,
        invoice_date: today,
        dueDate: addDays(today, 7),
        status: 'Draft',
        total_price: source.attributes.total_price,
        eur_rate: null,
        last_sent_at: null,
        unlocked_at: null,
      });
      expect(copy.attributes.invoice_number).not.toBe(source.attributes.invoice_number);
      const [day, month, year] = [today.slice(8, 10), today.slice(5, 7), today.slice(0, 4)];
      expect(copy.attributes.invoice_number).toMatch(
        new RegExp(`^\\d{2,}-INV-${day}${month}${year}$`),
      );
      const linesOf = (invoice: InvoiceEntity) =>
        invoice.attributes.services.data.map(({ attributes }) => attributes);
      expect(linesOf(copy)).toEqual(linesOf(source));
      expect(linesOf(copy)[0]!.price_pkr).toBe(2001);
      // New lines of their own: the source keeps its lines.
      const sourceLineIds = source.attributes.services.data.map(({ id }) => id);
      for (const line of copy.attributes.services.data)
        expect(sourceLineIds).not.toContain(line.id);
      expect(await read(source.id)).toEqual(source);

      const [created] = await auditOf(copy.id);
      expect(created).toMatchObject({
        action: 'create',
        details: { duplicate_of: source.attributes.invoice_number },
        changes: { status: { old: null, new: 'Draft' } },
      });
    });

    it('answers 404 for an invoice that does not exist, and 403 to anyone not signed in', async () => {
      expect((await suite.send('POST', '/api/invoices/999999/duplicate')).statusCode).toBe(404);
      const anonymous = await suite.t.app.inject({
        method: 'POST',
        url: '/api/invoices/1/duplicate',
      });
      expect(anonymous.statusCode).toBe(403);
    });
  });
});
