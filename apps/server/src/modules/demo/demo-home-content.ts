import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { KeyFiguresData } from '@app/shared/key-figures';
import { SYSTEM_ACTOR } from '../audit/audit-entry';
import type { AcceptedType } from '../files/file-types';
import { createTempFiles } from '../files/temp-files';
import { createClientTestimonial } from '../home/client-testimonials.repository';
import { createClient } from '../home/clients.repository';
import { readKeyFigures, saveKeyFigures } from '../home/key-figures.repository';
import { hasSeedRun, recordSeedRun } from './seed-runs';
import { storeDemoFile } from './store-demo-file';

export const HOME_DEMO_CONTENT_SEED = 'home-demo-content';

const PNG: AcceptedType = { kind: 'image', mime: 'image/png', ext: '.png' };

/** A wordmark's look: its symbol (SVG in a 40 × 48 box) and its lettering. */
interface DemoClient {
  name: string;
  wordmark: string;
  mark: string;
  font: { size: number; weight: number; letterSpacing: number };
}

const INK = '#2f3f3d';

/** Invented firms: the logo strip the home page showed before Staff could keep it. */
export const DEMO_CLIENTS: DemoClient[] = [
  {
    name: 'Nordhafen Logistics',
    wordmark: 'Nordhafen',
    mark: '<path d="M6 36V12l14 16V12h6v24L12 20v16z"/><path d="M28 36h10v-4H28z"/>',
    font: { size: 19, weight: 800, letterSpacing: -0.5 },
  },
  {
    name: 'Alpenwerk',
    wordmark: 'ALPENWERK',
    mark: '<path d="M4 36 17 12l7 12 4-6 10 18z"/>',
    font: { size: 15, weight: 700, letterSpacing: 1.5 },
  },
  {
    name: 'Brightlane Health',
    wordmark: 'brightlane',
    mark: '<circle cx="20" cy="24" r="12"/><path d="M20 14v20M10 24h20" stroke="#fff" stroke-width="4"/>',
    font: { size: 20, weight: 600, letterSpacing: -0.3 },
  },
  {
    name: 'Kanalstadt Energie',
    wordmark: 'Kanalstadt',
    mark: '<rect x="6" y="10" width="28" height="28" rx="4"/><path d="M10 30c4-6 8-6 12 0s6 3 8 0" fill="none" stroke="#fff" stroke-width="3"/>',
    font: { size: 19, weight: 700, letterSpacing: 0 },
  },
  {
    name: 'Tulip Commerce',
    wordmark: 'tulip',
    mark: '<path d="M20 38V26M20 26c-8 0-11-7-11-14l5 4 6-8 6 8 5-4c0 7-3 14-11 14z"/>',
    font: { size: 23, weight: 800, letterSpacing: -0.8 },
  },
  {
    name: 'Vltava Fintech',
    wordmark: 'VLTAVA',
    mark: '<path d="M6 12h7l7 18 7-18h7L23 38h-6z"/>',
    font: { size: 16, weight: 600, letterSpacing: 3 },
  },
  {
    name: 'Øresund Mobility',
    wordmark: 'Øresund',
    mark: `<circle cx="20" cy="24" r="13" fill="none" stroke="${INK}" stroke-width="4"/><path d="M9 33 31 15" stroke="${INK}" stroke-width="4"/>`,
    font: { size: 20, weight: 700, letterSpacing: -0.3 },
  },
];

/** Invented people of the invented clients above. */
export const DEMO_CLIENT_TESTIMONIALS = [
  {
    quote:
      'Ravi Software rebuilt our dispatch platform in five months. The team asked the right questions, shipped every two weeks and still answers within the hour when we need them.',
    name: 'Katrin Vogel',
    role: 'Head of Operations',
    company: 'Nordhafen Logistics',
  },
  {
    quote:
      'Their AI document pipeline now reads 40,000 supplier invoices a month. Clear contracts through the German GmbH made the decision easy for our board.',
    name: 'Jeroen de Wit',
    role: 'CTO',
    company: 'Tulip Commerce',
  },
];

/** The figures the hero showed before Staff could keep them. */
export const DEMO_KEY_FIGURES: KeyFiguresData = {
  facts: [
    { value: '10+', label: 'years of delivery' },
    { value: '120+', label: 'projects shipped' },
    { value: '7', label: 'partner countries' },
  ],
  highlights: [
    { value: '99.98%', label: 'Uptime' },
    { value: '42', label: 'Releases this month' },
  ],
};

/** A client's wordmark as a PNG at twice the strip's 180 × 48, on a transparent background. */
async function renderWordmark(client: DemoClient): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const { size, weight, letterSpacing } = client.font;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="48" viewBox="0 0 180 48"><g fill="${INK}">${client.mark}<text x="46" y="31" font-family="Inter, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif" font-size="${size}" font-weight="${weight}" letter-spacing="${letterSpacing}">${client.wordmark}</text></g></svg>`;
  return sharp(Buffer.from(svg), { density: 144 }).png().toBuffer();
}

/** True when Staff have put nothing on the home page yet. */
async function homeIsEmpty(app: FastifyInstance): Promise<boolean> {
  const anyRow = await app.db
    .selectFrom('clients')
    .select('id')
    .union(app.db.selectFrom('client_testimonials').select('id'))
    .limit(1)
    .execute();
  const figures = await readKeyFigures(app.db);
  return anyRow.length === 0 && figures.facts === '[]' && figures.highlights === '[]';
}

/**
 * Fills the home page's clients, client testimonials and key figures with the demo content when
 * DEMO_DATA is on: once per database, and only while Staff have entered none of it.
 */
export async function seedHomeDemoContent(app: FastifyInstance): Promise<boolean> {
  if (!app.config.DEMO_DATA || (await hasSeedRun(app.db, HOME_DEMO_CONTENT_SEED))) return false;
  if (!(await homeIsEmpty(app))) {
    await recordSeedRun(app.db, HOME_DEMO_CONTENT_SEED);
    return false;
  }
  const temp = await createTempFiles(path.join(app.config.DATA_DIR, 'tmp', 'demo-home'));
  try {
    for (const client of DEMO_CLIENTS) {
      const logo = await storeDemoFile(
        app,
        temp,
        `${client.wordmark.toLowerCase()}.png`,
        await renderWordmark(client),
        PNG,
      );
      await createClient(app.db, { name: client.name, logo }, SYSTEM_ACTOR);
    }
    for (const testimonial of DEMO_CLIENT_TESTIMONIALS)
      await createClientTestimonial(app.db, { ...testimonial, photo: null }, SYSTEM_ACTOR);
    await saveKeyFigures(app.db, DEMO_KEY_FIGURES, SYSTEM_ACTOR);
    await recordSeedRun(app.db, HOME_DEMO_CONTENT_SEED);
    app.log.info({ clients: DEMO_CLIENTS.length }, 'added the home page’s demo content');
    return true;
  } finally {
    await temp.removeAll();
  }
}
