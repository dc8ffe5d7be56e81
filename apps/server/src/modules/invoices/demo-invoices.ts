import { addDays } from '@app/shared/invoice-math';
import { fromMinorUnits } from '@app/shared/money';
import type { InvoiceStatus, ServiceType, TaxType } from '@app/shared/options';
import type { Db } from '../../db/database';
import { SYSTEM_ACTOR } from '../audit/audit-entry';
import { DEMO_CUSTOMERS } from '../demo/demo-content';
import { seededRandom } from '../demo/seeded-random';
import { createService } from '../services/services.repository';
import { createInvoice, updateInvoice } from './invoices.repository';

/** Price-list entries per type, with a monthly rate in PKR and how many units a month takes. */
const DEMO_PRICE_LIST: Record<ServiceType, [item: string, ratePkr: number, units: number][]> = {
  'Office rent': [
    ['Office rent, Gulberg III (monthly)', 385000, 1],
    ['Office rent, DHA Phase 6 annex', 210000, 1],
    ['Parking bays', 6500, 4],
    ['Conference room booking', 12000, 2],
  ],
  Salaries: [
    ['Senior full stack developer', 650000, 1],
    ['Frontend developer', 320000, 2],
    ['Backend developer (Node.js)', 340000, 2],
    ['QA engineer', 240000, 1],
    ['UI/UX designer', 280000, 1],
  ],
  Electricity: [
    ['LESCO electricity bill', 148500.5, 1],
    ['Generator fuel (litres)', 295.75, 120],
    ['UPS battery replacement', 38500, 2],
    ['Solar panel maintenance', 22000, 1],
  ],
  Internet: [
    ['Fibre internet 100 Mbps', 18999, 1],
    ['Backup 4G connection', 4500, 2],
    ['Cloud hosting', 96500.4, 1],
    ['Domain and SSL renewal', 14250, 1],
  ],
  Water: [
    ['Drinking water bottles (19 l)', 220, 40],
    ['WASA water bill', 7800, 1],
    ['Water filter servicing', 9500, 1],
  ],
  Maintenance: [
    ['Air-conditioner servicing', 4500, 8],
    ['Laptop repairs', 17500, 2],
    ['Network cabling', 28000, 1],
    ['Furniture repairs', 12500, 1],
  ],
  Cleaning: [
    ['Office cleaning (monthly)', 55000, 1],
    ['Carpet deep cleaning', 18000, 1],
    ['Window cleaning', 9000, 1],
  ],
  Security: [
    ['Security guard (day shift)', 42000, 1],
    ['Security guard (night shift)', 46000, 1],
    ['CCTV maintenance', 15000, 1],
    ['Access control cards', 650, 10],
  ],
  Stationery: [
    ['Printer paper and toner', 8250.5, 2],
    ['Notebooks and pens', 120, 50],
    ['Business cards', 3500, 3],
    ['Whiteboard supplies', 2800, 1],
  ],
  Miscellaneous: [
    ['Team lunch', 45000, 1],
    ['Courier charges', 1850, 6],
    ['Software licences', 78000, 1],
    ['Training workshop', 125000, 1],
    ['Travel to client site', 210000, 1],
  ],
};

const DEMO_TAXES: readonly TaxType[] = [
  'GST',
  'Income Tax',
  'Sales Tax',
  'Withholding Tax',
  'None',
];
const DEMO_REMARKS: readonly (string | null)[] = [
  null,
  'Monthly',
  'Paid in advance',
  'Includes tax',
  null,
  'Quarterly contract',
];
/** Older invoices are mostly settled; the newest are still drafts. */
const DEMO_STATUSES: readonly InvoiceStatus[] = [
  'Paid',
  'Paid',
  'Sent',
  'Paid',
  'Cancelled',
  'Sent',
  'Draft',
];
const DEMO_INVOICE_COUNT = 25;
const MAX_DEMO_LINES = 6;

/**
 * Fills an empty database with a price list of about 40 services and 25 invoices of 1–6 lines in
 * mixed states, dated over the months before `today`. Sent and paid invoices carry the EUR rate
 * their PDF was sent with, so their PDFs download even without a rate source. Does nothing when
 * services or invoices already exist.
 */
export async function seedDemoServicesAndInvoices(
  db: Db,
  today: Date = new Date(),
): Promise<{ services: number; invoices: number }> {
  const existing = await db
    .selectFrom('services')
    .select('id')
    .union(db.selectFrom('invoices').select('id'))
    .limit(1)
    .execute();
  if (existing.length > 0) return { services: 0, invoices: 0 };

  const random = seededRandom(20250602);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const todayIso = today.toISOString().slice(0, 10);

  const serviceIds: number[] = [];
  for (const [type, entries] of Object.entries(DEMO_PRICE_LIST) as [
    ServiceType,
    (typeof DEMO_PRICE_LIST)[ServiceType],
  ][]) {
    for (const [item, ratePkr, units] of entries) {
      const row = await createService(
        db,
        {
          item,
          type,
          tax: pick(DEMO_TAXES),
          rate: ratePkr,
          // Exact: rate in paisa times whole units.
          price_pkr: fromMinorUnits(Math.round(ratePkr * 100) * units),
          remarks: pick(DEMO_REMARKS),
          date: addDays(todayIso, -Math.floor(random() * 300)),
        },
        SYSTEM_ACTOR,
      );
      serviceIds.push(row.id);
    }
  }

  for (let index = 0; index < DEMO_INVOICE_COUNT; index += 1) {
    const lineCount = 1 + Math.floor(random() * MAX_DEMO_LINES);
    const chosen = new Set<number>();
    while (chosen.size < lineCount) chosen.add(pick(serviceIds));
    // Spread over the last ten months, oldest first, so numbers rise with the dates.
    const daysAgo = Math.round(((DEMO_INVOICE_COUNT - index) * 300) / DEMO_INVOICE_COUNT);
    const invoice = await createInvoice(
      db,
      {
        customer_name: pick(DEMO_CUSTOMERS),
        invoice_date: addDays(todayIso, -daysAgo),
        status: 'Draft',
        services: [...chosen].map((id) => ({ id })),
      },
      SYSTEM_ACTOR,
    );
    const status = index >= DEMO_INVOICE_COUNT - 3 ? 'Draft' : pick(DEMO_STATUSES);
    if (status !== 'Draft') await updateInvoice(db, invoice.id, { status }, SYSTEM_ACTOR);
    if (status === 'Paid' || status === 'Sent') {
      const eurRate = Math.round((298 + random() * 18) * 100) / 100;
      await db
        .updateTable('invoices')
        .set({ eur_rate: eurRate })
        .where('id', '=', invoice.id)
        .execute();
    }
  }
  return { services: serviceIds.length, invoices: DEMO_INVOICE_COUNT };
}
