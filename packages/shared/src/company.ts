/**
 * Who the firm is, where it is and where customers pay: the company settings an Admin keeps in
 * the Settings tab. The website (footer, imprint, contact page), the invoice PDF and the mails
 * read them from the database; until an Admin saves them, they are `EXAMPLE_COMPANY_SETTINGS`.
 */
import { z } from 'zod';
import { PAYMENT_DUE_DAYS } from './constants';
import { dataBody, defineRoute, noQuery, singleResponse } from './contract';
import { emailField, phoneField, requiredText } from './fields';
import { mediaSingleFieldSchema } from './media';

/** The firm's website in links and the PDF footer: part of the code, not a setting. */
export const COMPANY_WEBSITE = 'www.ravisoftware.com';

/** What a logo may be: the invoice PDF embeds it, and PDFs take only these two. */
export const LOGO_MIME_TYPES = ['image/png', 'image/jpeg'] as const;

export const COMPANY_NAME_MAX_LENGTH = 200;
export const STREET_MAX_LENGTH = 200;
export const POSTAL_CODE_MAX_LENGTH = 20;
export const PLACE_NAME_MAX_LENGTH = 100;
export const REGISTER_NUMBER_MAX_LENGTH = 50;
export const PERSON_NAME_MAX_LENGTH = 100;
export const MAX_MANAGING_DIRECTORS = 5;
export const PAYMENT_TERM_MIN_DAYS = 1;
export const PAYMENT_TERM_MAX_DAYS = 365;

export const COMPANY_MESSAGES = {
  managingDirectorsMissing: 'Name at least one managing director.',
  managingDirectorsTooMany: `Name at most ${MAX_MANAGING_DIRECTORS} managing directors.`,
  vatIdForm:
    'VAT ID must be an EU VAT identification number: a country code and its digits, such as DE 123456789.',
  ibanForm: 'IBAN must be a country code, two check digits and up to 30 letters or digits.',
  ibanChecksum: 'IBAN is not valid (checksum).',
  bicForm:
    'BIC must be 8 or 11 characters: a 4-letter bank code, a country code, a location and an optional branch.',
  paymentTerm: `Payment term must be a whole number of days from ${PAYMENT_TERM_MIN_DAYS} to ${PAYMENT_TERM_MAX_DAYS}.`,
  logo: 'Logo must be the id of an uploaded PNG or JPEG image, or null.',
} as const;

/** A postal address: `Friedrichstraße 123, 10117 Berlin, Germany`. */
export const postalAddressSchema = z.strictObject({
  street: requiredText('Street', STREET_MAX_LENGTH),
  postalCode: requiredText('Postal code', POSTAL_CODE_MAX_LENGTH),
  city: requiredText('City', PLACE_NAME_MAX_LENGTH),
  country: requiredText('Country', PLACE_NAME_MAX_LENGTH),
});
export type PostalAddress = z.output<typeof postalAddressSchema>;

/** Text without spaces, in capitals: how IBANs, BICs and VAT IDs are compared. */
const compact = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/**
 * The forms of EU VAT identification numbers after the country code, as VIES checks them
 * (EL is Greece, XI Northern Ireland).
 */
const EU_VAT_ID_FORMS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[0-9A-Z]\d{7}[0-9A-Z]$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^\d[0-9A-Z+*]\d{5}[A-Z]{1,2}$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/** Whether text is an EU VAT ID in its country's form; spaces are ignored, `de` reads as `DE`. */
export function isEuVatId(text: string): boolean {
  const vatId = compact(text);
  const form = EU_VAT_ID_FORMS[vatId.slice(0, 2)];
  return form !== undefined && form.test(vatId.slice(2));
}

const IBAN_FORM = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** ISO 13616: the IBAN with its first four characters moved to the end, letters as 10..35, mod 97 is 1. */
export function hasValidIbanChecksum(text: string): boolean {
  const iban = compact(text);
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const value = Number.parseInt(character, 36);
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return remainder === 1;
}

/** `DE89370400440532013000` → `DE89 3704 0044 0532 0130 00`, as IBANs are printed. */
export function formatIban(text: string): string {
  return compact(text).replace(/(.{4})(?=.)/g, '$1 ');
}

/** ISO 9362: bank code, country code, location, then an optional branch. */
const BIC_FORM = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

const vatIdField = requiredText('VAT ID', 20)
  .refine(isEuVatId, { error: COMPANY_MESSAGES.vatIdForm })
  .transform((vatId) => vatId.toUpperCase());

const ibanField = requiredText('IBAN', 50)
  .refine((iban) => IBAN_FORM.test(compact(iban)), {
    error: COMPANY_MESSAGES.ibanForm,
    abort: true,
  })
  .refine(hasValidIbanChecksum, { error: COMPANY_MESSAGES.ibanChecksum })
  .transform(formatIban);

const bicField = requiredText('BIC', 20)
  .refine((bic) => BIC_FORM.test(compact(bic)), { error: COMPANY_MESSAGES.bicForm })
  .transform(compact);

const bankSchema = z.strictObject({
  accountHolder: requiredText('Account holder', COMPANY_NAME_MAX_LENGTH),
  bankName: requiredText('Bank name', COMPANY_NAME_MAX_LENGTH),
  iban: ibanField,
  bic: bicField,
});

const paymentTermField = z
  .number({ error: COMPANY_MESSAGES.paymentTerm })
  .int({ error: COMPANY_MESSAGES.paymentTerm })
  .min(PAYMENT_TERM_MIN_DAYS, { error: COMPANY_MESSAGES.paymentTerm })
  .max(PAYMENT_TERM_MAX_DAYS, { error: COMPANY_MESSAGES.paymentTerm });

const logoField = z
  .number({ error: COMPANY_MESSAGES.logo })
  .int({ error: COMPANY_MESSAGES.logo })
  .positive({ error: COMPANY_MESSAGES.logo })
  .nullable();

/**
 * `PUT /api/company/settings` (inside `data`) and the Settings form: every setting at once.
 * IBAN and BIC are stored compacted to their printed form; the payment term defaults to
 * SPEC.md section 9's seven days, the logo to the built-in one (null).
 */
export const companySettingsSchema = z.strictObject({
  legalName: requiredText('Legal name', COMPANY_NAME_MAX_LENGTH),
  tradingName: requiredText('Trading name', COMPANY_NAME_MAX_LENGTH),
  /** The office in Lahore where the team works. */
  office: postalAddressSchema,
  /** The German GmbH's registered office (imprint, invoices). */
  registeredOffice: postalAddressSchema,
  registerCourt: requiredText('Register court', COMPANY_NAME_MAX_LENGTH),
  registerNumber: requiredText('Register number', REGISTER_NUMBER_MAX_LENGTH),
  vatId: vatIdField,
  managingDirectors: z
    .array(requiredText('Managing director', PERSON_NAME_MAX_LENGTH), {
      error: COMPANY_MESSAGES.managingDirectorsMissing,
    })
    .min(1, { error: COMPANY_MESSAGES.managingDirectorsMissing })
    .max(MAX_MANAGING_DIRECTORS, { error: COMPANY_MESSAGES.managingDirectorsTooMany }),
  email: emailField,
  phone: phoneField,
  bank: bankSchema,
  paymentTermDays: paymentTermField.default(PAYMENT_DUE_DAYS),
  /** The id of an uploaded PNG or JPEG image (the PDF embeds it); null for the built-in logo. */
  logo: logoField.default(null),
});
export type CompanySettingsInput = z.input<typeof companySettingsSchema>;
export type CompanySettings = z.output<typeof companySettingsSchema>;

const postalAddressAttributes = z.object({
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
});

/**
 * The settings as the API answers them. `logo` is the media field the other media use
 * (`{data: null}` for the built-in logo); `isExample` is true until an Admin saves the settings,
 * and `updatedAt` is null until then.
 */
export const companySettingsAttributesSchema = z.object({
  legalName: z.string(),
  tradingName: z.string(),
  office: postalAddressAttributes,
  registeredOffice: postalAddressAttributes,
  registerCourt: z.string(),
  registerNumber: z.string(),
  vatId: z.string(),
  managingDirectors: z.array(z.string()),
  email: z.string(),
  phone: z.string(),
  bank: z.object({
    accountHolder: z.string(),
    bankName: z.string(),
    iban: z.string(),
    bic: z.string(),
  }),
  paymentTermDays: z.number().int(),
  logo: mediaSingleFieldSchema,
  isExample: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type CompanySettingsAttributes = z.infer<typeof companySettingsAttributesSchema>;

/** What anyone may read (`GET /api/company`): the settings without the bank and payment term. */
export const publicCompanySchema = companySettingsAttributesSchema.omit({
  bank: true,
  paymentTermDays: true,
});
export type PublicCompany = z.infer<typeof publicCompanySchema>;

/**
 * The demo defaults: shown until an Admin saves the firm's own details, always marked as
 * examples (the admin banner, the PDF's "Example bank details"). The IBAN is the widely
 * published example IBAN, never a real account.
 */
export const EXAMPLE_COMPANY_SETTINGS: CompanySettings = {
  legalName: 'Ravi Software GmbH',
  tradingName: 'Ravi Software',
  office: {
    street: '14-C Main Boulevard, Gulberg III',
    postalCode: '54660',
    city: 'Lahore',
    country: 'Pakistan',
  },
  registeredOffice: {
    street: 'Friedrichstraße 123',
    postalCode: '10117',
    city: 'Berlin',
    country: 'Germany',
  },
  registerCourt: 'Amtsgericht Berlin-Charlottenburg',
  registerNumber: 'HRB 241873 B',
  vatId: 'DE 341 275 968',
  managingDirectors: ['Usman Tariq'],
  email: 'info@ravisoftware.com',
  phone: '+92 42 3578 1200',
  bank: {
    accountHolder: 'Ravi Software GmbH',
    bankName: 'Commerzbank AG',
    iban: 'DE89 3704 0044 0532 0130 00',
    bic: 'COBADEFFXXX',
  },
  paymentTermDays: PAYMENT_DUE_DAYS,
  logo: null,
};

const tag = 'Company';

/** The company settings, a Strapi single type: its one entry always has id 1. */
export const companyRoutes = {
  get: defineRoute({
    method: 'GET',
    url: '/api/company',
    access: 'public',
    tag,
    summary: 'The firm as the public pages show it: names, addresses, register, contact, logo',
    description: 'Bank details and the payment term are not part of it.',
    querystring: noQuery,
    response: { 200: singleResponse(publicCompanySchema) },
  }),
  getSettings: defineRoute({
    method: 'GET',
    url: '/api/company/settings',
    access: 'Admin',
    tag,
    summary: 'Every company setting, bank details included (Admin)',
    querystring: noQuery,
    response: { 200: singleResponse(companySettingsAttributesSchema) },
  }),
  updateSettings: defineRoute({
    method: 'PUT',
    url: '/api/company/settings',
    access: 'Admin',
    tag,
    summary: 'Replace every company setting (Admin); from then on they are no longer examples',
    querystring: noQuery,
    body: dataBody(companySettingsSchema),
    response: { 200: singleResponse(companySettingsAttributesSchema) },
  }),
};
