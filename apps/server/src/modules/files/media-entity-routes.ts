import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { MediaEntityRoutes } from '@app/shared/media';
import type { Db } from '../../db/database';
import { registerRoute } from '../../http/contract-route';
import { notFound } from '../../http/errors';
import type { ListPage } from '../../http/list-page';
import { registerListRoute } from '../../http/list-route';
import { entryQuerystring } from '../../http/query-schemas';
import { answerEntry } from '../../http/relation-query';
import type { EntryQuery, ListQuery, ListSpec, Populate } from '../../http/strapi-query';
import { single, type Entity } from '../../http/strapi-response';
import { actorOf, type AuditActor } from '../audit/audit-entry';
import { removeStoredFiles, type FileRow, type MediaChange } from './stored-file';
import type { SiteContentKind } from '../../plugins/site-content-changes';

/** What a collection with media does behind its contract's contract. */
export interface MediaEntityImplementation<Row, Create, Update, Attributes> {
  /** The contract's list fields with the columns behind them (`listSpec`). */
  spec: ListSpec;
  /** What the Culture page calls this content: its rendered page is dropped after each change. */
  contentKind: SiteContentKind;
  /** Headers of the public reads (the Culture page's cache lifetime). */
  readHeaders: Record<string, string>;
  fetch: (db: Db, query: ListQuery) => Promise<ListPage<Row>>;
  find: (db: Db, id: number) => Promise<Row | undefined>;
  create: (db: Db, input: Create, actor: AuditActor) => Promise<MediaChange<Row>>;
  update: (
    db: Db,
    id: number,
    changes: Update,
    actor: AuditActor,
  ) => Promise<MediaChange<Row> | undefined>;
  /** Deletes the row and its media; answers the entity as it was, with its media when populated. */
  remove: (
    db: Db,
    id: number,
    actor: AuditActor,
    populate: Populate,
  ) => Promise<{ entity: Entity<Attributes>; removedFiles: FileRow[] } | undefined>;
  /** The entities of rows, with their media (one query for them all) when populated. */
  toEntities: (rows: Row[], populate: Populate) => Promise<Entity<Attributes>[]>;
}

/**
 * Registers the routes of a Culture page collection with uploaded media (events, testimonials)
 * from its contract (`mediaEntityRoutes`): anyone lists and reads it, Staff create, change and
 * delete entries. Files an entry no longer uses are removed from storage after the change is
 * committed.
 */
export function registerMediaEntityRoutes<Attributes, Create, Update, Row>(
  app: FastifyInstance,
  contract: MediaEntityRoutes<z.ZodType<unknown, Attributes>, z.ZodType<Create>, z.ZodType<Update>>,
  entity: MediaEntityImplementation<Row, Create, Update, Attributes>,
): void {
  const oneEntity = async (row: Row, query: EntryQuery) =>
    answerEntry(app.db, entity.spec, (await entity.toEntities([row], query.populate))[0]!, query);

  registerListRoute(app, contract.list, {
    spec: entity.spec,
    headers: entity.readHeaders,
    fetch: entity.fetch,
    toEntities: (rows, query) => entity.toEntities(rows, query.populate),
  });

  registerRoute(app, contract.get, {
    querystring: entryQuerystring(contract.get.querystring, entity.spec),
    handler: async (request, reply) => {
      const row = await entity.find(app.db, request.params.id);
      if (!row) throw notFound();
      reply.headers(entity.readHeaders);
      return oneEntity(row, request.query);
    },
  });

  registerRoute(app, contract.create, {
    querystring: entryQuerystring(contract.create.querystring, entity.spec),
    handler: async (request, reply) => {
      const { row, removedFiles } = await entity.create(
        app.db,
        request.body.data,
        actorOf(request),
      );
      app.siteContent.changed(entity.contentKind);
      await removeStoredFiles(app.fileStorage, removedFiles, reply.log);
      return oneEntity(row, request.query);
    },
  });

  registerRoute(app, contract.update, {
    querystring: entryQuerystring(contract.update.querystring, entity.spec),
    handler: async (request, reply) => {
      const changed = await entity.update(
        app.db,
        request.params.id,
        request.body.data,
        actorOf(request),
      );
      if (!changed) throw notFound();
      app.siteContent.changed(entity.contentKind);
      await removeStoredFiles(app.fileStorage, changed.removedFiles, reply.log);
      return oneEntity(changed.row, request.query);
    },
  });

  registerRoute(app, contract.delete, {
    querystring: entryQuerystring(contract.delete.querystring, entity.spec),
    handler: async (request, reply) => {
      const deleted = await entity.remove(
        app.db,
        request.params.id,
        actorOf(request),
        request.query.populate,
      );
      if (!deleted) throw notFound();
      app.siteContent.changed(entity.contentKind);
      await removeStoredFiles(app.fileStorage, deleted.removedFiles, reply.log);
      // Its rows are gone: the entity is answered as it was, with the attributes chosen.
      return single(deleted.entity, request.query);
    },
  });
}
