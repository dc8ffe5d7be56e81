import type { FastifyBaseLogger } from 'fastify';
import type { ExchangeRateInfo } from '@app/shared/invoice';
import { isValidExchangeRate } from '@app/shared/invoice-math';
import type { Db } from '../../db/database';

/** A rate (PKR per EUR) and when it was fetched from the rate source. */
export interface ExchangeRateSnapshot {
  rate: number;
  fetchedAt: string;
}

export interface ExchangeRateService {
  /** The rate to use now: fresh from the source, else the last good one, else none. */
  current(): Promise<ExchangeRateInfo>;
}

export interface ExchangeRateServiceOptions {
  /** Answers JSON `{rates: {PKR: number}}` for base EUR. */
  url: string;
  db: Db;
  log: FastifyBaseLogger;
  timeoutMs?: number;
  cacheTtlMs?: number;
  retryAfterFailureMs?: number;
  now?: () => number;
}

const HOUR_MS = 60 * 60 * 1000;
// The source updates once a day; a few hours keeps PDFs current without asking it on every download.
const DEFAULT_CACHE_TTL_MS = 6 * HOUR_MS;
// A PDF download waits for the source at most this long before the last good rate is used.
const DEFAULT_TIMEOUT_MS = 3000;
// After a failure the source is left alone for a while, so downloads do not each wait for a timeout.
const DEFAULT_RETRY_AFTER_FAILURE_MS = 5 * 60 * 1000;
const MAX_RESPONSE_BYTES = 1024 * 1024;
/** Where the last good rate survives restarts (and is shared by every server on one database). */
export const LAST_GOOD_RATE_SETTING = 'exchange_rate.eur_pkr';

export function createExchangeRateService(
  options: ExchangeRateServiceOptions,
): ExchangeRateService {
  const { url, db, log } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const cacheTtlMs = options.cacheTtlMs ?? DEFAULT_CACHE_TTL_MS;
  const retryAfterFailureMs = options.retryAfterFailureMs ?? DEFAULT_RETRY_AFTER_FAILURE_MS;
  const now = options.now ?? Date.now;

  let fresh: { snapshot: ExchangeRateSnapshot; fetchedAtMs: number } | null = null;
  let lastFailureAtMs = Number.NEGATIVE_INFINITY;
  // Concurrent requests share one fetch instead of each asking the source.
  let inFlight: Promise<ExchangeRateSnapshot | null> | null = null;

  async function fetchRate(): Promise<number> {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`rate source answered ${response.status}`);
    if (Number(response.headers.get('content-length') ?? 0) > MAX_RESPONSE_BYTES)
      throw new Error('rate source answer too large');
    const text = await response.text();
    if (text.length > MAX_RESPONSE_BYTES) throw new Error('rate source answer too large');
    const rate = (JSON.parse(text) as { rates?: { PKR?: unknown } } | null)?.rates?.PKR;
    if (!isValidExchangeRate(rate))
      throw new Error(`rate source gave no usable PKR rate: ${String(rate)}`);
    return rate;
  }

  async function storeLastGood(snapshot: ExchangeRateSnapshot): Promise<void> {
    const row = {
      key: LAST_GOOD_RATE_SETTING,
      value: JSON.stringify(snapshot),
      updated_at: snapshot.fetchedAt,
    };
    await db
      .insertInto('settings')
      .values(row)
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({ value: row.value, updated_at: row.updated_at }),
      )
      .execute();
  }

  async function loadLastGood(): Promise<ExchangeRateSnapshot | null> {
    const row = await db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', LAST_GOOD_RATE_SETTING)
      .executeTakeFirst();
    if (!row) return null;
    try {
      const stored = JSON.parse(row.value) as Partial<ExchangeRateSnapshot> | null;
      if (isValidExchangeRate(stored?.rate) && typeof stored.fetchedAt === 'string') {
        return { rate: stored.rate, fetchedAt: stored.fetchedAt };
      }
    } catch (err) {
      log.error({ err }, 'exchange rate: the stored last good rate is not valid JSON');
    }
    return null;
  }

  async function refresh(): Promise<ExchangeRateSnapshot | null> {
    let rate: number;
    try {
      rate = await fetchRate();
    } catch (err) {
      lastFailureAtMs = now();
      log.warn(
        { err },
        'exchange rate: fetching the EUR→PKR rate failed; using the last good rate if there is one',
      );
      return null;
    }
    const fetchedAtMs = now();
    const snapshot = { rate, fetchedAt: new Date(fetchedAtMs).toISOString() };
    fresh = { snapshot, fetchedAtMs };
    await storeLastGood(snapshot).catch((err: unknown) =>
      log.error({ err }, 'exchange rate: storing the last good rate failed'),
    );
    return snapshot;
  }

  return {
    async current() {
      if (fresh && now() - fresh.fetchedAtMs < cacheTtlMs)
        return { ...fresh.snapshot, source: 'live' };
      if (now() - lastFailureAtMs >= retryAfterFailureMs) {
        inFlight ??= refresh().finally(() => {
          inFlight = null;
        });
        const fetched = await inFlight;
        if (fetched) return { ...fetched, source: 'live' };
      }
      // The database may hold a newer rate fetched by another server; memory covers a failed store.
      const lastGood = (await loadLastGood()) ?? fresh?.snapshot ?? null;
      return lastGood
        ? { ...lastGood, source: 'cached' }
        : { rate: null, fetchedAt: null, source: 'none' };
    },
  };
}
