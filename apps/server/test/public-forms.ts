import { randomBytes } from 'node:crypto';
import type { TestApp } from './test-app';

/** A contact form as strapi-examples/contacts.POST.json sends it. */
export function contactForm(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Example',
    lastName: 'Person',
    email: 'example.person@example.com',
    phone: '+92 300 1234567',
    topic: 'Business',
    subject: 'Website',
    message: 'We would like a quote.',
    ...overrides,
  };
}

/** An application as strapi-examples/carrers.POST.json sends it, with the given resume upload. */
export function applicationForm(resumeId: number, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Example',
    lastName: 'Applicant',
    email: 'example.applicant@example.com',
    address: '1 Main Boulevard, Lahore',
    phone: '+92-321-1234567',
    startDate: '2025-09-01',
    experience: 'Junior (2-3 years)',
    salaryExpect: 150000,
    position: 'QA Engineer',
    coverLetter: 'Please consider me.',
    consent: true,
    resume: [resumeId],
    ...overrides,
  };
}

/**
 * The row an anonymous resume upload leaves behind (a private PDF nobody has claimed yet),
 * written straight to the database so that application tests do not depend on the upload route.
 */
export async function insertUnclaimedResume(
  t: TestApp,
  overrides: {
    mime?: string;
    visibility?: 'public' | 'private';
    createdAt?: string;
    name?: string;
  } = {},
): Promise<number> {
  const hash = `resume_${randomBytes(5).toString('hex')}`;
  const now = overrides.createdAt ?? new Date().toISOString();
  const { id } = await t.app.db
    .insertInto('files')
    .values({
      name: overrides.name ?? 'resume.pdf',
      hash,
      ext: '.pdf',
      mime: overrides.mime ?? 'application/pdf',
      size_bytes: 330,
      width: null,
      height: null,
      formats: null,
      visibility: overrides.visibility ?? 'private',
      storage_key: `${hash}.pdf`,
      owner_type: null,
      owner_id: null,
      owner_field: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
