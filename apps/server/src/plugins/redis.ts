import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The connection to REDIS_URL, shared by the servers for rate limits and change notices; null without it. */
    redis: Redis | null;
  }
}

/**
 * How long a command may wait for Redis. A command fails rather than waits for a reconnection
 * (no offline queue): a rate limit check must answer within a request, not hang until Redis is back.
 */
const COMMAND_TIMEOUT_MS = 1_000;
const CONNECT_TIMEOUT_MS = 2_000;

/** Options of every connection to Redis, the subscriber's included. */
const REDIS_OPTIONS = {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  commandTimeout: COMMAND_TIMEOUT_MS,
  connectTimeout: CONNECT_TIMEOUT_MS,
} as const;

/**
 * Connects to REDIS_URL when it is set; start-up fails when Redis does not answer. Once running,
 * a lost connection is retried in the background and each failure is logged; `GET /healthz`
 * reports it.
 */
export default fp(
  async function redis(app: FastifyInstance) {
    const url = app.config.REDIS_URL;
    if (!url) {
      app.decorate('redis', null);
      return;
    }
    // Loaded only with REDIS_URL: a single server starts without the client (40 ms).
    const { Redis } = await import('ioredis');
    const client = new Redis(url, REDIS_OPTIONS);
    // The connection's own error says why (refused, unknown host); connect() only says it closed.
    let lastError: Error | undefined;
    client.on('error', (err: Error) => {
      lastError = err;
      app.log.error({ err }, 'Redis unreachable');
    });
    try {
      await client.connect();
    } catch (error) {
      client.disconnect();
      throw new Error(
        `Redis at REDIS_URL does not answer: ${(lastError ?? (error as Error)).message}`,
      );
    }
    app.decorate('redis', client);
    app.addHook('onClose', async () => {
      client.disconnect();
    });
  },
  { name: 'redis' },
);
