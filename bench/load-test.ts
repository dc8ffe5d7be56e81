import autocannon, { type Result } from 'autocannon';
import type { Call } from './calls';
import type { ServerProcess } from './server-process';

/** autocannon looks whether a run is over once a sample, by default once a second. */
const SAMPLE_MS = 50;
/** A search over 100,000 rows may take seconds under load; longer is a failure. */
const TIMEOUT_SECONDS = 30;

/** One round of load on one server. */
export interface Round {
  requests: number;
  seconds: number;
  /** Every response's time in ms, to the microsecond (not autocannon's whole-ms histogram). */
  latenciesMs: number[];
  /** The server's CPU time over the round. */
  cpuMs: number;
  /** Answers with an error status, socket errors and timeouts. */
  errors: number;
}

/**
 * Sends `call` to `server` `requests` times from `connections` connections, each connection
 * sending its next request as soon as the answer to its last one arrives. A round of so many
 * requests, not of so many seconds, leaves no request running when it ends, and has answers to
 * measure however slow the call is.
 */
export async function loadRound(
  server: ServerProcess,
  call: Call,
  headers: Record<string, string>,
  connections: number,
  requests: number,
): Promise<Round> {
  const cpuBefore = server.cpuTimeMs();
  const startedAt = performance.now();
  let lastAnswerAt = startedAt;
  const latenciesMs: number[] = [];
  let failedAnswers = 0;
  const result = await new Promise<Result>((resolve, reject) => {
    const run = autocannon(
      {
        url: `${server.origin}${call.path}`,
        method: call.method,
        headers,
        body: call.body,
        connections,
        amount: requests,
        timeout: TIMEOUT_SECONDS,
        sampleInt: SAMPLE_MS,
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    run.on('response', (_client, status, _bytes, responseTimeMs) => {
      lastAnswerAt = performance.now();
      latenciesMs.push(responseTimeMs);
      if (status >= 400) failedAnswers += 1;
    });
  });
  return {
    requests: latenciesMs.length,
    // Up to the last answer: autocannon notices that it is done only at its next sample.
    seconds: (lastAnswerAt - startedAt) / 1000,
    latenciesMs,
    cpuMs: server.cpuTimeMs() - cpuBefore,
    errors: failedAnswers + result.errors,
  };
}
