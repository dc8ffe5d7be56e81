import { DEFAULT_PAGE_SIZE } from '@app/shared/constants';
import { CONTACT_HANDLED_FILTERS } from '@app/shared/contact';
import { contactForm } from '../apps/server/test/public-forms';
import { toStrapiQuery, type ListParams } from '../apps/web/src/lib/strapi';

/** One request the benchmark measures, sent alike to the product and to the floor. */
export interface Call {
  name: string;
  method: 'GET' | 'POST';
  /** Path and query string, as the client sends them. */
  path: string;
  /** Sent with the Admin's token, as the admin area sends it. */
  admin: boolean;
  /** A JSON body. */
  body?: string;
  /**
   * A substring search (`$containsi`): no b-tree index serves it, so it reads every row of its
   * list and its time grows with them.
   */
  scans?: boolean;
}

const read = (path: string, admin: boolean): Call => ({
  name: `GET ${path}`,
  method: 'GET',
  path,
  admin,
});

/**
 * The calls of the original client that read through the API (SPEC.md, section 7). Its sign-in
 * (`POST /api/auth/local`) is left out: argon2id makes it slow on purpose, and the floor would not
 * hash.
 */
export const CLIENT_READS: Call[] = [
  read('/api/carrers?populate=*', true),
  read('/api/contacts', true),
  read('/api/services', true),
  read('/api/invoices?populate=services', true),
  read('/api/events?populate=*', false),
  read('/api/employees?populate=*', false),
  read('/api/users/me?populate=role', true),
];

/** The original client's contact form, as its example request fills it. */
export const CONTACT_FORM_CALL: Call = {
  name: 'POST /api/contacts (contact form)',
  method: 'POST',
  path: '/api/contacts',
  admin: false,
  body: JSON.stringify({ data: contactForm() }),
};

/**
 * A large list of the admin area: the query its tab opens with and the forms staff change it to,
 * as the tab's query builder makes them (apps/web/src/features/<tab>/api).
 */
interface AdminList {
  name: string;
  path: string;
  /** What the tab opens with besides its first page, newest first. */
  opening: Pick<ListParams, 'filters' | 'populate'>;
  filter: NonNullable<ListParams['filters']>;
  sort: NonNullable<ListParams['sort']>;
  search: Pick<ListParams, 'filters' | 'anyOf'>;
}

const ADMIN_LISTS: AdminList[] = [
  {
    name: 'applications',
    path: '/api/carrers',
    opening: { populate: '*' },
    filter: { position: { $eq: 'Frontend Developer' } },
    sort: { field: 'lastName', direction: 'asc' },
    // The name search matches the first or the last name.
    search: {
      anyOf: ['firstName', 'lastName'].map((field) => ({ [field]: { $containsi: 'raza' } })),
    },
  },
  {
    name: 'messages',
    path: '/api/contacts',
    // The tab opens on the messages not yet handled.
    opening: { filters: CONTACT_HANDLED_FILTERS.unhandled },
    filter: { topic: { $eq: 'Business' } },
    sort: { field: 'lastName', direction: 'asc' },
    search: { filters: { email: { $containsi: 'qureshi' } } },
  },
  {
    name: 'invoices',
    path: '/api/invoices',
    opening: { populate: { services: { fields: ['item'] } } },
    filter: { status: { $eq: 'Sent' } },
    sort: { field: 'total_price', direction: 'desc' },
    search: { filters: { invoice_number: { $containsi: '-INV-01' } } },
  },
  {
    name: 'audit log',
    path: '/api/audit-log',
    opening: {},
    filter: { entityType: { $eq: 'invoice' } },
    sort: { field: 'username', direction: 'asc' },
    search: { filters: { username: { $containsi: 'khan' } } },
  },
];

/** A list request's address as the admin's API client builds it (empty values left out). */
function listPath(path: string, params: ListParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(toStrapiQuery(params)))
    if (value !== undefined && value !== null && value !== '') query.append(key, String(value));
  return `${path}?${query.toString()}`;
}

/**
 * Each large list's opening page, a page filtered by a column, sorted by another, its last page
 * and its search. `pageCountOf` answers how many pages a list request has, for the last page.
 */
export async function adminListCalls(
  pageCountOf: (path: string) => Promise<number>,
): Promise<Call[]> {
  const calls: Call[] = [];
  for (const list of ADMIN_LISTS) {
    const opening: ListParams = {
      ...list.opening,
      sort: { field: 'createdAt', direction: 'desc' },
      page: 1,
      pageSize: DEFAULT_PAGE_SIZE,
    };
    const call = (form: string, params: ListParams, scans = false): Call => ({
      name: `${list.name}: ${form}`,
      method: 'GET',
      path: listPath(list.path, { ...opening, ...params }),
      admin: true,
      scans,
    });
    const first = call('first page', {});
    const filters = (more: ListParams['filters']) => ({ ...opening.filters, ...more });
    calls.push(
      first,
      call('filtered', { filters: filters(list.filter) }),
      call('sorted', { sort: list.sort }),
      call('last page', { page: await pageCountOf(first.path) }),
      call('search', { filters: filters(list.search.filters), anyOf: list.search.anyOf }, true),
    );
  }
  return calls;
}

/** The headers the browser sends with a call: it takes compressed answers. */
export function requestHeaders(
  call: Partial<Pick<Call, 'admin' | 'body'>>,
  adminToken: string,
): Record<string, string> {
  return {
    'accept-encoding': 'gzip, deflate, br',
    ...(call.admin ? { authorization: `Bearer ${adminToken}` } : {}),
    ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
  };
}
