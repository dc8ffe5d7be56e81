import { describe, expect, it } from 'vitest';
import type { ListSpec } from '../lists/list-query';
import { parseListQuery } from './strapi-query';
import { paginationMeta } from './strapi-response';

const SPEC: ListSpec = {
  table: 'items',
  attributes: { id: { column: 'id', type: 'id' } },
  relations: {},
};

describe('paginationMeta', () => {
  it("answers Strapi's page, pageSize, pageCount and total", () => {
    const query = parseListQuery({ 'pagination[page]': '2', 'pagination[pageSize]': '10' }, SPEC);
    expect(paginationMeta(query, { total: 35 })).toEqual({
      page: 2,
      pageSize: 10,
      pageCount: 4,
      total: 35,
    });
    expect(paginationMeta(parseListQuery({}, SPEC), { total: 0 })).toEqual({
      page: 1,
      pageSize: 25,
      pageCount: 0,
      total: 0,
    });
  });

  it('answers start and limit when the client paged that way', () => {
    const query = parseListQuery({ 'pagination[start]': '10', 'pagination[limit]': '5' }, SPEC);
    expect(paginationMeta(query, { total: 35 })).toEqual({ start: 10, limit: 5, total: 35 });
  });

  it('answers the window alone when the client asked for no count', () => {
    const byPage = parseListQuery(
      { 'pagination[page]': '3', 'pagination[pageSize]': '10', 'pagination[withCount]': 'false' },
      SPEC,
    );
    expect(byPage.withCount).toBe(false);
    expect(paginationMeta(byPage, {})).toEqual({ page: 3, pageSize: 10 });
    const byOffset = parseListQuery(
      { 'pagination[start]': '20', 'pagination[limit]': '10', 'pagination[withCount]': 'false' },
      SPEC,
    );
    expect(paginationMeta(byOffset, {})).toEqual({ start: 20, limit: 10 });
  });
});
