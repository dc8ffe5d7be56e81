import { BUDGETS, type Budget } from './budgets';
import { send, type HttpCall } from './load-test';

/** One call to measure under load, and the budget its figure is held to. */
export interface Scenario {
  section: string;
  name: string;
  call: HttpCall;
  connections: number;
  /** Which figure the budget applies to: the 99th percentile latency or the throughput. */
  budget?: { figure: 'p99Ms' | 'requestsPerSecond'; limit: Budget };
  /** The table the call adds rows to (thousands in a run), which are deleted after each run. */
  addsRowsTo?: 'contacts';
}

type Query = Record<string, string>;

/** A list of the admin area (or the public site) and the queries its screen sends. */
interface ListDefinition {
  name: string;
  path: string;
  /** The query the screen opens with (its default sort and populate). */
  opening: Query;
  /** A typical filter, given the first row of the opening page. */
  filtered: (firstRow: Record<string, unknown>) => Query;
  /** Another sort the table offers. */
  sorted: Query;
  /** Substring searches (`$containsi` / `$contains`) the screen offers. */
  searches: { label: string; query: Query }[];
  /**
   * Filters no screen sends and no index serves, which a third-party client may: measured and
   * printed, held to no budget (the query time limit bounds them).
   */
  unindexed?: { label: string; query: Query }[];
}

const LISTS: ListDefinition[] = [
  {
    name: 'carrers',
    path: '/api/carrers',
    opening: { populate: '*', sort: 'createdAt:desc' },
    filtered: () => ({ 'filters[position][$eq]': 'Backend Developer (Node.js/NestJS)' }),
    sorted: { sort: 'lastName:asc' },
    unindexed: [
      {
        label: 'remarks contains (unindexed)',
        query: { 'filters[remarks][$containsi]': 'call back' },
      },
      {
        label: '$or of three fields (unindexed)',
        query: {
          'filters[$or][0][address][$containsi]': 'model town',
          'filters[$or][1][coverLetter][$containsi]': 'kubernetes',
          'filters[$or][2][remarks][$containsi]': 'call back',
        },
      },
    ],
    searches: [
      {
        label: 'name contains',
        query: {
          'filters[$or][0][firstName][$containsi]': 'raza',
          'filters[$or][1][lastName][$containsi]': 'raza',
        },
      },
    ],
  },
  {
    name: 'contacts',
    path: '/api/contacts',
    opening: { sort: 'createdAt:desc' },
    filtered: () => ({ 'filters[topic][$eq]': 'Business' }),
    sorted: { sort: 'lastName:asc' },
    searches: [{ label: 'e-mail contains', query: { 'filters[email][$containsi]': 'qureshi' } }],
  },
  {
    name: 'services',
    path: '/api/services',
    opening: { sort: 'date:desc' },
    filtered: () => ({ 'filters[type][$eq]': 'Internet' }),
    sorted: { sort: 'price_pkr:desc' },
    searches: [{ label: 'item contains', query: { 'filters[item][$containsi]': 'cloud' } }],
  },
  {
    name: 'invoices',
    path: '/api/invoices',
    opening: { 'populate[services][fields][0]': 'item', sort: 'createdAt:desc' },
    filtered: (first) => ({ 'filters[invoice_date][$eq]': String(first.invoice_date) }),
    sorted: { sort: 'total_price:desc' },
    unindexed: [
      {
        label: 'line item contains (through the relation)',
        query: { 'filters[services][item][$containsi]': 'no such item' },
      },
    ],
    searches: [
      { label: 'number contains', query: { 'filters[invoice_number][$contains]': '4711' } },
      { label: 'customer contains', query: { 'filters[customer_name][$containsi]': 'gmbh' } },
    ],
  },
  {
    name: 'users',
    path: '/api/users',
    opening: { sort: 'createdAt:desc' },
    filtered: () => ({ 'filters[role][$eq]': 'Staff' }),
    sorted: { sort: 'email:asc' },
    searches: [{ label: 'username contains', query: { 'filters[username][$containsi]': 'ali' } }],
  },
  {
    name: 'events',
    path: '/api/events',
    opening: { populate: '*', sort: 'date:desc' },
    filtered: (first) => ({ 'filters[date][$lte]': String(first.date) }),
    sorted: { sort: 'title:asc' },
    searches: [{ label: 'title contains', query: { 'filters[title][$containsi]': 'hackathon' } }],
  },
  {
    name: 'employees',
    path: '/api/employees',
    opening: { populate: '*' },
    filtered: () => ({ 'filters[name][$eq]': 'Ali Khan' }),
    sorted: { sort: 'name:asc' },
    searches: [{ label: 'name contains', query: { 'filters[name][$containsi]': 'khan' } }],
  },
];

function withQuery(path: string, ...queries: Query[]): string {
  const params = new URLSearchParams();
  for (const query of queries)
    for (const [key, value] of Object.entries(query)) params.set(key, value);
  return `${path}?${params.toString()}`;
}

interface ListPage {
  data: { attributes: Record<string, unknown> }[];
  meta: { pagination: { pageCount: number } };
}

/**
 * Every list call to measure: the opening page, a filtered page, a sorted page, the last page
 * and each substring search. The opening page is fetched first for the last page's number and
 * the values a filter needs.
 */
export async function listScenarios(
  origin: string,
  headers: Record<string, string>,
  connections: number,
): Promise<Scenario[]> {
  const scenarios: Scenario[] = [];
  const budget = { figure: 'p99Ms', limit: BUDGETS.listPageP99 } as const;
  for (const list of LISTS) {
    const opening = withQuery(list.path, list.opening);
    const firstPage = (await (
      await send(origin, { method: 'GET', path: opening, headers })
    ).json()) as ListPage;
    const firstRow = firstPage.data[0]?.attributes;
    if (!firstRow) throw new Error(`${list.path} has no rows to measure`);
    const pages: [string, string][] = [
      ['first page', opening],
      ['filtered page', withQuery(list.path, list.opening, list.filtered(firstRow))],
      ['sorted page', withQuery(list.path, list.opening, list.sorted)],
      [
        'last page',
        withQuery(list.path, list.opening, {
          'pagination[page]': String(firstPage.meta.pagination.pageCount),
        }),
      ],
      ...list.searches.map(({ label, query }): [string, string] => [
        label,
        withQuery(list.path, list.opening, query),
      ]),
    ];
    for (const [label, path] of pages) {
      scenarios.push({
        section: 'Lists',
        name: `${list.name}: ${label}`,
        call: { method: 'GET', path, headers },
        connections,
        budget,
      });
    }
    for (const { label, query } of list.unindexed ?? []) {
      scenarios.push({
        section: 'Lists',
        name: `${list.name}: ${label}`,
        call: { method: 'GET', path: withQuery(list.path, list.opening, query), headers },
        connections,
      });
    }
  }
  return scenarios;
}

export const CONTACT_FORM_BODY = {
  data: {
    firstName: 'Ayesha',
    lastName: 'Malik',
    email: 'ayesha.malik@example.com',
    phone: '+92 300 1234567',
    topic: 'Business',
    subject: 'Quote for an online shop',
    message:
      'We would like an online shop with payments in PKR and EUR. Could you send us a quote?',
  },
};

/** The form, sign-in, page and PDF calls. */
export function otherScenarios(options: {
  connections: number;
  adminHeaders: Record<string, string>;
  credentials: { email: string; password: string };
  smallInvoiceId: number;
  largeInvoiceId: number;
}): Scenario[] {
  const { connections, adminHeaders } = options;
  const pdf = (id: number): HttpCall => ({
    method: 'GET',
    path: `/api/invoices/${id}/pdf`,
    headers: adminHeaders,
  });
  return [
    {
      section: 'Forms and sign-in',
      name: 'contact form',
      call: { method: 'POST', path: '/api/contacts', body: CONTACT_FORM_BODY },
      connections,
      addsRowsTo: 'contacts',
      budget: { figure: 'requestsPerSecond', limit: BUDGETS.contactFormThroughput },
    },
    {
      section: 'Forms and sign-in',
      // argon2id is slow by design (and rate limited): what one person waits for; no budget.
      name: 'sign in',
      call: {
        method: 'POST',
        path: '/api/auth/local',
        body: { identifier: options.credentials.email, password: options.credentials.password },
      },
      connections: 1,
    },
    {
      section: 'Pages and files',
      name: 'home page (server-rendered, cached)',
      call: { method: 'GET', path: '/' },
      connections,
      budget: { figure: 'p99Ms', limit: BUDGETS.serverRenderedPageP99 },
    },
    {
      section: 'Pages and files',
      name: 'a job page (server-rendered, cached)',
      call: { method: 'GET', path: '/career/frontend-developer' },
      connections,
      budget: { figure: 'p99Ms', limit: BUDGETS.serverRenderedPageP99 },
    },
    // One download at a time: what a member of staff waits for when clicking Download PDF.
    {
      section: 'Pages and files',
      name: 'invoice PDF, 5 lines',
      call: pdf(options.smallInvoiceId),
      connections: 1,
    },
    {
      section: 'Pages and files',
      name: 'invoice PDF, 100 lines',
      call: pdf(options.largeInvoiceId),
      connections: 1,
      budget: { figure: 'p99Ms', limit: BUDGETS.largePdfP99 },
    },
  ];
}
