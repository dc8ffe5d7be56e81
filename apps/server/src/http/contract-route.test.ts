import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from './request-validator';
import { serializerCompiler } from './response-serializer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dataBody, defineRoute, idParams, noQuery, singleResponse } from '@app/shared/contract';
import errorHandler from '../plugins/error-handler';
import { registerRoute } from './contract-route';
import { populateQuerystring } from './query-schemas';

/** A resource's contract as the modules write theirs: a body inside `data`, an id, a response. */
const noteRoutes = {
  update: defineRoute({
    method: 'PUT',
    url: '/api/notes/:id',
    access: 'public',
    tag: 'Notes',
    summary: 'Change a note',
    params: idParams,
    querystring: noQuery,
    body: dataBody(
      z.strictObject({
        title: z.string({ error: 'Title is required.' }).min(1, { error: 'Title is required.' }),
        tags: z.array(z.string({ error: 'Each tag must be text.' })).optional(),
      }),
    ),
    response: { 200: singleResponse(z.object({ title: z.string() })) },
  }),
};

describe('a route registered from its contract', () => {
  let app: FastifyInstance;
  let received: unknown[];

  beforeAll(async () => {
    received = [];
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('guardFor', () => null);
    await app.register(errorHandler);
    registerRoute(app, noteRoutes.update, {
      querystring: populateQuerystring(noteRoutes.update.querystring),
      handler: async (request) => {
        received.push({ id: request.params.id, data: request.body.data });
        // More than the contract's answer holds: the extra field must not leave the server.
        const attributes = { title: request.body.data.title, internalNote: 'not for clients' };
        return { data: { id: request.params.id, attributes }, meta: {} };
      },
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const put = (url: string, payload: unknown) =>
    app.inject({ method: 'PUT', url, payload: payload as object });

  it('hands the handler the parsed id and body, and answers only what the response schema holds', async () => {
    const response = await put('/api/notes/7', { data: { title: 'Hello' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { id: 7, attributes: { title: 'Hello' } }, meta: {} });
    expect(received.at(-1)).toEqual({ id: 7, data: { title: 'Hello' } });
  });

  it('answers a failing body in Strapi shape, with paths inside data', async () => {
    const response = await put('/api/notes/7', { data: { title: '', tags: ['a', 5] } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      data: null,
      error: {
        status: 400,
        name: 'ValidationError',
        message: '2 errors occurred',
        details: {
          errors: [
            { path: ['title'], message: 'Title is required.', name: 'ValidationError' },
            { path: ['tags', 1], message: 'Each tag must be text.', name: 'ValidationError' },
          ],
        },
      },
    });
  });

  it('refuses a body without data, and fields beside or inside it, as Strapi does', async () => {
    for (const payload of [{}, { data: 'x' }, { title: 'Hello' }, []]) {
      const response = await put('/api/notes/7', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toEqual({
        status: 400,
        name: 'ValidationError',
        message: 'Missing "data" payload in the request body',
        details: {},
      });
    }
    const beside = await put('/api/notes/7', { data: { title: 'Hello' }, extra: 1 });
    expect(beside.json().error.details.errors).toEqual([
      { path: [], message: 'Unknown field: extra', name: 'ValidationError' },
    ]);
    const inside = await put('/api/notes/7', { data: { title: 'Hello', colour: 'red', size: 2 } });
    expect(inside.json().error.details.errors).toEqual([
      { path: [], message: 'Unknown fields: colour, size', name: 'ValidationError' },
    ]);
  });

  it('answers 404 for an id no entity can have, before the handler runs', async () => {
    const before = received.length;
    for (const id of ['0', 'abc', '2147483648', '1.5', '-1']) {
      const response = await put(`/api/notes/${id}`, { data: { title: 'Hello' } });
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error.name).toBe('NotFoundError');
    }
    expect(received.length).toBe(before);
  });

  it('refuses a query parameter the route does not take with its name', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/notes/7?colour=red',
      payload: { data: { title: 'Hello' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      status: 400,
      name: 'ValidationError',
      message: 'Invalid parameter colour',
      details: {},
    });
  });

  it('refuses a NUL character in a query parameter in Strapi shape, before the route reads it', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/notes/7?populate=%00',
      payload: { data: { title: 'Hello' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      status: 400,
      name: 'ValidationError',
      message: 'Parameter populate must not contain NUL characters',
      details: {},
    });
  });

  it('refuses a NUL character in any text of the body', async () => {
    const response = await put('/api/notes/7', { data: { title: 'Hel\u0000lo' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.errors).toEqual([
      {
        path: ['title'],
        message: 'Text must not contain NUL characters.',
        name: 'ValidationError',
      },
    ]);
  });
});
