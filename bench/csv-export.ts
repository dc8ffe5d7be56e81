import type { ServerProcess } from './server-process';

/** How often the server's resident memory is read while the export streams. */
const MEMORY_SAMPLE_MS = 20;
const LINE_FEED = 0x0a;

export interface CsvExportResult {
  /** Rows of the CSV, the header not counted (a cell with a line break would count twice). */
  rows: number;
  megabytes: number;
  seconds: number;
  rowsPerSecond: number;
  /** The server's resident memory just before the export, and its peak while it ran. */
  memoryBeforeMb: number;
  peakMemoryMb: number;
}

/**
 * Downloads the CSV export of every application (`GET /api/carrers/export`, the widest list) as
 * a browser does, reading the stream as fast as it comes, while sampling the server's resident
 * memory: the export streams from a database cursor, so the peak must not grow with the rows.
 */
export async function measureCsvExport(
  server: ServerProcess,
  headers: Record<string, string>,
): Promise<CsvExportResult> {
  const memoryBeforeMb = server.residentMemoryMb();
  let peakMemoryMb = memoryBeforeMb;
  const sampler = setInterval(() => {
    peakMemoryMb = Math.max(peakMemoryMb, server.residentMemoryMb());
  }, MEMORY_SAMPLE_MS);
  const startedAt = performance.now();
  let lines = 0;
  let bytes = 0;
  try {
    const response = await fetch(`${server.origin}/api/carrers/export?sort=createdAt:desc`, {
      headers,
    });
    if (!response.ok || !response.body)
      throw new Error(`The export answered ${response.status}: ${await response.text()}`);
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      for (const byte of value) if (byte === LINE_FEED) lines += 1;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - startedAt) / 1000;
  peakMemoryMb = Math.max(peakMemoryMb, server.residentMemoryMb());
  const rows = lines - 1;
  return {
    rows,
    megabytes: bytes / 1024 / 1024,
    seconds,
    rowsPerSecond: rows / seconds,
    memoryBeforeMb,
    peakMemoryMb,
  };
}
