import type * as fastifyModule from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { vi } from 'vitest';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One route as the server registered it: `GET /api/events/:id`. */
export interface RegisteredRoute {
  method: HttpMethod;
  url: string;
}

const recorded: { method: string; url: string }[] = [];

/**
 * Stands in for the `fastify` module in a test file that declares
 * `vi.mock('fastify', async () => (await import('./support/route-recorder')).recordingFastify())`:
 * every app built after that records each route it registers, so a test can walk the server's
 * real route list instead of a hand-kept copy.
 */
export async function recordingFastify() {
  const actual = await vi.importActual<typeof fastifyModule>('fastify');
  const create = (options?: FastifyServerOptions): FastifyInstance => {
    const app = actual.default(options) as unknown as FastifyInstance;
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) recorded.push({ method, url: route.url });
    });
    return app;
  };
  return { ...actual, default: create };
}

/**
 * The routes registered so far, each once. HEAD is left out: Fastify answers it for every GET
 * route with the GET handler, so it is walked as that GET.
 */
export function registeredRoutes(): RegisteredRoute[] {
  const seen = new Map<string, RegisteredRoute>();
  for (const { method, url } of recorded) {
    if (method === 'HEAD') continue;
    const route = { method: method as HttpMethod, url };
    seen.set(routeKey(route), route);
  }
  return [...seen.values()];
}

export function routeKey(route: RegisteredRoute): string {
  return `${route.method} ${route.url}`;
}
