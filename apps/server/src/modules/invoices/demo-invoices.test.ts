import { describe, expect, it } from 'vitest';
import { INVOICE_STATUSES, SERVICE_TYPES } from '@app/shared/options';
import { loginAs } from '../../../test/test-app';
import { testServerSuite } from '../../../test/test-suite';
import { seedDemoServicesAndInvoices } from './demo-invoices';

describe('seedDemoServicesAndInvoices', () => {
  const suite = testServerSuite({ lifetime: 'test' });

  it('fills an empty database with about 40 services of every type and 25 invoices of 1-6 lines in mixed states', async () => {
    expect(
      await seedDemoServicesAndInvoices(suite.t.app.db, new Date('2025-06-02T12:00:00Z')),
    ).toEqual({
      services: 40,
      invoices: 25,
    });
    const staff = (await loginAs(suite.t, 'Staff')).authorization;
    /** A Staff read of the API. */
    const readAsStaff = (url: string) => suite.t.app.inject({ method: 'GET', url, headers: staff });

    const services = (await readAsStaff('/api/services?pagination[pageSize]=100')).json();
    expect(services.meta.pagination.total).toBe(40);
    expect(
      new Set(services.data.map((s: { attributes: { type: string } }) => s.attributes.type)),
    ).toEqual(new Set(SERVICE_TYPES));

    const invoices = (
      await readAsStaff('/api/invoices?populate=services&sort=invoice_number:asc')
    ).json();
    expect(invoices.meta.pagination.total).toBe(25);
    const numbers = invoices.data.map((i: { attributes: { invoice_number: string } }) =>
      i.attributes.invoice_number.slice(0, 2),
    );
    expect(numbers).toEqual(
      Array.from({ length: 25 }, (_, index) => String(index + 1).padStart(2, '0')),
    );
    for (const { attributes } of invoices.data) {
      expect(attributes.services.data.length).toBeGreaterThanOrEqual(1);
      expect(attributes.services.data.length).toBeLessThanOrEqual(6);
      const sum = attributes.services.data.reduce(
        (total: number, line: { attributes: { price_pkr: number } }) =>
          total + Math.round(line.attributes.price_pkr * 100),
        0,
      );
      expect(Math.round(attributes.total_price * 100)).toBe(sum);
      expect(attributes.invoice_date <= '2025-06-02').toBe(true);
      // Sent and paid invoices keep the rate they were sent with, so their PDFs work offline.
      if (attributes.status === 'Paid' || attributes.status === 'Sent')
        expect(attributes.eur_rate).toBeGreaterThan(0);
    }
    const statuses = new Set(
      invoices.data.map((i: { attributes: { status: string } }) => i.attributes.status),
    );
    expect(statuses).toEqual(new Set(INVOICE_STATUSES));
  });

  it('does nothing when the database already has services or invoices', async () => {
    await seedDemoServicesAndInvoices(suite.t.app.db);
    expect(await seedDemoServicesAndInvoices(suite.t.app.db)).toEqual({ services: 0, invoices: 0 });
    const count = await suite.t.app.db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(25);
  });
});
