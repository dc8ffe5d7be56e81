import { beforeAll, describe, expect, it } from 'vitest';
import { contactForm } from '../../../test/public-forms';
import { expectValidationError, listAttribute, testAppSuite } from '../../../test/test-suite';

/** Bodies as a Strapi v4 server answers them (the captured examples the API contract follows). */
const MISSING_DATA = {
  data: null,
  error: {
    status: 400,
    name: 'ValidationError',
    message: 'Missing "data" payload in the request body',
    details: {},
  },
};
const INVALID_QUERY = {
  data: null,
  error: {
    status: 400,
    name: 'ValidationError',
    message: 'Invalid parameter nosuchfield',
    details: {},
  },
};
const NOT_FOUND = {
  data: null,
  error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} },
};
/** The fields of the contact form, in its order. */
const FORM_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'topic', 'subject', 'message'];
/** The form's fields, then who handled the message and when (Staff mark it), then the timestamps. */
const CONTACT_ATTRIBUTE_NAMES = [
  ...FORM_FIELDS,
  'handledAt',
  'handledBy',
  'createdAt',
  'updatedAt',
];
const ISO_TIMESTAMP = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
/** Messages from one mailing list, more than a few pages of them. */
const BULK_SENDERS = 220;

describe('contacts', () => {
  const suite = testAppSuite();

  const send = (payload: unknown) =>
    suite.t.app.inject({ method: 'POST', url: '/api/contacts', payload: payload as object });
  const get = (url: string, headers: Record<string, string> = suite.auth) =>
    suite.t.app.inject({ method: 'GET', url, headers });

  describe('POST /api/contacts', () => {
    it("stores a message from anyone and answers in Strapi's shape", async () => {
      const response = await send({ data: contactForm() });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: {
          id: expect.any(Number),
          attributes: {
            ...contactForm(),
            handledAt: null,
            handledBy: null,
            createdAt: ISO_TIMESTAMP,
            updatedAt: ISO_TIMESTAMP,
          },
        },
        meta: {},
      });
    });

    it('trims the texts it stores', async () => {
      const response = await send({
        data: contactForm({ firstName: '  Hira  ', subject: ' Hello ' }),
      });
      expect(response.json().data.attributes).toMatchObject({
        firstName: 'Hira',
        subject: 'Hello',
      });
    });

    it("answers Strapi's error when the data wrapper is missing or wrong", async () => {
      for (const body of [
        contactForm(),
        { data: null },
        { data: 'text' },
        { data: [contactForm()] },
      ]) {
        const response = await send(body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(MISSING_DATA);
      }
      const extra = await send({ data: contactForm(), meta: {} });
      expect(extra.statusCode).toBe(400);
      expect(extra.json().error.message).toBe('Unknown field: meta');
    });

    it('answers a SyntaxError for malformed JSON', async () => {
      const response = await suite.t.app.inject({
        method: 'POST',
        url: '/api/contacts',
        headers: { 'content-type': 'application/json' },
        payload: '{"data": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ status: 400, name: 'SyntaxError' });
    });

    it.each([
      ['firstName', undefined, 'First name is required.'],
      ['firstName', '   ', 'First name is required.'],
      ['firstName', 'x'.repeat(101), 'First name must be at most 100 characters.'],
      ['lastName', '', 'Last name is required.'],
      ['email', 'not-an-email', 'Please enter a valid email address.'],
      ['email', 'a@b', 'Please enter a valid email address.'],
      ['email', 42, 'Please enter a valid email address.'],
      ['phone', '12345', 'Please enter a valid phone number.'],
      ['phone', '+92 300 12345678901234', 'Please enter a valid phone number.'],
      ['phone', '0300-CALL-ME', 'Please enter a valid phone number.'],
      ['topic', 'Sales', 'Topic must be one of: Business, Job, Inquiry, Others.'],
      ['subject', '', 'Subject is required.'],
      ['subject', 'x'.repeat(201), 'Subject must be at most 200 characters.'],
      ['message', undefined, 'Message is required.'],
      ['message', 'x'.repeat(5001), 'Message must be at most 5000 characters.'],
      ['message', 'nul \u0000 inside', 'Text must not contain NUL characters.'],
    ])('refuses %s = %j with %j', async (field, value, message) => {
      const response = await send({ data: contactForm({ [field]: value }) });
      expectValidationError(response, [field], message);
    });

    it('names every failing field at once, and refuses unknown fields', async () => {
      const empty = await send({ data: {} });
      expect(empty.json().error.message).toBe('7 errors occurred');
      expect(empty.json().error.details.errors.map((e: { path: string[] }) => e.path[0])).toEqual(
        FORM_FIELDS,
      );
      const unknown = await send({ data: contactForm({ id: 5, createdAt: '2020-01-01' }) });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.message).toBe('Unknown fields: id, createdAt');
    });
  });

  describe('GET /api/contacts and /api/contacts/:id (Staff)', () => {
    const seeded: {
      id: number;
      firstName: string;
      email: string;
      topic: string;
      createdAt: string;
    }[] = [];

    beforeAll(async () => {
      await suite.t.app.db.deleteFrom('contacts').execute();
      const people = [
        ['Jonas', 'Khan', 'jonas.khan@example.com', 'Business', '2025-06-01T09:00:00.000Z'],
        ['Hira', 'Malik', 'hira.malik@example.com', 'Job', '2025-06-02T09:00:00.000Z'],
        ['Ali', 'Raza', 'ali.raza@sample.org', 'Inquiry', '2025-06-03T09:00:00.000Z'],
        ['Zainab', 'Becker', 'zainab.becker@example.com', 'Job', '2025-06-04T09:00:00.000Z'],
        ['Omar', 'Ahmed', 'omar.ahmed@EXAMPLE.COM', 'Others', '2025-06-05T09:00:00.000Z'],
      ] as const;
      for (const [index, [firstName, lastName, email, topic, createdAt]] of people.entries()) {
        const row = await suite.t.app.db
          .insertInto('contacts')
          .values({
            first_name: firstName,
            last_name: lastName,
            email,
            phone: `+92 300 000000${index}`,
            topic,
            subject: `Enquiry ${5 - index}`,
            message: `Message ${index}`,
            created_at: createdAt,
            updated_at: createdAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        seeded.push({ id: row.id, firstName, email, topic, createdAt });
      }
    });

    const firstNames = async (query: string) =>
      listAttribute(await get(`/api/contacts${query}`), 'firstName');

    it("answers the list in Strapi's shape", async () => {
      const response = await get('/api/contacts');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(Object.keys(body)).toEqual(['data', 'meta']);
      expect(Object.keys(body.data[0].attributes)).toEqual(CONTACT_ATTRIBUTE_NAMES);
      expect(body.data[0]).toEqual({
        id: seeded[0]!.id,
        attributes: {
          firstName: 'Jonas',
          lastName: 'Khan',
          email: 'jonas.khan@example.com',
          phone: '+92 300 0000000',
          topic: 'Business',
          subject: 'Enquiry 5',
          message: 'Message 0',
          handledAt: null,
          handledBy: null,
          createdAt: '2025-06-01T09:00:00.000Z',
          updatedAt: '2025-06-01T09:00:00.000Z',
        },
      });
      expect(body.meta).toEqual({ pagination: { page: 1, pageSize: 25, pageCount: 1, total: 5 } });
    });

    it('filters by topic, e-mail and sent-on date', async () => {
      expect(await firstNames('?filters[topic][$eq]=Job')).toEqual(['Hira', 'Zainab']);
      expect(await firstNames('?filters[email][$eq]=ali.raza@sample.org')).toEqual(['Ali']);
      expect(await firstNames('?filters[email][$containsi]=example.com')).toEqual([
        'Jonas',
        'Hira',
        'Zainab',
        'Omar',
      ]);
      expect(
        await firstNames(
          '?filters[createdAt][$gte]=2025-06-02T00:00:00.000Z&filters[createdAt][$lte]=2025-06-03T23:59:59.999Z',
        ),
      ).toEqual(['Hira', 'Ali']);
      expect(
        await firstNames('?filters[topic][$eq]=Job&filters[createdAt][$gte]=2025-06-03'),
      ).toEqual(['Zainab']);
    });

    it.each([
      ['firstName', ['Ali', 'Hira', 'Jonas', 'Omar', 'Zainab']],
      ['lastName', ['Omar', 'Zainab', 'Jonas', 'Hira', 'Ali']],
      ['email', ['Ali', 'Hira', 'Jonas', 'Omar', 'Zainab']],
      ['phone', ['Jonas', 'Hira', 'Ali', 'Zainab', 'Omar']],
      ['topic', ['Jonas', 'Ali', 'Hira', 'Zainab', 'Omar']],
      ['subject', ['Omar', 'Zainab', 'Ali', 'Hira', 'Jonas']],
      ['createdAt', ['Jonas', 'Hira', 'Ali', 'Zainab', 'Omar']],
      ['id', ['Jonas', 'Hira', 'Ali', 'Zainab', 'Omar']],
    ])('sorts by %s both ways', async (field, ascending) => {
      expect(await firstNames(`?sort=${field}:asc`)).toEqual(ascending);
      // Ties (two Job topics) are broken by id in the sort's direction: one order, reversed.
      expect(await firstNames(`?sort=${field}:desc`)).toEqual([...ascending].reverse());
    });

    it('pages, capping the page size at 100', async () => {
      const page = (
        await get('/api/contacts?sort=createdAt:desc&pagination[page]=2&pagination[pageSize]=2')
      ).json();
      expect(
        page.data.map((c: { attributes: { firstName: string } }) => c.attributes.firstName),
      ).toEqual(['Ali', 'Hira']);
      expect(page.meta.pagination).toEqual({ page: 2, pageSize: 2, pageCount: 3, total: 5 });
      const capped = (await get('/api/contacts?pagination[pageSize]=500')).json();
      expect(capped.meta.pagination.pageSize).toBe(100);
      const beyond = (await get('/api/contacts?pagination[page]=9')).json();
      expect(beyond).toEqual({
        data: [],
        meta: { pagination: { page: 9, pageSize: 25, pageCount: 1, total: 5 } },
      });
    });

    it('refuses filters and sorts of fields it does not have', async () => {
      const response = await get('/api/contacts?filters[nosuchfield][$eq]=1');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID_QUERY);
      expect((await get('/api/contacts?filters[message][$lt]=x')).statusCode).toBe(200);
      expect((await get('/api/contacts?filters[topic][$nosuch]=Jo')).statusCode).toBe(400);
      expect((await get('/api/contacts?sort=nosuch:asc')).statusCode).toBe(400);
      expect((await get('/api/contacts?filters[createdAt][$gte]=soon')).statusCode).toBe(400);
    });

    it('counts the matches of an e-mail search exactly, however many there are', async () => {
      const now = '2025-07-01T09:00:00.000Z';
      const many = Array.from({ length: BULK_SENDERS }, (_, index) => ({
        first_name: 'Bulk',
        last_name: `Sender ${index}`,
        email: `bulk.sender${index}@mailinglist.pk`,
        phone: '+92 300 0000000',
        topic: 'Others' as const,
        subject: 'Newsletter',
        message: 'Hello',
        created_at: now,
        updated_at: now,
      }));
      const inserted = await suite.t.app.db
        .insertInto('contacts')
        .values(many)
        .returning('id')
        .execute();
      try {
        const common = (
          await get(
            '/api/contacts?filters[email][$containsi]=MailingList&pagination[pageSize]=10&pagination[page]=3',
          )
        ).json();
        expect(common.meta.pagination).toEqual({
          page: 3,
          pageSize: 10,
          pageCount: BULK_SENDERS / 10,
          total: BULK_SENDERS,
        });
        expect(
          common.data.map((c: { attributes: { lastName: string } }) => c.attributes.lastName),
        ).toEqual(Array.from({ length: 10 }, (_, index) => `Sender ${20 + index}`));
        const rare = (await get('/api/contacts?filters[email][$containsi]=sender15')).json();
        expect(rare.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: 11 });
        const beyond = (
          await get(
            `/api/contacts?filters[email][$containsi]=sender&pagination[start]=${BULK_SENDERS - 10}&pagination[limit]=5`,
          )
        ).json();
        expect(beyond.meta.pagination).toEqual({
          start: BULK_SENDERS - 10,
          limit: 5,
          total: BULK_SENDERS,
        });
        expect(
          beyond.data.map((c: { attributes: { lastName: string } }) => c.attributes.lastName),
        ).toEqual([10, 9, 8, 7, 6].map((fromEnd) => `Sender ${BULK_SENDERS - fromEnd}`));
      } finally {
        await suite.t.app.db
          .deleteFrom('contacts')
          .where(
            'id',
            'in',
            inserted.map((row) => row.id),
          )
          .execute();
      }
    });

    it('answers one message by id, and 404 for unknown or malformed ids', async () => {
      const one = await get(`/api/contacts/${seeded[2]!.id}`);
      expect(one.statusCode).toBe(200);
      expect(one.json()).toEqual({
        data: { id: seeded[2]!.id, attributes: expect.objectContaining({ firstName: 'Ali' }) },
        meta: {},
      });
      for (const id of ['999999', '0', '-3', 'abc', '2.5', '12345678901']) {
        const response = await get(`/api/contacts/${id}`);
        expect(response.statusCode, id).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      }
      expect((await get(`/api/contacts/${seeded[2]!.id}?sort=id`)).statusCode).toBe(400);
    });
  });
});
