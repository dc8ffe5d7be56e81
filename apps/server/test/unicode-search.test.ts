import { beforeAll, describe, expect, it } from 'vitest';
import { testAppSuite } from './test-suite';

/**
 * The filters that ignore case fold it by Unicode's rules, on the database the tests run on
 * (SQLite, or PostgreSQL with TEST_DATABASE_URL), in a list and in its CSV export alike: German,
 * Turkish, Urdu written in Latin letters and French names are found by their lower-case and
 * upper-case forms and by a part of them, and `%`, `_` and `\` in a search are taken literally.
 */

/** First and last names: German, Turkish, Urdu in Latin letters, French, then one of symbols. */
const PEOPLE = [
  ['Anna', 'Müller'],
  ['Jürgen', 'Groß'],
  ['Käthe', 'Ösen'],
  ['Elif', 'Özdemir'],
  ['Mehmet', 'Şahin'],
  ['Ayşe', 'Çelik'],
  ['Emre', 'Ünal'],
  ['Cem', 'Ağaoğlu'],
  ['Ḥusain', 'Qureshi'],
  ['Āmir', 'Raza'],
  ['Zainab', 'Bībī'],
  ['Élodie', 'Lefèvre'],
  ['Françoise', 'Hélène'],
  ['Zoë', 'Dubois'],
  ['Percent', '100%_Süß\\Ltd'],
] as const;

/** Case folded as the lists fold it: `GROSS` is `Groß`, `YILDIZ` is `Yıldız`. */
const folded = (text: string) => text.normalize('NFC').toUpperCase().toLowerCase();

type Operator = '$containsi' | '$eqi' | '$startsWithi' | '$endsWithi' | '$notContainsi' | '$nei';

const MATCHES: Record<Operator, (value: string, text: string) => boolean> = {
  $containsi: (value, text) => folded(value).includes(folded(text)),
  $eqi: (value, text) => folded(value) === folded(text),
  $startsWithi: (value, text) => folded(value).startsWith(folded(text)),
  $endsWithi: (value, text) => folded(value).endsWith(folded(text)),
  $notContainsi: (value, text) => !folded(value).includes(folded(text)),
  $nei: (value, text) => folded(value) !== folded(text),
};

describe('case-insensitive filters in every language', () => {
  const suite = testAppSuite('Staff');

  beforeAll(async () => {
    const now = '2026-03-01T09:30:00.000Z';
    await suite.t.app.db
      .insertInto('contacts')
      .values(
        PEOPLE.map(([first, last], index) => ({
          first_name: first,
          last_name: last,
          email: `person${index}@example.com`,
          phone: '+92 300 1234567',
          topic: 'Business' as const,
          subject: 'Project',
          message: 'Hello',
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  });

  const filter = (field: string, operator: Operator, text: string) =>
    `filters[${field}][${operator}]=${encodeURIComponent(text)}`;

  /** The last names of the messages a filter finds in the list, sorted. */
  async function listed(field: string, operator: Operator, text: string): Promise<string[]> {
    const response = await suite.send(
      'GET',
      `/api/contacts?${filter(field, operator, text)}&pagination[pageSize]=100`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as {
      data: { attributes: { lastName: string } }[];
      meta: { pagination: { total: number } };
    };
    expect(body.meta.pagination.total).toBe(body.data.length);
    return body.data.map((entry) => entry.attributes.lastName).sort();
  }

  /** The last names of the rows a filter finds in the list's CSV export, sorted. */
  async function exported(field: string, operator: Operator, text: string): Promise<string[]> {
    const response = await suite.send(
      'GET',
      `/api/contacts/export?${filter(field, operator, text)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const [header, ...lines] = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const column = header!.split(',').indexOf('Last name');
    // No name here holds a comma or a quote, so a record's cells are its comma-separated parts.
    return lines.map((line) => line.split(',')[column]!).sort();
  }

  /** The last names of the people whose name in `field` a filter matches, sorted. */
  function expected(field: 'firstName' | 'lastName', operator: Operator, text: string) {
    return PEOPLE.filter(([first, last]) =>
      MATCHES[operator](field === 'firstName' ? first : last, text),
    )
      .map(([, last]) => last)
      .sort();
  }

  it('finds Müller by müller, MÜLLER and üller, Özdemir by özdemir, Şahin by şahin', async () => {
    for (const text of ['müller', 'MÜLLER', 'üller'])
      expect(await listed('lastName', '$containsi', text), text).toEqual(['Müller']);
    expect(await listed('lastName', '$containsi', 'özdemir')).toEqual(['Özdemir']);
    expect(await listed('lastName', '$containsi', 'şahin')).toEqual(['Şahin']);
    expect(await listed('lastName', '$containsi', 'GROSS')).toEqual(['Groß']);
  });

  it('finds every name by its lower-case and upper-case forms, whole and in part', async () => {
    for (const [first, last] of PEOPLE) {
      for (const [field, name] of [
        ['firstName', first],
        ['lastName', last],
      ] as const) {
        for (const text of [name.toLowerCase(), name.toUpperCase()]) {
          const middle = [...text].slice(1, -1).join('');
          const start = [...text].slice(0, 3).join('');
          const end = [...text].slice(-3).join('');
          for (const [operator, searched] of [
            ['$containsi', text],
            ['$containsi', middle],
            ['$eqi', text],
            ['$startsWithi', start],
            ['$endsWithi', end],
            ['$notContainsi', text],
            ['$nei', text],
          ] as const) {
            const found = await listed(field, operator, searched);
            expect(found, `${field} ${operator} ${searched}`).toEqual(
              expected(field, operator, searched),
            );
            if (operator === '$containsi' || operator === '$eqi' || operator === '$startsWithi')
              expect(found).toContain(last);
          }
        }
      }
    }
  });

  it('takes %, _ and \\ in a search literally', async () => {
    for (const text of ['%', '_', '\\', '0%_s', 'SÜSS\\L', '%_süß\\ltd'])
      expect(await listed('lastName', '$containsi', text), text).toEqual(['100%_Süß\\Ltd']);
    expect(await listed('lastName', '$startsWithi', '1%')).toEqual([]);
    expect(await listed('lastName', '$eqi', '100%_SÜSS\\LTD')).toEqual(['100%_Süß\\Ltd']);
  });

  it('exports the rows the same filters find, in every language', async () => {
    for (const [, last] of PEOPLE) {
      for (const text of [last.toLowerCase(), last.toUpperCase()]) {
        for (const operator of ['$containsi', '$eqi', '$startsWithi'] as const) {
          const searched = operator === '$startsWithi' ? [...text].slice(0, 3).join('') : text;
          const found = await exported('lastName', operator, searched);
          expect(found, `${operator} ${searched}`).toEqual(
            expected('lastName', operator, searched),
          );
          expect(found).toContain(last);
        }
      }
    }
    expect(await exported('lastName', '$containsi', 'üller')).toEqual(['Müller']);
  });
});
