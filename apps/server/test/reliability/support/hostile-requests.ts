import { multipart, sampleFiles } from '../../support/upload-test-helpers';
import type { HttpMethod } from './route-recorder';

/**
 * Malformed requests, generated from a table of mutations applied to each endpoint: bad ids in
 * the path, hostile query strings, and broken, mistyped, oversized, deeply nested or
 * prototype-poisoning bodies in wrong content types.
 */

export interface HostileRequest {
  /** What the request tries, for failure messages. */
  label: string;
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** What a route takes: a JSON body (Strapi's `{data}` or a bare one like sign-in), a multipart upload, or nothing. */
export type BodyShape =
  | { kind: 'json'; wrapped: boolean; fields: Record<string, unknown> }
  | { kind: 'multipart' }
  | { kind: 'none' };

export interface Endpoint {
  method: HttpMethod;
  /** The registered url, `:id` and all. */
  url: string;
  /** A real id to put in `:id` when the id itself is not what is being mutated. */
  realId?: number;
  body: BodyShape;
}

const MEGABYTE = 1024 * 1024;
const JSON_TYPE = 'application/json';

const BAD_IDS = [
  '0',
  '-1',
  '1e309',
  'abc',
  '9999999999',
  '%00',
  '1.5',
  '0x10',
  '+1',
  '-0',
  '1e3',
  ' 1',
  'Infinity',
  'NaN',
  'null',
  '2147483648',
  '99999999999999999999999999',
  '1%2F2',
  '..%2F..%2Fsecrets.json',
  "1'%20OR%20'1'%3D'1",
  '%E2%80%AE1',
  // Malformed percent-encodings, which the router itself refuses before any route runs.
  '%E0%A4%A',
  '%FF%FE',
  '1%',
  'a'.repeat(250),
] as const;

const q = encodeURIComponent;

/** Query strings that no list or single route may trip over. */
const HOSTILE_QUERIES: readonly string[] = [
  'filters[nope][$eq]=1',
  'filters[email][$eq]=%FF%FE',
  '%E0%A4%A=1',
  'sort=%',
  'filters[id][$regex]=.*',
  'filters[email][$where]=1',
  'filters[email][$notAnOperator]=1',
  'filters[$and][0][email][$eq]=x',
  'filters[email]=x',
  'filters=1',
  'filters[email][$eq][$eq]=x',
  'filters[__proto__][$eq]=1',
  'filters[constructor][$eq]=1',
  'filters[prototype][$eq]=1',
  'filters[$or][0][__proto__][$eq]=1',
  '__proto__[isAdmin]=1',
  'constructor[prototype][isAdmin]=1',
  'filters[createdAt][$gte]=not-a-date',
  'filters[createdAt][$lte]=99999-99-99T99:99',
  'filters[date][$eq]=2025-02-30',
  'filters[id][$in][0]=1&filters[id][$in][1]=abc',
  `filters[topic][$in]=${Array.from({ length: 200 }, (_, i) => `t${i}`).join(',')}`,
  `filters[email][$containsi]=${q("%' OR 1=1 --")}`,
  `filters[email][$eq]=${q("' OR '1'='1")}`,
  `filters[subject][$containsi]=${q("'; DROP TABLE contacts; --")}`,
  `filters[invoice_number][$contains]=${q("') UNION SELECT name FROM sqlite_master --")}`,
  `filters[item][$containsi]=${q('\\%_')}`,
  `filters[customer_name][$containsi]=${q('%00')}`,
  `filters[email][$eq]=%00`,
  `filters[username][$containsi]=${'é'.repeat(600)}`,
  `sort=${q('id; DROP TABLE users')}`,
  `sort=${q('createdAt:desc;--')}`,
  `sort=${q('(select 1)')}`,
  `sort=${q('id:asc,(CASE WHEN 1=1 THEN id END)')}`,
  'sort=id:sideways',
  'sort=__proto__:asc',
  `sort[0]=${q('1 desc')}`,
  'sort=created_at',
  'sort=',
  'sort[999]=id',
  'pagination[page]=-1',
  'pagination[page]=0',
  'pagination[page]=1e309',
  'pagination[page]=99999999999999',
  'pagination[page]=999999999',
  'pagination[page]=abc',
  'pagination[pageSize]=-5',
  'pagination[pageSize]=0',
  'pagination[pageSize]=1000000',
  'pagination[pageSize]=1.5',
  'pagination[start]=-1',
  'pagination[limit]=abc',
  'pagination[page]=1&pagination[page]=2',
  'pagination[page][]=1',
  'pagination=1',
  `populate=${q('../../users')}`,
  'populate[0]=nope',
  'populate[role][populate]=*',
  'populate=*,*,*',
  'fields[0]=password_hash',
  'publicationState=preview',
  `email=${q("' OR 1=1 --@example.com")}`,
  'email=%00%40example.com',
  'email[]=a@example.com',
  `x=${'a'.repeat(100_000)}`,
  '%ZZ=1',
  'a[b][c][d][e][f][g][h][i][j][k][l]=1',
];

/** Authorization headers that are not a bearer token we signed. */
const HOSTILE_AUTHORIZATIONS: readonly string[] = [
  'Bearer',
  'Bearer ',
  'Basic YWRtaW46YWRtaW4=',
  'Bearer a.b.c',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
  `Bearer ${'a'.repeat(8000)}`,
  'Bearer token with spaces',
  'bearer%20x',
];

/** Values of the wrong type (or shape) for a field, whatever its type. */
const WRONG_VALUES: readonly unknown[] = [
  null,
  0,
  -1,
  1e308,
  true,
  [],
  {},
  ['a'],
  { $gt: '' },
  '',
  ' ',
  'abc',
  '2025-13-45',
  'x\u0000y',
  // A lone surrogate: valid JSON, but no valid UTF-8 for the database.
  '\ud800',
];

function withId(url: string, id: string | number | undefined): string {
  return url.replace(':id', String(id ?? 1)).replace(/\/\*$/, '/x');
}

interface BodyMutation {
  label: string;
  payload: string | Buffer;
  headers: Record<string, string>;
}

function json(
  label: string,
  payload: string | Buffer,
  contentType: string | null = JSON_TYPE,
): BodyMutation {
  return { label, payload, headers: contentType === null ? {} : { 'content-type': contentType } };
}

function deep(depth: number, open: string, close: string, inner: string): string {
  return `${open.repeat(depth)}${inner}${close.repeat(depth)}`;
}

/** Bodies that break JSON itself, its size, its depth or its content type: the same for every route. */
function rawBodyMutations(sample: unknown): BodyMutation[] {
  const valid = JSON.stringify(sample);
  const wrap = (data: unknown) => JSON.stringify({ data });
  const upload = multipart(
    [{ filename: 'resume.pdf', data: sampleFiles.pdf(), contentType: 'application/pdf' }],
    { data: valid },
  );
  return [
    json('an empty JSON body', ''),
    json('a cut-off object', '{'),
    json('a cut-off data', '{"data": {'),
    json('a trailing comma', '{"data": {"a": 1,}}'),
    json('single quotes', "{'data': {}}"),
    json('undefined', 'undefined'),
    json('NaN', 'NaN'),
    json('a leading zero', '{"data": {"a": 01}}'),
    json('a byte order mark', `\uFEFF${valid}`),
    json('garbage after the JSON', `${valid}garbage`),
    json('a lone surrogate', '{"data": "\\ud800"}'),
    json('bytes that are not UTF-8', Buffer.from([0x7b, 0xff, 0xfe, 0x00, 0x7d])),
    json('a NUL character in a text', wrap({ a: 'x\u0000y' })),
    json('a number too large for a double', '{"data": {"a": 1e999999}}'),
    json('100,000 unclosed brackets', '['.repeat(100_000)),
    json('arrays nested 50,000 deep', `{"data":${deep(50_000, '[', ']', '')}}`),
    json('objects nested 20,000 deep', `{"data":${deep(20_000, '{"a":', '}', '1')}}`),
    json(
      'an object of 10,000 keys',
      wrap(Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i]))),
    ),
    json('a 1 MB string', wrap({ text: 'x'.repeat(MEGABYTE) })),
    json('a 300 KB body', wrap({ text: 'y'.repeat(300 * 1024) })),
    json('a __proto__ key beside data', `{"__proto__": {"isAdmin": true}, "data": ${valid}}`),
    json('a __proto__ key in data', `{"data": {"__proto__": {"isAdmin": true}}}`),
    json(
      'a constructor.prototype key in data',
      '{"data": {"constructor": {"prototype": {"isAdmin": true}}}}',
    ),
    json('a prototype key in data', '{"data": {"prototype": {"isAdmin": true}}}'),
    json('data twice', `{"data": ${valid}, "data": ${valid}}`),
    json('JSON sent as text/plain', valid, 'text/plain'),
    json('JSON sent as XML', valid, 'application/xml'),
    json(
      'a form sent urlencoded',
      'data[firstName]=x&data[email]=y',
      'application/x-www-form-urlencoded',
    ),
    json('JSON in UTF-16', valid, 'application/json; charset=utf-16'),
    json('a made-up JSON type', valid, 'application/jsonx'),
    json('a body without a content type', valid, null),
    json('JSON declared as multipart', valid, 'multipart/form-data; boundary=x'),
    json('JSON declared as multipart without boundary', valid, 'multipart/form-data'),
    {
      label: 'a multipart form where JSON is expected',
      payload: upload.payload,
      headers: upload.headers,
    },
  ];
}

/** Bodies of the right syntax but the wrong structure or field types, built from the route's sample. */
function structuralMutations(fields: Record<string, unknown>, wrapped: boolean): BodyMutation[] {
  const body = (data: unknown) => JSON.stringify(wrapped ? { data } : data);
  const mutations: BodyMutation[] = [
    ...[null, [], 123, 'text', true, {}].map((value) =>
      json(`a body of ${JSON.stringify(value)}`, JSON.stringify(value)),
    ),
    json('data null', JSON.stringify({ data: null })),
    json('data a list', JSON.stringify({ data: [fields] })),
    json('data a text', JSON.stringify({ data: 'x' })),
    json('data a number', JSON.stringify({ data: 1 })),
    json('a field beside data', JSON.stringify({ data: fields, extra: 1 })),
    json(
      wrapped ? 'the fields without the data wrapper' : 'the fields inside a data wrapper',
      wrapped ? JSON.stringify(fields) : JSON.stringify({ data: fields }),
    ),
    json('an unknown field', body({ ...fields, unknownField: 'x' })),
    json(
      'a 200 KB text in every field',
      body(
        Object.fromEntries(
          Object.keys(fields).map((key) => [
            key,
            'z'.repeat(200_000 / Math.max(1, Object.keys(fields).length)),
          ]),
        ),
      ),
    ),
  ];
  for (const key of Object.keys(fields)) {
    const { [key]: _left, ...without } = fields;
    mutations.push(json(`${key} left out`, body(without)));
    for (const value of WRONG_VALUES) {
      mutations.push(json(`${key} = ${JSON.stringify(value)}`, body({ ...fields, [key]: value })));
    }
  }
  return mutations;
}

/** Uploads that are not what `POST /api/upload` takes: broken multipart, wrong fields, JSON. */
function multipartMutations(): BodyMutation[] {
  const pdf = sampleFiles.pdf();
  const good = multipart([{ filename: 'resume.pdf', data: pdf, contentType: 'application/pdf' }]);
  const boundary = good.headers['content-type'].split('boundary=')[1]!;
  const part = (disposition: string, data: string) =>
    `--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: application/pdf\r\n\r\n${data}\r\n`;
  const form = (contentType: string, payload: string | Buffer) => ({
    payload,
    headers: { 'content-type': contentType },
  });
  const multipartType = `multipart/form-data; boundary=${boundary}`;
  return [
    {
      label: 'a multipart body cut off',
      ...form(multipartType, good.payload.subarray(0, good.payload.length - 20)),
    },
    {
      label: 'a multipart body without its closing boundary',
      ...form(
        multipartType,
        part('form-data; name="files"; filename="a.pdf"', pdf.toString('latin1')),
      ),
    },
    {
      label: 'a boundary that does not match',
      ...form('multipart/form-data; boundary=other', good.payload),
    },
    { label: 'multipart without a boundary', ...form('multipart/form-data', good.payload) },
    { label: 'an empty multipart body', ...form(multipartType, '') },
    { label: 'multipart/mixed', ...form(`multipart/mixed; boundary=${boundary}`, good.payload) },
    {
      label: 'a file without a name',
      ...form(
        multipartType,
        `${part('form-data; name="files"', pdf.toString('latin1'))}--${boundary}--\r\n`,
      ),
    },
    {
      label: 'a part without a disposition',
      ...form(multipartType, `--${boundary}\r\n\r\nx\r\n--${boundary}--\r\n`),
    },
    {
      label: 'a header line of 100 KB',
      ...form(
        multipartType,
        `${part(`form-data; name="files"; filename="${'n'.repeat(100_000)}.pdf"`, 'x')}--${boundary}--\r\n`,
      ),
    },
    {
      label: 'fields only',
      ...form(multipartType, `${part('form-data; name="data"', '{}')}--${boundary}--\r\n`),
    },
    {
      label: 'a file in the wrong field',
      ...multipart([{ filename: 'a.pdf', data: pdf, field: 'file' }]),
    },
    {
      label: '200 parts',
      ...multipart(Array.from({ length: 200 }, (_, i) => ({ filename: `${i}.pdf`, data: pdf }))),
    },
    {
      label: 'a JSON body',
      payload: JSON.stringify({ data: { files: [1] } }),
      headers: { 'content-type': JSON_TYPE },
    },
    {
      label: 'a form sent urlencoded',
      payload: 'files=resume.pdf',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
  ];
}

/** Who sends the requests: their headers, and whether the route refuses them. */
export interface Caller {
  headers: Record<string, string>;
  refused: boolean;
}

/**
 * Every hostile request for one endpoint, from one caller. A caller the route refuses gets only
 * what its refusal meets (bad ids, hostile authorizations, broken bodies): hostile queries and
 * wrong fields reach the route's own code only from a caller it lets in, who gets them all.
 */
export function hostileRequestsFor(endpoint: Endpoint, caller: Caller): HostileRequest[] {
  const { method, url, body } = endpoint;
  const realUrl = withId(url, endpoint.realId);
  const requests: HostileRequest[] = [];
  const add = (
    label: string,
    target: string,
    mutation?: { payload?: string | Buffer; headers?: Record<string, string> },
  ) =>
    requests.push({
      label,
      method,
      url: target,
      headers: { ...caller.headers, ...mutation?.headers },
      payload: mutation?.payload,
    });
  // Queries and ids are tried with an empty body, so a route that reads its query first meets them.
  const emptyBody =
    body.kind === 'none' ? undefined : { payload: '{}', headers: { 'content-type': JSON_TYPE } };

  if (url.includes(':id')) {
    for (const id of BAD_IDS) add(`id ${id.slice(0, 40)}`, withId(url, id), emptyBody);
  }
  if (!caller.refused) {
    for (const query of HOSTILE_QUERIES)
      add(`query ${query.slice(0, 80)}`, `${realUrl}?${query}`, emptyBody);
  }
  if (!caller.headers.authorization) {
    for (const authorization of HOSTILE_AUTHORIZATIONS) {
      add(`authorization ${authorization.slice(0, 40)}`, realUrl, {
        ...emptyBody,
        headers: { ...emptyBody?.headers, authorization },
      });
    }
  }
  if (body.kind === 'none') return requests;

  const sample =
    body.kind === 'json' ? (body.wrapped ? { data: body.fields } : body.fields) : { data: {} };
  const mutations = [
    ...rawBodyMutations(sample),
    ...(caller.refused
      ? []
      : body.kind === 'json'
        ? structuralMutations(body.fields, body.wrapped)
        : multipartMutations()),
  ];
  for (const mutation of mutations) add(mutation.label, realUrl, mutation);
  return requests;
}
