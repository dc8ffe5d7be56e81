import { beforeAll, describe, expect, it } from 'vitest';
import { testServerSuite } from '../../../test/test-suite';
import { API_DOCS_PATH, OPENAPI_JSON_PATH } from './openapi.plugin';

/** Every endpoint of the API contract, as OpenAPI spells paths. */
const CONTRACT_OPERATIONS = [
  'post /api/auth/local/register',
  'post /api/auth/local',
  'get /api/users/me',
  'get /api/users',
  'put /api/users/{id}',
  'post /api/contacts',
  'get /api/contacts',
  'get /api/contacts/{id}',
  'post /api/carrers',
  'get /api/carrers',
  'get /api/carrers/{id}',
  'put /api/carrers/{id}',
  'post /api/upload',
  'get /api/files/{id}/download',
  'delete /api/upload/files/{id}',
  'get /api/events',
  'get /api/events/{id}',
  'post /api/events',
  'put /api/events/{id}',
  'delete /api/events/{id}',
  'get /api/employees',
  'get /api/employees/{id}',
  'post /api/employees',
  'put /api/employees/{id}',
  'delete /api/employees/{id}',
  'get /api/services',
  'get /api/services/{id}',
  'post /api/services',
  'put /api/services/{id}',
  'delete /api/services/{id}',
  'get /api/invoices',
  'get /api/invoices/{id}',
  'post /api/invoices',
  'put /api/invoices/{id}',
  'delete /api/invoices/{id}',
  'post /api/invoices/bulk',
  'get /api/invoices/{id}/pdf',
  'get /api/exchange-rate',
];

/** The parts of an OpenAPI operation these tests read (a test's view: present or the test fails). */
interface JsonSchema {
  type: string;
  format: string;
  required: string[];
  properties: { [name: string]: JsonSchema };
  items: JsonSchema;
}
interface Operation {
  tags: string[];
  parameters: { name: string; description?: string }[];
  requestBody: { content: { [type: string]: { schema: JsonSchema } } };
  responses: { [status: string]: { content: { [type: string]: { schema: JsonSchema } } } };
}

/** `method /path` of every route in Fastify's route tree (`printRoutes`), whose lines nest by 4 characters. */
function registeredRoutes(tree: string): string[] {
  const parents: string[] = [];
  return tree.split('\n').flatMap((line) => {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)/.exec(line);
    if (!match) return [];
    const depth = match[1]!.length / 4;
    const url = (depth > 0 ? parents[depth - 1]! : '') + match[2]!;
    parents[depth] = url;
    return match[3]!.split(', ').map((method) => `${method.toLowerCase()} ${url}`);
  });
}

describe('OpenAPI', () => {
  const suite = testServerSuite();
  let document: { openapi: string; paths: Record<string, Record<string, Operation>> };

  beforeAll(async () => {
    const response = await suite.t.app.inject({ method: 'GET', url: OPENAPI_JSON_PATH });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });

  it('lists every endpoint of the API contract, from every module', () => {
    const operations = Object.entries(document.paths).flatMap(([url, methods]) =>
      Object.keys(methods).map((method) => `${method} ${url}`),
    );
    expect(document.openapi).toBe('3.0.3');
    expect(operations).toEqual(expect.arrayContaining(CONTRACT_OPERATIONS));
    expect(Object.keys(document.paths).filter((url) => url.includes('*'))).toEqual([]);
  });

  it('lists every route the server answers under /api, except the documentation itself', () => {
    const documented = Object.entries(document.paths).flatMap(([url, methods]) =>
      Object.keys(methods).map((method) => `${method} ${url.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const registered = registeredRoutes(suite.t.app.printRoutes({ commonPrefix: false })).filter(
      (route) =>
        / \/api\//.test(route) &&
        !route.includes('*') &&
        !route.startsWith('head ') &&
        !route.includes(API_DOCS_PATH) &&
        !route.endsWith(OPENAPI_JSON_PATH),
    );
    expect(registered.length).toBeGreaterThanOrEqual(CONTRACT_OPERATIONS.length);
    expect(registered.filter((route) => !documented.includes(route))).toEqual([]);
  });

  it('describes bodies, parameters and answers from the same zod schemas the handlers use', () => {
    const createEvent = document.paths['/api/events']!.post!;
    expect(createEvent.tags).toEqual(['Events']);
    const data = createEvent.requestBody.content['application/json']!.schema.properties.data!;
    expect(data.required).toEqual(['title', 'date']);
    expect(data.properties.images).toMatchObject({ type: 'array', items: { type: 'integer' } });
    const answer = createEvent.responses['200']!.content['application/json']!.schema;
    expect(answer.properties.data!.properties.attributes!.properties).toHaveProperty('videos');

    const listEvents = document.paths['/api/events']!.get!;
    expect(listEvents.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['sort', 'pagination[page]', 'populate', 'filters']),
    );

    const uploadFiles = document.paths['/api/upload']!.post!;
    expect(
      uploadFiles.requestBody.content['multipart/form-data']!.schema.properties.files!.items.format,
    ).toBe('binary');
  });

  it('describes the query language of every list: each field with its operators', () => {
    const filtered = Object.entries(document.paths).filter(
      ([url, methods]) =>
        !url.includes('{') && methods.get?.parameters?.some((p) => p.name === 'filters'),
    );
    // A list's CSV export takes its filters and sort, and no page.
    const exports = filtered.filter(([url]) => url.endsWith('/export'));
    const lists = filtered.filter(([url]) => !url.endsWith('/export'));
    for (const [url, methods] of exports) {
      const names = methods.get!.parameters.map((parameter) => parameter.name);
      expect(names, url).toEqual(expect.arrayContaining(['filters', 'sort']));
      expect(
        names.filter((name) => name.startsWith('pagination')),
        url,
      ).toEqual([]);
    }
    expect(exports.map(([url]) => url.replace(/\/export$/, '')).sort()).toEqual(
      lists
        .map(([url]) => url)
        .filter((url) => !['/api/clients', '/api/client-testimonials'].includes(url))
        .sort(),
    );
    expect(lists.map(([url]) => url).sort()).toEqual(
      [
        '/api/audit-log',
        '/api/carrers',
        '/api/client-testimonials',
        '/api/clients',
        '/api/contacts',
        '/api/employees',
        '/api/events',
        '/api/invoices',
        '/api/jobs',
        '/api/outbox',
        '/api/services',
        '/api/users',
      ].sort(),
    );
    for (const [url, methods] of lists) {
      const parameters = methods.get!.parameters;
      const names = parameters.map((parameter) => parameter.name);
      expect(names, url).toEqual(
        expect.arrayContaining([
          'filters',
          'sort',
          'fields',
          'pagination[page]',
          'pagination[pageSize]',
          'pagination[start]',
          'pagination[limit]',
          'pagination[withCount]',
        ]),
      );
      const filters = parameters.find((parameter) => parameter.name === 'filters')!;
      expect(filters.description, url).toMatch(/Fields: id \(id\), .*createdAt \(timestamp\)/);
      expect(filters.description, url).toContain('string: $eq $eqi $ne $nei');
    }
    const invoices = document.paths['/api/invoices']!.get!.parameters;
    expect(invoices.find((parameter) => parameter.name === 'filters')!.description).toContain(
      'Through a relation, as filters[relation][field][operator]=value: services: id (id), item (string)',
    );
  });

  it('serves interactive docs that work under a Content-Security-Policy', async () => {
    const page = await suite.t.app.inject({ method: 'GET', url: API_DOCS_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("frame-ancestors 'none'");
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    for (const script of scripts) {
      const url = new URL(script, `http://localhost${API_DOCS_PATH}`).pathname;
      expect((await suite.t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    expect(
      (await suite.t.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/json` })).json().paths,
    ).toEqual(document.paths);
  });
});
