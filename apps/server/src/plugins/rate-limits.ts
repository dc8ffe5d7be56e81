import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../http/errors';

/**
 * Rate limits in two tiers per client address (epic-stack's tiers, as STYLE.md suggests), each
 * multiplied by RATE_LIMIT_FACTOR (0 turns every limit off):
 * - general: every `/api/` route not given a tier of its own, counted together;
 * - strict: sign-in, sign-up and the public forms, counted per route. A route takes it with
 *   `config: { rateLimit: strictRateLimit }`, as `POST /api/upload` does.
 * On top, failed sign-ins count per account (`app.failedLogins`, used by `POST /api/auth/local`),
 * so guessing one account's password from many addresses is slowed down as well; routes count
 * other things per account or e-mail address with `app.keyedLimit` (password-reset requests per
 * address, failed password changes per account).
 * Pages and assets of the web app are not limited: they are static and cached.
 * Behind a reverse proxy set TRUST_PROXY=1, or every visitor shares the proxy's address.
 */

export const RATE_LIMIT_MESSAGE = 'Too many requests, please try again later.';

const MINUTE_MS = 60_000;
export const GENERAL_TIER = { max: 1000, timeWindowMs: MINUTE_MS } as const;
export const STRICT_TIER = { max: 10, timeWindowMs: MINUTE_MS } as const;
export const FAILED_LOGIN_TIER = { max: 10, timeWindowMs: 15 * MINUTE_MS } as const;

export interface Tier {
  max: number;
  timeWindowMs: number;
}

function scaled(request: FastifyRequest, max: number): number {
  return Math.max(1, Math.round(max * request.server.config.RATE_LIMIT_FACTOR));
}

/** Route option for the strict tier: `config: { rateLimit: strictRateLimit }`. Each route counts on its own. */
export const strictRateLimit: RateLimitOptions = {
  max: (request) => scaled(request, STRICT_TIER.max),
  timeWindow: STRICT_TIER.timeWindowMs,
};

/** Counts events per key (an account, an e-mail address) rather than per client address. */
export interface KeyedLimit {
  /** Seconds until the key may be counted again, or null when it may now. */
  retryAfterSeconds(request: FastifyRequest, key: string): Promise<number | null>;
  record(request: FastifyRequest, key: string): Promise<void>;
}
export type FailedLogins = KeyedLimit;

declare module 'fastify' {
  interface FastifyInstance {
    failedLogins: FailedLogins;
    /** A limit of `tier` (scaled by RATE_LIMIT_FACTOR) per key; `name` keeps its keys apart from other limits'. */
    keyedLimit(name: string, tier: Tier): KeyedLimit;
  }
}

const unlimited: KeyedLimit = {
  retryAfterSeconds: async () => null,
  record: async () => undefined,
};

export default fp(async function rateLimits(app: FastifyInstance) {
  if (app.config.RATE_LIMIT_FACTOR === 0) {
    app.decorate('failedLogins', unlimited);
    app.decorate('keyedLimit', () => unlimited);
    return;
  }

  await app.register(rateLimit, {
    global: true,
    max: (request) => scaled(request, GENERAL_TIER.max),
    timeWindow: GENERAL_TIER.timeWindowMs,
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: () => new ApiError(429, RATE_LIMIT_MESSAGE),
  });

  const keyedLimit = (name: string, tier: Tier): KeyedLimit => {
    // The limiter keys on the request; this map tells it which key the request counts for.
    const keyOf = new WeakMap<FastifyRequest, string>();
    const limiter = app.createRateLimit({
      keyGenerator: (request) => `${name}:${keyOf.get(request) ?? ''}`,
      max: (request) => scaled(request, tier.max),
      timeWindow: tier.timeWindowMs,
    });
    return {
      async retryAfterSeconds(request, key) {
        keyOf.set(request, key.toLowerCase());
        const state = await limiter(request, { increment: false });
        return !state.isAllowed && state.remaining === 0 ? Math.max(1, state.ttlInSeconds) : null;
      },
      async record(request, key) {
        keyOf.set(request, key.toLowerCase());
        await limiter(request);
      },
    };
  };
  app.decorate('keyedLimit', keyedLimit);
  app.decorate('failedLogins', keyedLimit('login', FAILED_LOGIN_TIER));
});
