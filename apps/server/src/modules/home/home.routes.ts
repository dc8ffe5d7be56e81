import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { clientTestimonialRoutes } from '@app/shared/client-testimonial';
import { clientRoutes } from '@app/shared/client';
import { keyFiguresRoutes } from '@app/shared/key-figures';
import type { reorderRoute } from '@app/shared/ordered-entries';
import type { Db } from '../../db/database';
import { registerRoute } from '../../http/contract-route';
import { single, type Entity } from '../../http/strapi-response';
import { actorOf, type AuditActor } from '../audit/audit-entry';
import { registerMediaEntityRoutes } from '../files/media-entity-routes';
import {
  CLIENT_TESTIMONIALS_LIST_SPEC,
  createClientTestimonial,
  deleteClientTestimonial,
  findClientTestimonial,
  listClientTestimonials,
  reorderClientTestimonials,
  updateClientTestimonial,
} from './client-testimonials.repository';
import {
  CLIENTS_LIST_SPEC,
  createClient,
  deleteClient,
  findClient,
  listClients,
  reorderClients,
  updateClient,
} from './clients.repository';
import { toClientEntity, toClientTestimonialEntity, toKeyFiguresEntity } from './home.mapper';
import { readKeyFigures, saveKeyFigures } from './key-figures.repository';

/**
 * The home page's content feeds its server-rendered page, dropped after every change. Browsers
 * and proxies may reuse an answer for a few seconds, as for the Culture page's lists.
 */
const HOME_CONTENT_CACHE_CONTROL = 'public, max-age=5';
const readHeaders = { 'cache-control': HOME_CONTENT_CACHE_CONTROL };

/**
 * What the home page shows that Staff keep: its clients (`/api/clients`), client testimonials
 * (`/api/client-testimonials`), each in an order Staff choose, and its key figures
 * (`/api/key-figures`). Anyone reads them; Staff write them, audited.
 */
export default async function homeRoutes(app: FastifyInstance) {
  /** `PUT <collection>/order`: the entries in the order Staff sent, answered without media. */
  function registerReorderRoute<A extends z.ZodType, Row>(
    contract: ReturnType<typeof reorderRoute<A>>,
    reorder: (db: Db, ids: readonly number[], actor: AuditActor) => Promise<Row[]>,
    toEntity: (row: Row) => Entity<z.output<A>>,
  ) {
    registerRoute(app, contract, {
      handler: async (request) => {
        const rows = await reorder(app.db, request.body.data.ids, actorOf(request));
        app.siteContent.changed('home');
        return { data: rows.map((row) => toEntity(row)), meta: {} };
      },
    });
  }

  registerMediaEntityRoutes(app, clientRoutes, {
    spec: CLIENTS_LIST_SPEC,
    contentKind: 'home',
    readHeaders,
    ownerType: 'client',
    fetch: listClients,
    find: findClient,
    create: createClient,
    update: updateClient,
    remove: deleteClient,
    toEntity: (row, files) => toClientEntity(row, files && (files[0] ?? null)),
  });

  registerReorderRoute(clientRoutes.reorder, reorderClients, toClientEntity);

  registerMediaEntityRoutes(app, clientTestimonialRoutes, {
    spec: CLIENT_TESTIMONIALS_LIST_SPEC,
    contentKind: 'home',
    readHeaders,
    ownerType: 'client-testimonial',
    fetch: listClientTestimonials,
    find: findClientTestimonial,
    create: createClientTestimonial,
    update: updateClientTestimonial,
    remove: deleteClientTestimonial,
    toEntity: (row, files) => toClientTestimonialEntity(row, files && (files[0] ?? null)),
  });

  registerReorderRoute(
    clientTestimonialRoutes.reorder,
    reorderClientTestimonials,
    toClientTestimonialEntity,
  );

  registerRoute(app, keyFiguresRoutes.get, {
    handler: async (_request, reply) => {
      reply.headers(readHeaders);
      return single(toKeyFiguresEntity(await readKeyFigures(app.db)));
    },
  });

  registerRoute(app, keyFiguresRoutes.update, {
    handler: async (request) => {
      const row = await saveKeyFigures(app.db, request.body.data, actorOf(request));
      app.siteContent.changed('home');
      return single(toKeyFiguresEntity(row));
    },
  });
}
