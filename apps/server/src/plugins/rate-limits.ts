import { createRequire } from 'node:module';
import rateLimit, {
  type FastifyRateLimitOptions,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  type RateLimitPluginOptions,
  type RateLimitOptions,
} from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
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
 *
 * With REDIS_URL every count lives in Redis, so servers behind one load balancer count together;
 * without it each server counts in its memory. When Redis does not answer, the general tier lets
 * requests through (logging each one it could not count: the API stays usable), while the strict
 * tier and the per-account limits refuse with 503 (an outage must not open the door to guessing
 * passwords or flooding the forms).
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
  skipOnError: false,
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
    // The general tier fails open; the others set it back to false.
    skipOnError: true,
    ...(app.redis ? { store: redisStore(app.redis, app.log) } : {}),
  });

  const keyedLimit = (name: string, tier: Tier): KeyedLimit => {
    // The limiter keys on the request; this map tells it which key the request counts for.
    const keyOf = new WeakMap<FastifyRequest, string>();
    const limiter = app.createRateLimit({
      keyGenerator: (request) => `${name}:${keyOf.get(request) ?? ''}`,
      max: (request) => scaled(request, tier.max),
      timeWindow: tier.timeWindowMs,
      skipOnError: false,
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

/** Where the counts live in Redis: apart from anything else the database may hold. */
const REDIS_KEY_PREFIX = 'rate-limit:';

export const REDIS_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable (rate limits cannot be checked); please try again shortly.';

type Counted = { current: number; ttl: number };
type CountCallback = (error: Error | null, result?: Counted) => void;
interface ReadableStore extends FastifyRateLimitStore {
  read(key: string, callback: CountCallback, timeWindow: number, max: number): void;
}

// The plugin's own Redis store (one Lua script per count); the package exports no path to it.
const PluginRedisStore = createRequire(import.meta.url)(
  '@fastify/rate-limit/store/RedisStore.js',
) as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  keyPrefix: string,
) => ReadableStore;

/**
 * The plugin's Redis store with a Redis failure made explicit: a limit that fails closed answers
 * 503 with a message saying why (rather than a bare 500), and one that fails open (`skipOnError`)
 * logs every request it let through uncounted.
 */
function redisStore(redis: Redis, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  class ExplicitRedisStore implements ReadableStore {
    private readonly counts: ReadableStore;
    private readonly failsOpen: boolean;
    constructor(pluginOptions: FastifyRateLimitOptions, keyPrefix = REDIS_KEY_PREFIX) {
      // The plugin hands its merged options, which its types leave empty.
      const options = pluginOptions as RateLimitPluginOptions;
      this.counts = new PluginRedisStore(
        options.continueExceeding ?? false,
        options.exponentialBackoff ?? false,
        redis,
        keyPrefix,
      );
      this.failsOpen = options.skipOnError === true;
    }
    private explained(callback: CountCallback): CountCallback {
      return (error, result) => {
        if (!error) return callback(null, result);
        // The key is left out of the log: a per-account limit's key is an e-mail address.
        if (this.failsOpen) {
          log.error({ err: error }, 'rate limit not counted: Redis unreachable');
          return callback(error);
        }
        log.error({ err: error }, 'request refused: Redis unreachable for its rate limit');
        callback(new ApiError(503, REDIS_UNAVAILABLE_MESSAGE));
      };
    }
    incr(key: string, callback: CountCallback, timeWindow: number, max: number) {
      this.counts.incr(key, this.explained(callback), timeWindow, max);
    }
    read(key: string, callback: CountCallback, timeWindow: number, max: number) {
      this.counts.read(key, this.explained(callback), timeWindow, max);
    }
    /** A route's own tier counts under its method and URL; `keyedLimit`'s name their keys themselves. */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      const { routeInfo } = routeOptions as { routeInfo?: { method?: string; url?: string } };
      const route =
        routeInfo?.method && routeInfo.url ? `${routeInfo.method}${routeInfo.url}:` : '';
      return new ExplicitRedisStore(routeOptions, `${REDIS_KEY_PREFIX}${route}`);
    }
  }
  return ExplicitRedisStore;
}
