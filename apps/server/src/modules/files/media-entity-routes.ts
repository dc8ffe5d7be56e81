import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { MediaEntityRoutes } from '@app/shared/media';
import type { Db } from '../../db/database';
import type { FileOwnerType } from '../../db/schema';
import { registerRoute } from '../../http/contract-route';
import { notFound } from '../../http/errors';
import type { ListPage, RelatedRows } from '../../lists/list-page';
import { registerListRoute } from '../../http/list-route';
import { entryQuerystring } from '../../http/query-schemas';
import { answerEntry } from '../../http/relation-query';
import type { EntryQuery, ListQuery, ListSpec, Populate } from '../../lists/list-query';
import { single, type Entity } from '../../http/strapi-response';
import { actorOf, type AuditActor } from '../audit/audit-entry';
import { removeStoredFiles, type FileRow, type MediaChange } from './stored-file';
import type { SiteContentKind } from '../../plugins/site-content-changes';
import { filesOfEachOwner, loadOwnerFiles } from './files.repository';

/** What a collection with media does behind its contract's contract. */
export interface MediaEntityImplementation<Row extends { id: number }, Create, Update, Attributes> {
  /** The contract's list fields with the columns behind them (`listSpec`): its relations are its media. */
  spec: ListSpec;
  /** What the Culture page calls this content: its rendered page is dropped after each change. */
  contentKind: SiteContentKind;
  /** Headers of the public reads (the Culture page's cache lifetime). */
  readHeaders: Record<string, string>;
  /** Whose files the entries' media are. */
  ownerType: FileOwnerType;
  /** A page of entries; each row carries `related`, when given, under its names (`fetchPage`). */
  fetch: (db: Db, query: ListQuery, related?: RelatedRows) => Promise<ListPage<Row>>;
  find: (db: Db, id: number) => Promise<Row | undefined>;
  create: (db: Db, input: Create, actor: AuditActor) => Promise<MediaChange<Row>>;
  update: (
    db: Db,
    id: number,
    changes: Update,
    actor: AuditActor,
  ) => Promise<MediaChange<Row> | undefined>;
  /** Deletes the row and its media; answers the row as it was and the files it held. */
  remove: (
    db: Db,
    id: number,
    actor: AuditActor,
  ) => Promise<{ row: Row; files: FileRow[] } | undefined>;
  /**
   * An entry's entity: `files`, all its media, come when the query populates any relation, and
   * the entity holds those of the relations `populate` names.
   */
  toEntity: (row: Row, files: FileRow[] | undefined, populate: Populate) => Entity<Attributes>;
}

/**
 * Registers the routes of a Culture page collection with uploaded media (events, testimonials)
 * from its contract (`mediaEntityRoutes`): anyone lists and reads it, Staff create, change and
 * delete entries. Files an entry no longer uses are removed from storage after the change is
 * committed.
 */
export function registerMediaEntityRoutes<Attributes, Create, Update, Row extends { id: number }>(
  app: FastifyInstance,
  contract: MediaEntityRoutes<z.ZodType<unknown, Attributes>, z.ZodType<Create>, z.ZodType<Update>>,
  entity: MediaEntityImplementation<Row, Create, Update, Attributes>,
): void {
  /** An entry with its media when populated. */
  async function oneEntity(row: Row, query: EntryQuery) {
    const files =
      query.populate.size > 0 ? await loadOwnerFiles(app.db, entity.ownerType, row.id) : undefined;
    return answerEntry(app.db, entity.spec, entity.toEntity(row, files, query.populate), query);
  }

  registerListRoute<typeof contract.list, Row & { files?: FileRow[] }>(app, contract.list, {
    spec: entity.spec,
    headers: entity.readHeaders,
    // A populated page reads its entries' media in its own statement.
    fetch: (db, query) =>
      entity.fetch(
        db,
        query,
        query.populate.size > 0
          ? { files: filesOfEachOwner(db, entity.ownerType, entity.spec.table) }
          : undefined,
      ),
    toEntities: (rows, query) => rows.map((row) => entity.toEntity(row, row.files, query.populate)),
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
      const deleted = await entity.remove(app.db, request.params.id, actorOf(request));
      if (!deleted) throw notFound();
      app.siteContent.changed(entity.contentKind);
      await removeStoredFiles(app.fileStorage, deleted.files, reply.log);
      // Its rows are gone: the entity is answered as it was, with the media it held when
      // populated and the attributes chosen.
      const { populate } = request.query;
      const media = populate.size > 0 ? deleted.files : undefined;
      return single(entity.toEntity(deleted.row, media, populate), request.query);
    },
  });
}
