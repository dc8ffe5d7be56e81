import { describe, expect, it } from 'vitest';
import { jobCreateSchema, jobUpdateSchema, slugify } from './job';

describe('slugify', () => {
  it.each([
    ['Senior Full Stack Developer (Team Lead)', 'senior-full-stack-developer-team-lead'],
    ['UI/UX Designer', 'ui-ux-designer'],
    ['Intern – Technical Documentation & Support', 'intern-technical-documentation-support'],
    ['Büro-Assistenz Größe Ärger', 'buero-assistenz-groesse-aerger'],
    ['Crème brûlée, Señor Łódź', 'creme-brulee-senor-lodz'],
    ['  --C++ / C# Developer--  ', 'c-c-developer'],
    ['★★★', ''],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('keeps at most 200 characters and ends on a letter or digit', () => {
    const slug = slugify(`${'a'.repeat(199)} b`);
    expect(slug).toBe('a'.repeat(199));
  });
});

describe('job schemas', () => {
  it('gives a job made of a title the defaults', () => {
    expect(jobCreateSchema.parse({ title: ' QA Engineer ' })).toEqual({
      title: 'QA Engineer',
      department: 'Engineering',
      location: 'Lahore, on site',
      employmentType: 'Full-time',
      summary: '',
      qualifications: [],
      responsibilities: [],
      perks: [],
      published: false,
    });
  });

  it('refuses a slug that is not lowercase words joined by single hyphens', () => {
    for (const slug of ['QA-engineer', 'qa--engineer', '-qa', 'qa engineer', 'qä']) {
      expect(jobUpdateSchema.safeParse({ slug }).success, slug).toBe(false);
    }
    expect(jobUpdateSchema.parse({ slug: 'qa-engineer-2' })).toEqual({ slug: 'qa-engineer-2' });
  });
});
