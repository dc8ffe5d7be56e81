import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The requests whose handlers are still running, so that shutting down can wait for them before
 * it closes what they use. Fastify's close waits for open connections only: a request whose
 * client went away (a timeout, a closed tab, a load balancer giving up) runs on without one and
 * would find the database closed under it, losing the write it was making.
 *
 * A request runs from its first hook until its answer is about to be sent (`onSend`, which every
 * reply passes through, errors included, whether or not anyone is left to read it).
 */
export interface RunningRequests {
  /** Resolves once no request is running (at once when none is). */
  finished(): Promise<void>;
}

export function trackRunningRequests(app: FastifyInstance): RunningRequests {
  const running = new Set<FastifyRequest>();
  // Everyone waiting for the last running request to end.
  const waiting: (() => void)[] = [];
  app.addHook('onRequest', async (request) => {
    running.add(request);
  });
  app.addHook('onSend', async (request) => {
    if (!running.delete(request) || running.size > 0) return;
    for (const resolve of waiting.splice(0)) resolve();
  });
  return {
    finished: () =>
      running.size === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiting.push(resolve)),
  };
}
