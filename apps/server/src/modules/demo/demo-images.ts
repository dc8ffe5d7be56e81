import { seededRandom } from './seeded-random';

/**
 * Illustrations for the demo events and testimonials, drawn as SVG and rendered to JPEG at seed
 * time: no binary assets in the repository and no text, so they look the same without any font.
 */

const WIDTH = 1200;
const HEIGHT = 800;

export type EventScene = 'string-lights' | 'mountains' | 'crescent-night' | 'network';

export interface Palette {
  top: string;
  bottom: string;
  accent: string;
  shade: string;
}

function svg(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

function skyGradient(palette: Palette): string {
  return `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.top}"/><stop offset="1" stop-color="${palette.bottom}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${palette.accent}" stop-opacity="0.9"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient>`;
}

/** Soft out-of-focus lights over a garland of bulbs: an evening out. */
function stringLights(palette: Palette, random: () => number): string {
  const bokeh = Array.from({ length: 28 }, () => {
    const r = 30 + random() * 90;
    return `<circle cx="${(random() * WIDTH).toFixed(0)}" cy="${(random() * HEIGHT).toFixed(0)}" r="${r.toFixed(0)}" fill="url(#glow)" opacity="${(0.25 + random() * 0.5).toFixed(2)}"/>`;
  }).join('');
  const sag = 140 + random() * 80;
  const bulbs = Array.from({ length: 19 }, (_, i) => {
    const t = i / 18;
    const x = t * WIDTH;
    const y = 120 + 4 * sag * t * (1 - t);
    return `<circle cx="${x.toFixed(0)}" cy="${(y + 14).toFixed(0)}" r="11" fill="${palette.accent}"/><circle cx="${x.toFixed(0)}" cy="${(y + 14).toFixed(0)}" r="34" fill="url(#glow)"/>`;
  }).join('');
  const wire = `<path d="M0 120 Q ${WIDTH / 2} ${(120 + 2 * sag).toFixed(0)} ${WIDTH} 120" stroke="${palette.shade}" stroke-width="4" fill="none"/>`;
  const tables = `<rect x="0" y="${HEIGHT - 150}" width="${WIDTH}" height="150" fill="${palette.shade}" opacity="0.85"/>`;
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>${bokeh}${wire}${bulbs}${tables}`;
}

/** Layered hills under a low sun: a company trip. */
function mountains(palette: Palette, random: () => number): string {
  const ridge = (baseY: number, roughness: number) => {
    const points = Array.from(
      { length: 9 },
      (_, i) => `${(i * WIDTH) / 8},${(baseY - random() * roughness).toFixed(0)}`,
    );
    return `0,${HEIGHT} ${points.join(' ')} ${WIDTH},${HEIGHT}`;
  };
  const sunX = 250 + random() * 700;
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
<circle cx="${sunX.toFixed(0)}" cy="300" r="220" fill="url(#glow)"/><circle cx="${sunX.toFixed(0)}" cy="300" r="70" fill="${palette.accent}"/>
<polygon points="${ridge(520, 260)}" fill="${palette.shade}" opacity="0.45"/>
<polygon points="${ridge(620, 200)}" fill="${palette.shade}" opacity="0.7"/>
<polygon points="${ridge(720, 140)}" fill="${palette.shade}"/>`;
}

/** A crescent moon, stars and hanging lanterns: Eid and Ramadan evenings. */
function crescentNight(palette: Palette, random: () => number): string {
  const stars = Array.from(
    { length: 70 },
    () =>
      `<circle cx="${(random() * WIDTH).toFixed(0)}" cy="${(random() * HEIGHT * 0.7).toFixed(0)}" r="${(1 + random() * 2.5).toFixed(1)}" fill="#ffffff" opacity="${(0.4 + random() * 0.6).toFixed(2)}"/>`,
  ).join('');
  const lanterns = Array.from({ length: 5 }, (_, i) => {
    const x = 160 + i * 220 + random() * 40;
    const drop = 180 + random() * 220;
    return `<line x1="${x.toFixed(0)}" y1="0" x2="${x.toFixed(0)}" y2="${drop.toFixed(0)}" stroke="${palette.accent}" stroke-width="2"/><circle cx="${x.toFixed(0)}" cy="${(drop + 40).toFixed(0)}" r="90" fill="url(#glow)" opacity="0.6"/><rect x="${(x - 22).toFixed(0)}" y="${drop.toFixed(0)}" width="44" height="72" rx="14" fill="${palette.accent}"/>`;
  }).join('');
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>${stars}
<mask id="crescent"><circle cx="930" cy="210" r="120" fill="#fff"/><circle cx="985" cy="175" r="112" fill="#000"/></mask>
<circle cx="930" cy="210" r="120" fill="#fdf6d8" mask="url(#crescent)"/>${lanterns}`;
}

/** Glowing nodes joined by lines over a grid: a hackathon. */
function network(palette: Palette, random: () => number): string {
  const grid =
    Array.from(
      { length: 13 },
      (_, i) =>
        `<line x1="${i * 100}" y1="0" x2="${i * 100}" y2="${HEIGHT}" stroke="${palette.shade}" stroke-width="1" opacity="0.5"/>`,
    ).join('') +
    Array.from(
      { length: 9 },
      (_, i) =>
        `<line x1="0" y1="${i * 100}" x2="${WIDTH}" y2="${i * 100}" stroke="${palette.shade}" stroke-width="1" opacity="0.5"/>`,
    ).join('');
  const nodes = Array.from(
    { length: 16 },
    () => [80 + random() * (WIDTH - 160), 80 + random() * (HEIGHT - 160)] as const,
  );
  const links = nodes
    .slice(1)
    .map(([x, y], i) => {
      const [px, py] = nodes[Math.floor(random() * (i + 1))]!;
      return `<line x1="${px.toFixed(0)}" y1="${py.toFixed(0)}" x2="${x.toFixed(0)}" y2="${y.toFixed(0)}" stroke="${palette.accent}" stroke-width="3" opacity="0.7"/>`;
    })
    .join('');
  const dots = nodes
    .map(
      ([x, y]) =>
        `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="60" fill="url(#glow)" opacity="0.5"/><circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="12" fill="${palette.accent}"/>`,
    )
    .join('');
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>${grid}${links}${dots}`;
}

const SCENES: Record<EventScene, (palette: Palette, random: () => number) => string> = {
  'string-lights': stringLights,
  mountains,
  'crescent-night': crescentNight,
  network,
};

/** A 1200×800 JPEG of an event scene; the seed varies the layout between photos of one event. */
export async function renderEventImage(
  scene: EventScene,
  palette: Palette,
  seed: number,
): Promise<Buffer> {
  const body = SCENES[scene](palette, seededRandom(seed));
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg(WIDTH, HEIGHT, skyGradient(palette), body)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** A square portrait placeholder: a head-and-shoulders silhouette on a soft gradient. */
export async function renderPortrait(palette: Palette): Promise<Buffer> {
  // Loaded only when demo content is made, not at every start-up.
  const { default: sharp } = await import('sharp');
  const size = 400;
  const body = `<rect width="${size}" height="${size}" fill="url(#sky)"/>
<circle cx="200" cy="160" r="78" fill="${palette.shade}"/>
<path d="M60 400 C 60 290 120 250 200 250 C 280 250 340 290 340 400 Z" fill="${palette.shade}"/>`;
  return sharp(Buffer.from(svg(size, size, skyGradient(palette), body)))
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
}
