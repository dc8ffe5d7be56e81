import autocannon, { type Result } from 'autocannon';
import type { Call } from './calls';
import type { ServerProcess } from './server-process';

/** autocannon looks whether a run's time is up once a sample, by default once a second. */
const SAMPLE_MS = 50;

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
 * Sends `call` to `server` from `connections` connections for `seconds`, each connection sending
 * its next request as soon as the answer to its last one arrives.
 */
export async function loadRound(
  server: ServerProcess,
  call: Call,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<Round> {
  const cpuBefore = server.cpuTimeMs();
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
        duration: seconds,
        timeout: 10,
        sampleInt: SAMPLE_MS,
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    run.on('response', (_client, status, _bytes, responseTimeMs) => {
      latenciesMs.push(responseTimeMs);
      if (status >= 400) failedAnswers += 1;
    });
  });
  return {
    requests: latenciesMs.length,
    seconds: result.duration,
    latenciesMs,
    cpuMs: server.cpuTimeMs() - cpuBefore,
    errors: failedAnswers + result.errors,
  };
}
