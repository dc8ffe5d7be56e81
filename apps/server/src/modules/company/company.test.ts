import { describe, expect, it } from 'vitest';
import {
  COMPANY_MESSAGES,
  EXAMPLE_COMPANY_SETTINGS,
  type CompanySettingsInput,
} from '@app/shared/company';
import { loginAs } from '../../../test/test-app';
import { expectValidationError, testAppSuite } from '../../../test/test-suite';
import { sampleFiles, uploadOk } from '../../../test/support/upload-test-helpers';
import type { SiteContentKind } from '../../plugins/site-content-changes';

const OWN_SETTINGS: CompanySettingsInput = {
  ...EXAMPLE_COMPANY_SETTINGS,
  legalName: 'Ravi Labs GmbH',
  tradingName: 'Ravi Labs',
  registerNumber: 'HRB 100200 B',
  vatId: 'de 123 456 789',
  managingDirectors: ['Usman Tariq', 'Ayesha Khan'],
  bank: {
    accountHolder: 'Ravi Labs GmbH',
    bankName: 'Deutsche Bank',
    iban: 'gb82west12345698765432',
    bic: 'deut de ff',
  },
  paymentTermDays: 14,
};

describe('company settings', () => {
  const suite = testAppSuite('Admin');
  const put = (data: unknown, headers?: Record<string, string>) =>
    suite.send('PUT', '/api/company/settings', { data }, headers);
  const publicCompany = async () => {
    const response = await suite.t.app.inject({ method: 'GET', url: '/api/company' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('answers the examples, marked as such, until an Admin saves; anyone reads them without the bank', async () => {
    const answer = await publicCompany();
    expect(answer.meta).toEqual({});
    expect(answer.data.id).toBe(1);
    const { bank, paymentTermDays, ...shown } = EXAMPLE_COMPANY_SETTINGS;
    expect(answer.data.attributes).toEqual({
      ...shown,
      logo: { data: null },
      isExample: true,
      updatedAt: null,
    });
    expect(JSON.stringify(answer)).not.toContain(bank.iban);
    expect(answer.data.attributes).not.toHaveProperty('paymentTermDays');
    expect(paymentTermDays).toBe(7);

    const settings = await suite.send('GET', '/api/company/settings');
    expect(settings.statusCode).toBe(200);
    expect(settings.json().data.attributes).toMatchObject({
      bank,
      paymentTermDays,
      isExample: true,
    });
  });

  it('refuses Staff and anonymous callers the full settings and the save', async () => {
    const staff = (await loginAs(suite.t, 'Staff')).authorization;
    expect((await suite.send('GET', '/api/company/settings', undefined, staff)).statusCode).toBe(
      403,
    );
    expect((await put(OWN_SETTINGS, staff)).statusCode).toBe(403);
    expect((await suite.send('GET', '/api/company/settings', undefined, {})).statusCode).toBe(403);
    expect((await put(OWN_SETTINGS, {})).statusCode).toBe(403);
  });

  it.each([
    [
      'IBAN checksum',
      { bank: { ...OWN_SETTINGS.bank, iban: 'GB83 WEST 1234 5698 7654 32' } },
      ['bank', 'iban'],
      COMPANY_MESSAGES.ibanChecksum,
    ],
    [
      'IBAN form',
      { bank: { ...OWN_SETTINGS.bank, iban: '1234' } },
      ['bank', 'iban'],
      COMPANY_MESSAGES.ibanForm,
    ],
    [
      'BIC',
      { bank: { ...OWN_SETTINGS.bank, bic: 'DEUT1' } },
      ['bank', 'bic'],
      COMPANY_MESSAGES.bicForm,
    ],
    ['VAT ID', { vatId: 'DE 12345678' }, ['vatId'], COMPANY_MESSAGES.vatIdForm],
    [
      'payment term of 0',
      { paymentTermDays: 0 },
      ['paymentTermDays'],
      COMPANY_MESSAGES.paymentTerm,
    ],
    [
      'payment term of 1.5',
      { paymentTermDays: 1.5 },
      ['paymentTermDays'],
      COMPANY_MESSAGES.paymentTerm,
    ],
    [
      'no managing director',
      { managingDirectors: [] },
      ['managingDirectors'],
      COMPANY_MESSAGES.managingDirectorsMissing,
    ],
    [
      'blank city',
      { office: { ...OWN_SETTINGS.office, city: ' ' } },
      ['office', 'city'],
      'City is required.',
    ],
  ])('refuses a wrong %s, naming the field', async (_name, change, path, message) => {
    expectValidationError(await put({ ...OWN_SETTINGS, ...change }), path, message);
  });

  it('refuses a logo that is not an uploaded PNG or JPEG image', async () => {
    const [webp] = await uploadOk(
      suite.t,
      [{ filename: 'logo.webp', data: await sampleFiles.image('webp', 64, 64) }],
      suite.auth,
    );
    expectValidationError(
      await put({ ...OWN_SETTINGS, logo: webp!.id }),
      ['logo'],
      `File ${webp!.id} is not an uploaded PNG or JPEG image, or it is already used elsewhere.`,
    );
    const example = await publicCompany();
    expect(example.data.attributes.isExample).toBe(true);
  });

  it('saves every setting normalised with a logo, tells the page caches, records it, and answers them to anyone', async () => {
    const changes: SiteContentKind[] = [];
    suite.t.app.siteContent.onChange((kind) => changes.push(kind));
    const [logo] = await uploadOk(
      suite.t,
      [{ filename: 'logo.png', data: await sampleFiles.image('png', 120, 120) }],
      suite.auth,
    );

    const saved = await put({ ...OWN_SETTINGS, logo: logo!.id });
    expect(saved.statusCode, saved.body).toBe(200);
    const attributes = saved.json().data.attributes;
    expect(attributes).toMatchObject({
      legalName: 'Ravi Labs GmbH',
      vatId: 'DE 123 456 789',
      managingDirectors: ['Usman Tariq', 'Ayesha Khan'],
      bank: {
        accountHolder: 'Ravi Labs GmbH',
        bankName: 'Deutsche Bank',
        iban: 'GB82 WEST 1234 5698 7654 32',
        bic: 'DEUTDEFF',
      },
      paymentTermDays: 14,
      isExample: false,
    });
    expect(attributes.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(attributes.logo.data).toMatchObject({ id: logo!.id, attributes: { mime: 'image/png' } });
    expect(changes).toEqual(['company']);

    const read = await suite.send('GET', '/api/company/settings');
    expect(read.json().data.attributes).toEqual(attributes);
    const shown = (await publicCompany()).data.attributes;
    expect(shown).toMatchObject({ legalName: 'Ravi Labs GmbH', isExample: false });
    expect(shown.logo.data.attributes.url).toMatch(/^\/uploads\//);
    expect(shown).not.toHaveProperty('bank');

    const audit = await suite.send('GET', '/api/audit-log?filters[entityType][$eq]=company');
    const [entry] = audit.json().data;
    expect(entry.attributes).toMatchObject({ entityId: 1, action: 'update' });
    expect(entry.attributes.changes.legalName).toEqual({
      old: EXAMPLE_COMPANY_SETTINGS.legalName,
      new: 'Ravi Labs GmbH',
    });
    expect(entry.attributes.changes.isExample).toEqual({ old: true, new: false });

    // Saving again without the logo returns to the built-in one and removes the upload.
    const withoutLogo = await put(OWN_SETTINGS);
    expect(withoutLogo.json().data.attributes.logo).toEqual({ data: null });
    const gone = await suite.t.app.inject({ method: 'GET', url: shown.logo.data.attributes.url });
    expect(gone.statusCode).toBe(404);
  });
});
