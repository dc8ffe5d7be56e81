import { beforeAll, describe, expect, it } from 'vitest';
import { testAppSuite } from './test-suite';

/**
 * A filter of another form than the admin's (here `$not` and nested `$or`) is read within
 * QUERY_TIME_LIMIT_MS on both databases: past it the statement stops (SQLite through its deadline
 * function, PostgreSQL through statement_timeout) and the client gets a 400 in Strapi's shape.
 */
describe('the query time limit', () => {
  const suite = testAppSuite('Staff', { env: { QUERY_TIME_LIMIT_MS: '1' } });
  const ROWS = 30_000;

  beforeAll(async () => {
    const now = new Date().toISOString();
    for (let start = 0; start < ROWS; start += 1_000) {
      await suite.t.app.db
        .insertInto('services')
        .values(
          Array.from({ length: 1_000 }, (_, index) => ({
            item: `Bulk service ${start + index}`,
            type: 'Miscellaneous' as const,
            tax: null,
            rate: 100,
            price_pkr: 100,
            remarks: `remark number ${start + index}`,
            date: '2025-01-01',
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
  });

  const get = (url: string) => suite.t.app.inject({ method: 'GET', url, headers: suite.auth });

  it('cuts a costly filter off with a 400 naming the limit', async () => {
    const started = Date.now();
    const response = await get(
      // Matches no row, so every row is read.
      '/api/services?filters[$not][remarks][$containsi]=remark&filters[$or][0][item][$endsWithi]=9&filters[$or][1][remarks][$notContainsi]=zzz',
    );
    expect(response.json()).toEqual({
      data: null,
      error: {
        status: 400,
        name: 'ValidationError',
        message:
          'This filter takes longer than 1 ms to answer: narrow it (an exact value, a range of dates or ids) or split it',
        details: {},
      },
    });
    // Stopped, not read to the end and refused afterwards.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('still answers the admin form of filters, which the limit does not apply to', async () => {
    const response = await get('/api/services?filters[remarks][$containsi]=number 29999');
    expect(response.statusCode).toBe(200);
    expect(
      response.json().data.map((s: { attributes: { item: string } }) => s.attributes.item),
    ).toEqual(['Bulk service 29999']);
  });
});
