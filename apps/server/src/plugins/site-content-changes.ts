import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What a public page can show that staff change at run time. */
export type SiteContentKind = 'company' | 'jobs' | 'events' | 'testimonials' | 'home';

export interface SiteContentChanges {
  /** Called by a route after it committed a change to content public pages show. */
  changed(kind: SiteContentKind): void;
  /** Registers a listener; the server-rendered pages drop their cache through it. */
  onChange(listener: (kind: SiteContentKind) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    siteContent: SiteContentChanges;
  }
}

/**
 * The one channel through which writers of public content (company settings, jobs, events,
 * testimonials) tell the readers that cache it: the writers need not know who caches what.
 */
export default fp(
  async function siteContentChanges(app: FastifyInstance) {
    const listeners: Array<(kind: SiteContentKind) => void> = [];
    app.decorate('siteContent', {
      changed: (kind) => {
        for (const listener of listeners) listener(kind);
      },
      onChange: (listener) => {
        listeners.push(listener);
      },
    } satisfies SiteContentChanges);
  },
  { name: 'site-content-changes' },
);
