import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applicationForm, insertUnclaimedResume } from '../../../test/public-forms';
import { expectValidationError, listAttribute, testAppSuite } from '../../../test/test-suite';
import {
  STRAPI_MEDIA_ATTRIBUTES,
  sampleFiles,
  uploadOk,
} from '../../../test/support/upload-test-helpers';

const ISO_TIMESTAMP = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
const RESUME_REQUIRED = 'Resume is required (PDF only).';
/**
 * The attribute names of strapi-examples/carrers-populate-all.GET.json, in its order, and since
 * when the application has had its status (the Applications list shows how long it has waited).
 */
const APPLICATION_ATTRIBUTE_NAMES = [
  'firstName',
  'lastName',
  'email',
  'address',
  'phone',
  'startDate',
  'experience',
  'salaryExpect',
  'position',
  'coverLetter',
  'consent',
  'applicationStatus',
  'interviewTime',
  'remarks',
  'createdAt',
  'updatedAt',
  'statusChangedAt',
];

describe('job applications (/api/carrers)', () => {
  const suite = testAppSuite();
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const apply = (payload: unknown) =>
    suite.t.app.inject({ method: 'POST', url: '/api/carrers', payload: payload as object });
  const get = (url: string, headers: Record<string, string> = suite.auth) =>
    suite.t.app.inject({ method: 'GET', url, headers });
  const put = (id: number | string, payload: unknown, query = '') =>
    suite.t.app.inject({
      method: 'PUT',
      url: `/api/carrers/${id}${query}`,
      payload: payload as object,
      headers: suite.auth,
    });
  const applicationCount = async () =>
    Number(
      (
        await suite.t.app.db
          .selectFrom('applications')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('POST /api/carrers', () => {
    it('takes an anonymous application with an uploaded resume and answers like strapi-examples/carrers.POST.json', async () => {
      const [resume] = await uploadOk(suite.t, [
        { filename: 'my cv.pdf', data: sampleFiles.pdf(), contentType: 'application/pdf' },
      ]);
      const form = applicationForm(resume!.id);
      const { resume: _resume, ...sent } = form;
      const response = await apply({ data: form });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: {
          id: expect.any(Number),
          attributes: {
            ...sent,
            applicationStatus: 'Pending',
            interviewTime: null,
            remarks: null,
            createdAt: ISO_TIMESTAMP,
            updatedAt: ISO_TIMESTAMP,
            statusChangedAt: ISO_TIMESTAMP,
          },
        },
        meta: {},
      });

      // The resume now belongs to the application: Staff see it, and only Staff may download it.
      const id = response.json().data.id;
      const stored = (await get(`/api/carrers/${id}?populate=*`)).json().data.attributes.resume
        .data;
      expect(stored).toEqual([
        {
          id: resume!.id,
          attributes: expect.objectContaining({
            name: 'my cv.pdf',
            ext: '.pdf',
            mime: 'application/pdf',
          }),
        },
      ]);
      expect(stored[0].attributes.url).toBe(`/api/files/${resume!.id}/download`);
      expect((await get(stored[0].attributes.url, {})).statusCode).toBe(403);
      const download = await get(stored[0].attributes.url);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
    });

    it('claims a resume once: a second application naming it is refused and not stored', async () => {
      const resumeId = await insertUnclaimedResume(suite.t);
      expect((await apply({ data: applicationForm(resumeId) })).statusCode).toBe(200);
      const before = await applicationCount();
      const again = await apply({
        data: applicationForm(resumeId, { email: 'someone.else@example.com' }),
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().error.details.errors).toEqual([
        { path: ['resume'], message: RESUME_REQUIRED, name: 'ValidationError' },
      ]);
      expect(await applicationCount()).toBe(before);
    });

    it('lets exactly one of two applications sent at once claim the same resume', async () => {
      const resumeId = await insertUnclaimedResume(suite.t);
      const responses = await Promise.all([
        apply({ data: applicationForm(resumeId) }),
        apply({ data: applicationForm(resumeId) }),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    });

    it.each([
      ['an unknown file', () => Promise.resolve(2_000_000_000)],
      ['a public file', () => insertUnclaimedResume(suite.t, { visibility: 'public' })],
      ['a file that is not a PDF', () => insertUnclaimedResume(suite.t, { mime: 'image/png' })],
      [
        'an upload older than a day',
        () =>
          insertUnclaimedResume(suite.t, {
            createdAt: new Date(Date.now() - 25 * 3600_000).toISOString(),
          }),
      ],
    ])('refuses %s as the resume and stores nothing', async (_, resumeId) => {
      const before = await applicationCount();
      const response = await apply({ data: applicationForm(await resumeId()) });
      expectValidationError(response, ['resume'], RESUME_REQUIRED);
      expect(await applicationCount()).toBe(before);
    });

    it('keeps the expected salary exact to the paisa', async () => {
      const response = await apply({
        data: applicationForm(await insertUnclaimedResume(suite.t), { salaryExpect: 150000.25 }),
      });
      expect(response.json().data.attributes.salaryExpect).toBe(150000.25);
      const row = await suite.t.app.db
        .selectFrom('applications')
        .select('salary_expect')
        .where('id', '=', response.json().data.id)
        .executeTakeFirstOrThrow();
      expect(Number(row.salary_expect)).toBe(15000025);
    });

    it.each([
      ['firstName', '', 'First name is required.'],
      ['lastName', undefined, 'Last name is required.'],
      ['email', 'applicant@', 'Please enter a valid email address.'],
      ['address', '  ', 'Address is required.'],
      ['address', 'x'.repeat(301), 'Address must be at most 300 characters.'],
      ['phone', 'call me', 'Please enter a valid phone number.'],
      ['phone', '123456', 'Please enter a valid phone number.'],
      ['startDate', undefined, 'Start date is required.'],
      ['startDate', '01.09.2025', 'Start date must be a date (YYYY-MM-DD).'],
      ['startDate', '2025-02-30', 'Start date must be a real calendar date.'],
      [
        'experience',
        'Guru',
        'Experience must be one of: Fresh Graduate (0-1 years), Junior (2-3 years), Mid-Level (4-10 years), Senior (11+ years).',
      ],
      ['salaryExpect', '150000', 'Expected salary must be a number.'],
      ['salaryExpect', -1, 'Expected salary must be 0 or more.'],
      ['position', '', 'Position is required.'],
      // Not the title of a published job (the jobs tests cover new and closed ones).
      ['position', 'CEO', 'Position must be one of the open positions.'],
      ['coverLetter', '', 'Cover letter is required.'],
      ['consent', false, 'Please confirm your consent to continue.'],
      ['consent', undefined, 'Please confirm your consent to continue.'],
      ['resume', [], RESUME_REQUIRED],
      ['resume', undefined, RESUME_REQUIRED],
      ['resume', [1, 2], RESUME_REQUIRED],
    ])('refuses %s = %j with %j', async (field, value, message) => {
      const response = await apply({ data: applicationForm(1, { [field]: value }) });
      expectValidationError(response, [field], message);
    });

    it('refuses a resume id that is not a number', async () => {
      const response = await apply({ data: applicationForm(1, { resume: ['cv.pdf'] }) });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.errors).toEqual([
        { path: ['resume', 0], message: RESUME_REQUIRED, name: 'ValidationError' },
      ]);
    });

    it('does not let an applicant set the status, interview time or remarks', async () => {
      const response = await apply({
        data: applicationForm(1, { applicationStatus: 'Approved', remarks: 'hire' }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Unknown fields: applicationStatus, remarks');
    });

    it('refuses a body without the data wrapper', async () => {
      const response = await apply(applicationForm(1));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Missing "data" payload in the request body');
    });
  });

  describe('GET /api/carrers and /api/carrers/:id (Staff)', () => {
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      await suite.t.app.db.deleteFrom('applications').execute();
      const people = [
        [
          'Ali',
          'Becker',
          'Senior Full Stack Developer (Team Lead)',
          '2025-07-11',
          'Mid-Level (4-10 years)',
          256000,
          'Pending',
          null,
        ],
        [
          'Zainab',
          'Raza',
          'Frontend Developer',
          '2026-09-07',
          'Junior (2-3 years)',
          589000,
          'Shortlisted',
          'Tue 11:00',
        ],
        [
          'Hira',
          'Alvi',
          'Senior Full Stack Developer (Team Lead)',
          '2025-07-11',
          'Senior (11+ years)',
          400000,
          'Approved',
          'Mon 09:00',
        ],
        [
          'Omar',
          'Khan',
          'QA Engineer',
          '2025-08-01',
          'Fresh Graduate (0-1 years)',
          90000,
          'Rejected',
          null,
        ],
      ] as const;
      for (const [
        index,
        [firstName, lastName, position, startDate, experience, salary, status, interviewTime],
      ] of people.entries()) {
        const resumeId = await insertUnclaimedResume(suite.t, { name: `resume-${firstName}.pdf` });
        const response = await apply({
          data: applicationForm(resumeId, {
            firstName,
            lastName,
            email: `${firstName.toLowerCase()}@example.com`,
            phone: `+92 321 000000${index}`,
            position,
            startDate,
            experience,
            salaryExpect: salary,
          }),
        });
        const id = response.json().data.id as number;
        ids[firstName] = id;
        const createdAt = `2025-06-0${index + 1}T10:00:00.000Z`;
        await suite.t.app.db
          .updateTable('applications')
          .set({
            application_status: status,
            interview_time: interviewTime,
            created_at: createdAt,
            updated_at: createdAt,
          })
          .where('id', '=', id)
          .execute();
      }
    });

    const firstNames = async (query: string) =>
      listAttribute(await get(`/api/carrers${query}`), 'firstName');

    it('names the positions applications hold, each once, to Staff only', async () => {
      const response = await get('/api/carrers/positions');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: ['Frontend Developer', 'QA Engineer', 'Senior Full Stack Developer (Team Lead)'],
        meta: {},
      });
      expect((await get('/api/carrers/positions', {})).statusCode).toBe(403);
      expect((await get('/api/carrers/positions?sort=value')).statusCode).toBe(400);
    });

    it('answers ?populate=* like strapi-examples/carrers-populate-all.GET.json, resumes as private download links', async () => {
      const response = await get('/api/carrers?populate=*');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.meta).toEqual({ pagination: { page: 1, pageSize: 25, pageCount: 1, total: 4 } });
      const first = body.data[0];
      expect(first.id).toBe(ids.Ali);
      expect(Object.keys(first.attributes)).toEqual([...APPLICATION_ATTRIBUTE_NAMES, 'resume']);
      expect(first.attributes).toMatchObject({
        firstName: 'Ali',
        salaryExpect: 256000,
        consent: true,
        applicationStatus: 'Pending',
      });
      const [resume] = first.attributes.resume.data;
      expect(Object.keys(resume.attributes)).toEqual(STRAPI_MEDIA_ATTRIBUTES);
      expect(resume.attributes).toMatchObject({
        name: 'resume-Ali.pdf',
        ext: '.pdf',
        mime: 'application/pdf',
        formats: null,
        url: `/api/files/${resume.id}/download`,
        provider: 'local',
      });
      expect(typeof resume.attributes.size).toBe('number');
      // Read in the page's statement, the resume is the one the application's own route answers.
      const own = (await get(`/api/carrers/${first.id}?populate=resume`)).json();
      expect(first.attributes.resume).toEqual(own.data.attributes.resume);
    });

    it('leaves resumes out without populate', async () => {
      const body = (await get('/api/carrers')).json();
      expect(Object.keys(body.data[0].attributes)).toEqual(APPLICATION_ATTRIBUTE_NAMES);
    });

    it("reads the resumes of a whole page in the page's own statement", async () => {
      const executeQuery = vi.spyOn(suite.t.app.db.getExecutor(), 'executeQuery');
      try {
        await get('/api/carrers?populate=*');
        const fileQueries = executeQuery.mock.calls
          .map(([query]) => query.sql)
          .filter((text) => text.includes('from "files"'));
        expect(fileQueries).toEqual([expect.stringMatching(/ from "applications" order by /)]);
      } finally {
        executeQuery.mockRestore();
      }
    });

    it('filters by position, start date, status, name (on first or last name, any case) and date', async () => {
      expect(
        await firstNames('?filters[position][$eq]=Senior Full Stack Developer (Team Lead)'),
      ).toEqual(['Ali', 'Hira']);
      expect(await firstNames('?filters[startDate][$eq]=2025-07-11')).toEqual(['Ali', 'Hira']);
      expect(await firstNames('?filters[applicationStatus][$eq]=Shortlisted')).toEqual(['Zainab']);
      const byName = (text: string) =>
        firstNames(
          `?filters[$or][0][firstName][$containsi]=${text}&filters[$or][1][lastName][$containsi]=${text}`,
        );
      expect(await byName('AL')).toEqual(['Ali', 'Hira']);
      expect(await byName('raz')).toEqual(['Zainab']);
      expect(
        await firstNames(
          '?filters[createdAt][$gte]=2025-06-02&filters[createdAt][$lte]=2025-06-03T23:59:59Z',
        ),
      ).toEqual(['Zainab', 'Hira']);
      expect(
        await firstNames(
          '?filters[position][$eq]=Senior Full Stack Developer (Team Lead)&filters[$or][0][firstName][$containsi]=hi&filters[$or][1][lastName][$containsi]=hi',
        ),
      ).toEqual(['Hira']);
    });

    it.each([
      ['firstName', ['Ali', 'Hira', 'Omar', 'Zainab']],
      ['lastName', ['Hira', 'Ali', 'Omar', 'Zainab']],
      ['email', ['Ali', 'Hira', 'Omar', 'Zainab']],
      ['phone', ['Ali', 'Zainab', 'Hira', 'Omar']],
      ['position', ['Zainab', 'Omar', 'Ali', 'Hira']],
      ['experience', ['Omar', 'Zainab', 'Ali', 'Hira']],
      ['startDate', ['Ali', 'Hira', 'Omar', 'Zainab']],
      ['salaryExpect', ['Omar', 'Ali', 'Hira', 'Zainab']],
      ['applicationStatus', ['Hira', 'Ali', 'Omar', 'Zainab']],
      ['createdAt', ['Ali', 'Zainab', 'Hira', 'Omar']],
      ['id', ['Ali', 'Zainab', 'Hira', 'Omar']],
    ])('sorts by %s', async (field, ascending) => {
      expect(await firstNames(`?sort=${field}:asc`)).toEqual(ascending);
    });

    it('sorts by interview time and start date both ways, ties by id in the same direction', async () => {
      // Where empty interview times go differs between SQLite and PostgreSQL; the filled ones keep their order.
      const filled = async (direction: string) =>
        (await firstNames(`?sort=interviewTime:${direction}`)).filter(
          (name) => name === 'Zainab' || name === 'Hira',
        );
      expect(await filled('asc')).toEqual(['Hira', 'Zainab']);
      expect(await filled('desc')).toEqual(['Zainab', 'Hira']);
      expect(await firstNames('?sort=startDate:desc')).toEqual(['Zainab', 'Omar', 'Hira', 'Ali']);
    });

    it('pages', async () => {
      const page = await get(
        '/api/carrers?sort=firstName:asc&pagination[page]=2&pagination[pageSize]=3',
      );
      expect(listAttribute(page, 'firstName')).toEqual(['Zainab']);
      expect(page.json().meta.pagination).toEqual({ page: 2, pageSize: 3, pageCount: 2, total: 4 });
    });

    it('refuses filters, sorts and populates it does not offer', async () => {
      for (const query of [
        '?filters[emailHash][$eq]=ali@example.com',
        '?filters[resume][hash][$eq]=abc',
        '?filters[startDate][$eq]=tomorrow',
        '?filters[consent][$eq]=maybe',
        '?sort=resume:asc',
        '?populate=owner',
      ]) {
        expect((await get(`/api/carrers${query}`)).statusCode, query).toBe(400);
      }
    });

    it('answers one application, with its resume when populated, and 404 for unknown or malformed ids', async () => {
      const plain = (await get(`/api/carrers/${ids.Hira}`)).json();
      expect(plain).toEqual({
        data: { id: ids.Hira, attributes: expect.objectContaining({ firstName: 'Hira' }) },
        meta: {},
      });
      expect(plain.data.attributes).not.toHaveProperty('resume');
      const populated = (await get(`/api/carrers/${ids.Hira}?populate=resume`)).json();
      expect(populated.data.attributes.resume.data[0].attributes.name).toBe('resume-Hira.pdf');
      for (const id of ['999999', '0', 'abc', '-1', '99999999999']) {
        expect((await get(`/api/carrers/${id}`)).statusCode, id).toBe(404);
      }
    });
  });

  describe('PUT /api/carrers/:id (Staff)', () => {
    let id: number;
    beforeAll(async () => {
      id = (await apply({ data: applicationForm(await insertUnclaimedResume(suite.t)) })).json()
        .data.id;
    });

    it('changes the status, then the interview time, then the remarks, like the strapi-examples PUT bodies', async () => {
      const status = await put(id, { data: { applicationStatus: 'Shortlisted' } });
      expect(status.statusCode).toBe(200);
      expect(status.json()).toEqual({
        data: {
          id,
          attributes: expect.objectContaining({
            applicationStatus: 'Shortlisted',
            interviewTime: null,
            remarks: null,
          }),
        },
        meta: {},
      });
      expect(Object.keys(status.json().data.attributes)).toEqual(APPLICATION_ATTRIBUTE_NAMES);

      const interview = await put(id, { data: { interviewTime: 'Mon 10:00' } });
      expect(interview.json().data.attributes).toMatchObject({
        applicationStatus: 'Shortlisted',
        interviewTime: 'Mon 10:00',
        remarks: null,
      });

      const remarks = await put(id, { data: { remarks: 'Strong profile' } });
      const attributes = remarks.json().data.attributes;
      expect(attributes).toMatchObject({
        applicationStatus: 'Shortlisted',
        interviewTime: 'Mon 10:00',
        remarks: 'Strong profile',
      });
      expect(attributes.updatedAt >= attributes.createdAt).toBe(true);
    });

    it('clears the interview time and remarks with blank text or null', async () => {
      await put(id, { data: { interviewTime: 'Tue 12:00', remarks: 'x' } });
      const cleared = await put(id, { data: { interviewTime: '   ', remarks: null } });
      expect(cleared.json().data.attributes).toMatchObject({ interviewTime: null, remarks: null });
    });

    it('answers with the resume when populated', async () => {
      const response = await put(id, { data: { remarks: 'See CV' } }, '?populate=*');
      expect(response.json().data.attributes.resume.data).toHaveLength(1);
    });

    it.each([
      [
        { applicationStatus: 'Hired' },
        ['applicationStatus'],
        'Application status must be one of: Pending, Shortlisted, Rejected, Approved.',
      ],
      [
        { interviewTime: 'x'.repeat(201) },
        ['interviewTime'],
        'Interview time must be at most 200 characters.',
      ],
      [{ interviewTime: 10 }, ['interviewTime'], 'Interview time must be text.'],
      [{ remarks: 'x'.repeat(5001) }, ['remarks'], 'Remarks must be at most 5000 characters.'],
      [{}, [], 'Send applicationStatus, interviewTime or remarks.'],
      [{ firstName: 'Mallory' }, [], 'Unknown field: firstName'],
      [{ resume: [] }, [], 'Unknown field: resume'],
    ])('refuses %j with a message on %j', async (data, path, message) => {
      const response = await put(id, { data });
      expectValidationError(response, path, message);
    });

    it('answers 404 for an unknown or malformed id, and refuses a body without data', async () => {
      expect((await put(999999, { data: { remarks: 'x' } })).statusCode).toBe(404);
      expect((await put('1x', { data: { remarks: 'x' } })).statusCode).toBe(404);
      expect((await put(id, { remarks: 'x' })).json().error.message).toBe(
        'Missing "data" payload in the request body',
      );
    });
  });
});
