import { createTestInvoice, createTestService } from '../../support/invoice-test-helpers';
import { sampleFiles, uploadOk } from '../../support/upload-test-helpers';
import { applicationForm, contactForm, insertUnclaimedResume } from '../../public-forms';
import { accountApproved } from '../../../src/modules/mail/mail-templates';
import type { TestApp } from '../../test-app';

/**
 * Makes one fresh record of each kind through the API, as Staff (or anonymously where the public
 * does it), and answers its id: for tests that need something to read, change or delete.
 */
export function fixtureMaker(t: TestApp, staff: { authorization: string }) {
  const create = async (url: string, data: unknown, headers: Record<string, string> = staff) => {
    const response = await t.app.inject({ method: 'POST', url, headers, payload: { data } });
    if (response.statusCode !== 200)
      throw new Error(`POST ${url} failed: ${response.statusCode} ${response.body}`);
    return (response.json() as { data: { id: number } }).data.id;
  };
  const service = () => createTestService(t, staff);
  /** A Staff image upload, public once an entry claims it. */
  const publicImage = async () =>
    (
      await uploadOk(
        t,
        [{ filename: 'photo.png', data: await sampleFiles.image('png', 40, 30) }],
        staff,
      )
    )[0]!;
  return {
    contact: () => create('/api/contacts', contactForm(), {}),
    application: async () =>
      create('/api/carrers', applicationForm(await insertUnclaimedResume(t)), {}),
    service,
    invoice: async () =>
      (await createTestInvoice(t, staff, { services: [{ id: await service() }] })).id,
    event: () => create('/api/events', { title: 'Team lunch', date: '2025-05-01' }),
    employee: () =>
      create('/api/employees', { name: 'Sana Tariq', message: 'A good place to learn.' }),
    /** A client of the home page, with its logo. */
    client: async () =>
      create('/api/clients', { name: 'Indus Freight', logo: (await publicImage()).id }),
    clientTestimonial: () =>
      create('/api/client-testimonials', {
        quote: 'They delivered on time.',
        name: 'Mara Lind',
        role: 'CTO',
        company: 'Indus Freight',
      }),
    /** A draft, or the one published job of this title. */
    job: (published = false) => create('/api/jobs', { title: 'Matrix job', published }),
    /** An anonymous resume upload: private, served to Staff at `/api/files/:id/download`. */
    privateFile: async () =>
      (await uploadOk(t, [{ filename: 'resume.pdf', data: sampleFiles.pdf() }]))[0]!.id,
    /** A mail in the outbox, as the product writes them. */
    mail: async () => {
      await t.app.mail.write(t.app.db, [
        {
          kind: 'account-approved',
          to: 'fixture@example.com',
          ...accountApproved({ username: 'fixture', link: t.app.mail.link('/login') }),
        },
      ]);
      const { id } = await t.app.db
        .selectFrom('outbox')
        .select('id')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return id;
    },
    /** A Staff image upload: public, served to anyone at its `/uploads/<name>` url. */
    publicImage,
  };
}

export type FixtureMaker = ReturnType<typeof fixtureMaker>;
