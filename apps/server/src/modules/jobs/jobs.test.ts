import { beforeAll, describe, expect, it } from 'vitest';
import type { JobAttributes } from '@app/shared/job';
import type { SiteContentKind } from '../../plugins/site-content-changes';
import { applicationForm, insertUnclaimedResume } from '../../../test/public-forms';
import { DEMO_POSITIONS } from '../demo/demo-content';
import { loginAs } from '../../../test/test-app';
import { expectValidationError, listAttribute, testAppSuite } from '../../../test/test-suite';

const ISO_TIMESTAMP = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

type JobEntity = { id: number; attributes: JobAttributes };

describe('/api/jobs', () => {
  const suite = testAppSuite();
  const anonymous = {};
  let registered: { authorization: string };
  /** The kinds of content the routes said changed, in order. */
  const changes: SiteContentKind[] = [];

  beforeAll(async () => {
    registered = (await loginAs(suite.t, 'Registered')).authorization;
    suite.t.app.siteContent.onChange((kind) => changes.push(kind));
  });

  const publicTitles = async (query = '') =>
    listAttribute(await suite.send('GET', `/api/jobs${query}`, undefined, anonymous), 'title');
  const previewTitles = async () =>
    listAttribute(await suite.send('GET', '/api/jobs?publicationState=preview'), 'title');
  const allJobs = async (): Promise<JobEntity[]> =>
    (await suite.send('GET', '/api/jobs?publicationState=preview')).json().data;

  async function createJob(data: Record<string, unknown>): Promise<JobEntity> {
    const response = await suite.send('POST', '/api/jobs', { data });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }
  async function updateJob(id: number, data: Record<string, unknown>): Promise<JobEntity> {
    const response = await suite.send('PUT', `/api/jobs/${id}`, { data });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }
  const auditEntries = (id: number) =>
    suite.t.app.db
      .selectFrom('audit_log')
      .select(['action', 'changes', 'username'])
      .where('entity_type', '=', 'job')
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute();

  describe('the initial content', () => {
    it('publishes the six positions the site showed, in order, to anyone', async () => {
      const response = await suite.send('GET', '/api/jobs', undefined, anonymous);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.meta).toEqual({ pagination: { page: 1, pageSize: 25, pageCount: 1, total: 6 } });
      expect(body.data.map((job: JobEntity) => job.attributes.title)).toEqual(DEMO_POSITIONS);
      expect(body.data[0]).toEqual({
        id: expect.any(Number),
        attributes: {
          title: 'Senior Full Stack Developer (Team Lead)',
          slug: 'senior-full-stack-developer',
          department: 'Engineering',
          location: 'Lahore, on site',
          employmentType: 'Full-time',
          summary: expect.stringContaining('Lead a team of four engineers'),
          qualifications: expect.arrayContaining(['Fluent written and spoken English']),
          responsibilities: expect.arrayContaining(['Coach developers and help them grow']),
          perks: expect.arrayContaining(['Yearly visit to our client in Germany']),
          published: true,
          order: 1,
          publishedAt: ISO_TIMESTAMP,
          createdAt: ISO_TIMESTAMP,
          updatedAt: ISO_TIMESTAMP,
        },
      });
      expect(body.data[5].attributes).toMatchObject({
        slug: 'intern-technical-documentation-support',
        employmentType: 'Internship',
        order: 6,
      });
    });
  });

  describe('writing (Staff)', () => {
    it('creates a draft with the defaults, after the others, hidden from the public', async () => {
      const before = changes.length;
      const job = await createJob({ title: '  Data Engineer ' });
      expect(job.attributes).toEqual({
        title: 'Data Engineer',
        slug: 'data-engineer',
        department: 'Engineering',
        location: 'Lahore, on site',
        employmentType: 'Full-time',
        summary: '',
        qualifications: [],
        responsibilities: [],
        perks: [],
        published: false,
        order: 7,
        publishedAt: null,
        createdAt: ISO_TIMESTAMP,
        updatedAt: ISO_TIMESTAMP,
      });
      expect(changes.slice(before)).toEqual(['jobs']);
      expect(await publicTitles()).not.toContain('Data Engineer');
      expect(
        (await suite.send('GET', `/api/jobs/${job.id}`, undefined, anonymous)).statusCode,
      ).toBe(404);
      expect((await suite.send('GET', `/api/jobs/${job.id}`)).json().data).toEqual(job);
      expect(await previewTitles()).toEqual([...DEMO_POSITIONS, 'Data Engineer']);
      expect(await auditEntries(job.id)).toEqual([
        expect.objectContaining({ action: 'create', username: expect.stringMatching(/^staff-/) }),
      ]);
    });

    it('publishes, edits and unpublishes a job, the public list following each step', async () => {
      const job = await createJob({
        title: 'Site Reliability Engineer',
        department: 'Operations',
        employmentType: 'Contract',
        summary: 'Keep our clients’ systems running.',
        qualifications: ['Linux', 'PostgreSQL'],
        responsibilities: ['On-call rotation'],
        perks: ['Remote Fridays'],
      });
      expect(job.attributes.slug).toBe('site-reliability-engineer');

      const published = await updateJob(job.id, { published: true });
      expect(published.attributes).toMatchObject({ published: true, publishedAt: ISO_TIMESTAMP });
      expect(await publicTitles()).toContain('Site Reliability Engineer');
      const publicCopy = await suite.send('GET', `/api/jobs/${job.id}`, undefined, anonymous);
      expect(publicCopy.json().data.attributes.perks).toEqual(['Remote Fridays']);

      // The slug stays when the title changes, so links to the job keep working.
      const renamed = await updateJob(job.id, {
        title: 'Senior Site Reliability Engineer',
        qualifications: ['Linux', 'PostgreSQL', 'Kubernetes'],
      });
      expect(renamed.attributes).toMatchObject({
        title: 'Senior Site Reliability Engineer',
        slug: 'site-reliability-engineer',
        qualifications: ['Linux', 'PostgreSQL', 'Kubernetes'],
        department: 'Operations',
        publishedAt: published.attributes.publishedAt,
      });

      const unpublished = await updateJob(job.id, { published: false });
      expect(unpublished.attributes).toMatchObject({
        published: false,
        publishedAt: published.attributes.publishedAt,
      });
      expect(await publicTitles()).not.toContain('Senior Site Reliability Engineer');

      // Published again: datePosted is the new publication.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const republished = await updateJob(job.id, { published: true });
      expect(republished.attributes.publishedAt! > published.attributes.publishedAt!).toBe(true);

      const audited = await auditEntries(job.id);
      expect(audited.map((entry) => entry.action)).toEqual([
        'create',
        'update',
        'update',
        'update',
        'update',
      ]);
      expect(JSON.parse(audited[2]!.changes)).toEqual({
        title: { old: 'Site Reliability Engineer', new: 'Senior Site Reliability Engineer' },
        qualifications: {
          old: ['Linux', 'PostgreSQL'],
          new: ['Linux', 'PostgreSQL', 'Kubernetes'],
        },
      });
    });

    it('sets a slug sent explicitly, refusing a malformed one and one another job has', async () => {
      const job = await createJob({ title: 'Mobile Developer' });
      expect((await updateJob(job.id, { slug: 'mobile-developer-android' })).attributes.slug).toBe(
        'mobile-developer-android',
      );
      expectValidationError(
        await suite.send('PUT', `/api/jobs/${job.id}`, { data: { slug: 'Mobile Developer' } }),
        ['slug'],
        'Slug must be lowercase letters and digits joined by single hyphens.',
      );
      expectValidationError(
        await suite.send('PUT', `/api/jobs/${job.id}`, { data: { slug: 'frontend-developer' } }),
        ['slug'],
        'Slug is already used by another job.',
      );
    });

    it('makes a new slug for a title whose slug is taken, and one for a title of symbols only', async () => {
      expect((await createJob({ title: 'Frontend-Developer' })).attributes.slug).toBe(
        'frontend-developer-2',
      );
      expect((await createJob({ title: 'Frontend Developer!' })).attributes.slug).toBe(
        'frontend-developer-3',
      );
      expect((await createJob({ title: 'Büro-Assistenz (m/w/d)' })).attributes.slug).toBe(
        'buero-assistenz-m-w-d',
      );
      expect((await createJob({ title: '★★★' })).attributes.slug).toBe('job');
    });

    it('refuses a title another published job has, but not for a draft', async () => {
      expectValidationError(
        await suite.send('POST', '/api/jobs', { data: { title: 'qa engineer', published: true } }),
        ['title'],
        'Title is already used by another open position.',
      );
      const draft = await createJob({ title: 'QA Engineer' });
      expect(draft.attributes.published).toBe(false);
      expectValidationError(
        await suite.send('PUT', `/api/jobs/${draft.id}`, { data: { published: true } }),
        ['title'],
        'Title is already used by another open position.',
      );
      const renamed = await createJob({ title: 'Tester', published: true });
      expectValidationError(
        await suite.send('PUT', `/api/jobs/${renamed.id}`, { data: { title: 'QA ENGINEER' } }),
        ['title'],
        'Title is already used by another open position.',
      );
    });

    it('refuses malformed fields, naming each', async () => {
      expectValidationError(
        await suite.send('POST', '/api/jobs', { data: { title: ' ' } }),
        ['title'],
        'Title is required.',
      );
      expectValidationError(
        await suite.send('POST', '/api/jobs', {
          data: { title: 'Writer', employmentType: 'Freelance' },
        }),
        ['employmentType'],
        'Employment type must be one of: Full-time, Part-time, Contract, Internship.',
      );
      expectValidationError(
        await suite.send('POST', '/api/jobs', { data: { title: 'Writer', perks: 'Coffee' } }),
        ['perks'],
        'Perks must be a list of texts.',
      );
      const unknown = await suite.send('POST', '/api/jobs', {
        data: { title: 'Writer', order: 1 },
      });
      expect(unknown.statusCode).toBe(400);
    });

    it('reorders the jobs, and deleting one closes the gap', async () => {
      const jobs = await allJobs();
      const ids = jobs.map((job) => job.id);
      const reversed = [...ids].reverse();
      const response = await suite.send('PUT', '/api/jobs/order', { data: { ids: reversed } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.map((job: JobEntity) => [job.id, job.attributes.order])).toEqual(
        reversed.map((id, index) => [id, index + 1]),
      );
      expect((await allJobs()).map((job) => job.id)).toEqual(reversed);
      expect((await publicTitles())[0]).toBe('Tester');

      const moved = await auditEntries(reversed[0]!);
      expect(JSON.parse(moved.at(-1)!.changes)).toEqual({
        order: { old: ids.length, new: 1 },
      });

      const deleted = await suite.send('DELETE', `/api/jobs/${reversed[0]}`);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json().data.attributes.title).toBe('Tester');
      expect((await suite.send('GET', `/api/jobs/${reversed[0]}`)).statusCode).toBe(404);
      expect((await allJobs()).map((job) => [job.id, job.attributes.order])).toEqual(
        reversed.slice(1).map((id, index) => [id, index + 1]),
      );
      expect((await auditEntries(reversed[0]!)).at(-1)!.action).toBe('delete');
      expect((await suite.send('DELETE', `/api/jobs/${reversed[0]}`)).statusCode).toBe(404);
    });

    it('refuses an order that does not name every job once', async () => {
      const ids = (await allJobs()).map((job) => job.id);
      for (const wrong of [ids.slice(1), [...ids, 999_999], [ids[0], ...ids]]) {
        expectValidationError(
          await suite.send('PUT', '/api/jobs/order', { data: { ids: wrong } }),
          ['ids'],
          'Send the ids of all jobs, each once, in their new order.',
        );
      }
    });
  });

  describe('who may do what', () => {
    it.each([
      ['anonymous', 403],
      ['Registered', 403],
    ])('refuses every write to %s with %i', async (caller, status) => {
      const headers = caller === 'anonymous' ? anonymous : registered;
      const [first] = await allJobs();
      const writes = [
        suite.send('POST', '/api/jobs', { data: { title: 'Hacker' } }, headers),
        suite.send('PUT', `/api/jobs/${first!.id}`, { data: { published: false } }, headers),
        suite.send('DELETE', `/api/jobs/${first!.id}`, undefined, headers),
        suite.send('PUT', '/api/jobs/order', { data: { ids: [first!.id] } }, headers),
      ];
      for (const response of await Promise.all(writes)) {
        expect(response.statusCode).toBe(status);
        expect(response.json().error.name).toBe('ForbiddenError');
      }
      expect(await previewTitles()).not.toContain('Hacker');
    });

    it('lists drafts only to Staff', async () => {
      for (const headers of [anonymous, registered]) {
        const response = await suite.send(
          'GET',
          '/api/jobs?publicationState=preview',
          undefined,
          headers,
        );
        expect(response.statusCode).toBe(403);
      }
      const live = await suite.send('GET', '/api/jobs?publicationState=live');
      expect(listAttribute(live, 'published').every(Boolean)).toBe(true);
      const bad = await suite.send('GET', '/api/jobs?publicationState=draft');
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('the Strapi query language', () => {
    it('filters, sorts, pages and chooses fields among the published jobs', async () => {
      expect(await publicTitles('?filters[department][$eq]=Design')).toEqual(['UI/UX Designer']);
      expect(await publicTitles('?filters[title][$containsi]=developer&sort=title:asc')).toEqual([
        'Backend Developer (Node.js/NestJS)',
        'Frontend Developer',
        'Senior Full Stack Developer (Team Lead)',
      ]);
      // A filter on `published` cannot reach the drafts.
      expect(await publicTitles('?filters[published][$eq]=false')).toEqual([]);

      const page = await suite.send(
        'GET',
        '/api/jobs?sort=title:desc&pagination[page]=2&pagination[pageSize]=2&fields[0]=title',
        undefined,
        anonymous,
      );
      expect(page.statusCode).toBe(200);
      const body = page.json();
      const everyTitle = (await publicTitles()) as string[];
      expect(body.meta.pagination).toEqual({
        page: 2,
        pageSize: 2,
        pageCount: Math.ceil(everyTitle.length / 2),
        total: everyTitle.length,
      });
      expect(body.data.map((job: JobEntity) => job.attributes)).toEqual(
        [...everyTitle]
          .sort()
          .reverse()
          .slice(2, 4)
          .map((title) => ({ title })),
      );
    });

    it('refuses what the list does not know', async () => {
      for (const query of ['filters[qualifications][$eq]=x', 'sort=salary', 'fields[0]=salary']) {
        const response = await suite.send('GET', `/api/jobs?${query}`, undefined, anonymous);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().error.name).toBe('ValidationError');
      }
    });
  });

  describe('applications follow the published jobs', () => {
    const apply = async (position: string) =>
      suite.send(
        'POST',
        '/api/carrers',
        { data: applicationForm(await insertUnclaimedResume(suite.t), { position }) },
        anonymous,
      );

    it('takes a new job’s title once it is published and refuses it once it is closed; an application keeps its title', async () => {
      const job = await createJob({ title: 'Product Manager' });
      expectValidationError(
        await apply('Product Manager'),
        ['position'],
        'Position must be one of the open positions.',
      );

      await updateJob(job.id, { published: true });
      const accepted = await apply('Product Manager');
      expect(accepted.statusCode, accepted.body).toBe(200);
      const applicationId = accepted.json().data.id as number;

      await updateJob(job.id, { title: 'Senior Product Manager' });
      expectValidationError(
        await apply('Product Manager'),
        ['position'],
        'Position must be one of the open positions.',
      );
      await updateJob(job.id, { published: false });
      expectValidationError(
        await apply('Senior Product Manager'),
        ['position'],
        'Position must be one of the open positions.',
      );
      const kept = await suite.send('GET', `/api/carrers/${applicationId}`);
      expect(kept.json().data.attributes.position).toBe('Product Manager');
    });

    it('takes the longest title a job may have, and counts applications by it', async () => {
      const title = `Engineer ${'x'.repeat(91)}`;
      expectValidationError(
        await suite.send('POST', '/api/jobs', { data: { title: `${title}x` } }),
        ['title'],
        'Title must be at most 100 characters.',
      );
      await createJob({ title, published: true });
      expect((await apply(title)).statusCode).toBe(200);
      const filtered = await suite.send(
        'GET',
        `/api/carrers?filters[position][$eq]=${encodeURIComponent(title)}`,
      );
      expect(filtered.json().meta.pagination.total).toBe(1);
    });
  });
});
