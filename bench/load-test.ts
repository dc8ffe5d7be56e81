import { setTimeout } from 'node:timers/promises';
import autocannon, { type Result } from 'autocannon';

export interface HttpCall {
  method: 'GET' | 'POST' | 'PUT';
  /** Path and query, e.g. `/api/contacts?pagination[page]=2`. */
  path: string;
  headers?: Record<string, string>;
  /** A JSON body, sent as is. */
  body?: unknown;
}

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  /** Latency percentiles in milliseconds, from every response. */
  p50Ms: number;
  p99Ms: number;
  /** Non-2xx answers, socket errors and timeouts. */
  errors: number;
  /**
   * The server's CPU time per request (ms), over the run: unlike latency, it hardly changes with
   * whatever else the machine is doing, so it compares runs on a busy machine.
   */
  serverCpuMsPerRequest: number;
  /** The database's CPU time per request (ms), when it runs in processes of its own (PostgreSQL). */
  databaseCpuMsPerRequest?: number;
}

/** The answer's compression a browser asks for: measuring without it would flatter the server. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
/** Requests sent one at a time before measuring, so code paths are compiled and caches warm. */
const WARM_UP_REQUESTS = 20;

/** The server and the database count as idle once they use less than this CPU time ... */
const IDLE_CPU_MS = 10;
/** ... in this long: 5 % of a core. */
const IDLE_WINDOW_MS = 200;
/** Past this, a run ends even if they are still busy. */
const SETTLE_LIMIT_MS = 10_000;

/**
 * Waits until the server and the database have finished the work of a run's requests. When the
 * run stops, the database may still be running queries whose answers nobody waits for any more
 * (an unindexed filter runs up to the query time limit): that work belongs to this run, not to
 * the latency and CPU of the call measured next.
 */
async function settle(cpuTimeMs: () => number): Promise<void> {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  let before = cpuTimeMs();
  while (Date.now() < deadline) {
    await setTimeout(IDLE_WINDOW_MS);
    const now = cpuTimeMs();
    if (now - before <= IDLE_CPU_MS) return;
    before = now;
  }
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

function requestOptions(origin: string, call: HttpCall) {
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  return {
    url: `${origin}${call.path}`,
    method: call.method,
    headers: {
      ...BROWSER_HEADERS,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...call.headers,
    },
    ...(body === undefined ? {} : { body }),
  };
}

/** One request with fetch; throws unless it succeeds. For set-up and warm-up. */
export async function send(origin: string, call: HttpCall): Promise<Response> {
  const { url, method, headers, body } = requestOptions(origin, call);
  const response = await fetch(url, { method, headers, ...(body === undefined ? {} : { body }) });
  if (!response.ok) {
    throw new Error(
      `${call.method} ${call.path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
    );
  }
  return response;
}

/**
 * Sends `call` from `connections` connections, each sending its next request as soon as the
 * answer to the last one arrives, for `durationSeconds`, after a few warm-up requests, and waits
 * until the server and the database are idle again (their CPU time counts to the end).
 * Percentiles come from every response time autocannon reports (to the microsecond, not its
 * whole-millisecond histogram); `serverCpuTimeMs` reads the server's CPU time.
 */
export async function loadTest(
  origin: string,
  call: HttpCall,
  options: {
    connections: number;
    durationSeconds: number;
    serverCpuTimeMs: () => number;
    databaseCpuTimeMs?: () => number;
  },
): Promise<LoadResult> {
  for (let index = 0; index < WARM_UP_REQUESTS; index += 1)
    await (await send(origin, call)).arrayBuffer();

  const cpuBefore = options.serverCpuTimeMs();
  const databaseCpuBefore = options.databaseCpuTimeMs?.();
  const latencies: number[] = [];
  let failedAnswers = 0;
  const result = await new Promise<Result>((resolve, reject) => {
    const instance = autocannon(
      {
        ...requestOptions(origin, call),
        connections: options.connections,
        duration: options.durationSeconds,
        timeout: 10,
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
      latencies.push(responseTimeMs);
      if (statusCode < 200 || statusCode > 299) failedAnswers += 1;
    });
  });
  await settle(() => options.serverCpuTimeMs() + (options.databaseCpuTimeMs?.() ?? 0));
  const serverCpuMs = options.serverCpuTimeMs() - cpuBefore;
  const databaseCpuMs =
    databaseCpuBefore === undefined ? undefined : options.databaseCpuTimeMs!() - databaseCpuBefore;
  latencies.sort((a, b) => a - b);
  const perRequest = (ms: number) => ms / Math.max(1, latencies.length);
  return {
    serverCpuMsPerRequest: perRequest(serverCpuMs),
    ...(databaseCpuMs === undefined ? {} : { databaseCpuMsPerRequest: perRequest(databaseCpuMs) }),
    requests: latencies.length,
    requestsPerSecond: latencies.length / result.duration,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    errors: failedAnswers + result.errors,
  };
}
