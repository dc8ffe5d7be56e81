import type { FastifyInstance } from 'fastify';
import { clientTestimonialRoutes } from '@app/shared/client-testimonial';
import { clientRoutes } from '@app/shared/client';
import { keyFiguresRoutes } from '@app/shared/key-figures';
import { registerRoute } from '../../http/contract-route';
import { single } from '../../http/strapi-response';
import type { Populate } from '../../http/strapi-query';
import { actorOf } from '../audit/audit-entry';
import { registerMediaEntityRoutes } from '../files/media-entity-routes';
import {
  CLIENT_TESTIMONIALS_LIST_SPEC,
  createClientTestimonial,
  deleteClientTestimonial,
  findClientTestimonial,
  listClientTestimonials,
  loadClientTestimonialPhotos,
  reorderClientTestimonials,
  updateClientTestimonial,
  type ClientTestimonialRow,
} from './client-testimonials.repository';
import {
  CLIENTS_LIST_SPEC,
  createClient,
  deleteClient,
  findClient,
  listClients,
  loadClientLogos,
  reorderClients,
  updateClient,
  type ClientRow,
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
  /** Entities with their media (one query for the whole page) when the query populates them. */
  async function clientEntities(rows: ClientRow[], populate: Populate) {
    if (!populate.has('logo')) return rows.map((row) => toClientEntity(row));
    const logos = await loadClientLogos(
      app.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toClientEntity(row, logos.get(row.id) ?? null));
  }

  async function testimonialEntities(rows: ClientTestimonialRow[], populate: Populate) {
    if (!populate.has('photo')) return rows.map((row) => toClientTestimonialEntity(row));
    const photos = await loadClientTestimonialPhotos(
      app.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toClientTestimonialEntity(row, photos.get(row.id) ?? null));
  }

  registerMediaEntityRoutes(app, clientRoutes, {
    spec: CLIENTS_LIST_SPEC,
    contentKind: 'home',
    readHeaders,
    fetch: listClients,
    find: findClient,
    create: createClient,
    update: updateClient,
    async remove(db, id, actor, populate) {
      const deleted = await deleteClient(db, id, actor);
      if (!deleted) return undefined;
      return {
        entity: toClientEntity(deleted.row, populate.has('logo') ? deleted.logo : undefined),
        removedFiles: deleted.logo ? [deleted.logo] : [],
      };
    },
    toEntities: clientEntities,
  });

  registerRoute(app, clientRoutes.reorder, {
    handler: async (request) => {
      const rows = await reorderClients(app.db, request.body.data.ids, actorOf(request));
      app.siteContent.changed('home');
      return { data: rows.map((row) => toClientEntity(row)), meta: {} };
    },
  });

  registerMediaEntityRoutes(app, clientTestimonialRoutes, {
    spec: CLIENT_TESTIMONIALS_LIST_SPEC,
    contentKind: 'home',
    readHeaders,
    fetch: listClientTestimonials,
    find: findClientTestimonial,
    create: createClientTestimonial,
    update: updateClientTestimonial,
    async remove(db, id, actor, populate) {
      const deleted = await deleteClientTestimonial(db, id, actor);
      if (!deleted) return undefined;
      return {
        entity: toClientTestimonialEntity(
          deleted.row,
          populate.has('photo') ? deleted.photo : undefined,
        ),
        removedFiles: deleted.photo ? [deleted.photo] : [],
      };
    },
    toEntities: testimonialEntities,
  });

  registerRoute(app, clientTestimonialRoutes.reorder, {
    handler: async (request) => {
      const rows = await reorderClientTestimonials(app.db, request.body.data.ids, actorOf(request));
      app.siteContent.changed('home');
      return { data: rows.map((row) => toClientTestimonialEntity(row)), meta: {} };
    },
  });

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
