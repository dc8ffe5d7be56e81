import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What a public page can show that staff change at run time. */
export type SiteContentKind = 'company' | 'jobs' | 'events' | 'testimonials' | 'home';

export interface SiteContentChanges {
  /** Called by a route after it committed a change of that kind. */
  changed(kind: SiteContentKind): void;
  /** Registers a listener; the server-rendered pages drop their cache through it. */
  onChange(listener: (kind: SiteContentKind) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    siteContent: SiteContentChanges;
  }
}

/** The Redis channel on which servers tell each other of changed content. */
const CHANNEL = 'site-content-changed';

/**
 * The one channel through which writers of public content (company settings, jobs, events,
 * testimonials, the home page) tell the readers that cache it: the writers need not know who
 * caches what.
 */
export default fp(
  async function siteContentChanges(app: FastifyInstance) {
    const listeners: Array<(kind: SiteContentKind) => void> = [];
    const runListeners = (kind: SiteContentKind) => {
      for (const listener of listeners) listener(kind);
    };
    // With Redis, a change made on one server reaches every server's listeners through a channel;
    // each server runs its own at once and ignores its own notice when it comes back.
    const publish = app.redis ? await subscribeToOtherServers(app, runListeners) : null;
    app.decorate('siteContent', {
      changed: (kind) => {
        runListeners(kind);
        publish?.(kind);
      },
      onChange: (listener) => {
        listeners.push(listener);
      },
    } satisfies SiteContentChanges);
  },
  { name: 'site-content-changes', dependencies: ['redis'] },
);

async function subscribeToOtherServers(
  app: FastifyInstance,
  runListeners: (kind: SiteContentKind) => void,
): Promise<(kind: SiteContentKind) => void> {
  const redis = app.redis!;
  const serverId = randomUUID();
  // A connection that subscribes can do nothing else, so it is a second one.
  const subscriber = redis.duplicate();
  subscriber.on('error', (err: Error) => app.log.error({ err }, 'Redis unreachable'));
  subscriber.on('message', (_channel: string, message: string) => {
    const { from, kind } = JSON.parse(message) as { from: string; kind: SiteContentKind };
    if (from !== serverId) runListeners(kind);
  });
  await subscriber.connect();
  await subscriber.subscribe(CHANNEL);
  app.addHook('onClose', async () => {
    subscriber.disconnect();
  });
  return (kind) => {
    redis.publish(CHANNEL, JSON.stringify({ from: serverId, kind })).catch((err: unknown) => {
      // The change is saved; only the other servers' cached pages stay as they were.
      app.log.error({ err, kind }, 'other servers not told of changed content: Redis unreachable');
    });
  };
}
