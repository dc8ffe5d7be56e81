import type { Insertable, Selectable } from 'kysely';
import { EXAMPLE_COMPANY_SETTINGS, type CompanySettings } from '@app/shared/company';
import type { Db } from '../../db/database';
import type { CompanySettingsTable } from '../../db/schema';
import { nowIso } from '../../http/strapi-response';
import type { AuditActor, AuditSnapshot } from '../audit/audit-entry';
import { recordAudit } from '../audit/audit.repository';
import { lockForChange } from '../audit/lock-for-change';
import { attachMedia } from '../files/files.repository';
import { auditedFileName, type FileRow, type MediaChange } from '../files/stored-file';

/** The one row's id: the settings are a single type. */
export const COMPANY_SETTINGS_ID = 1;

type CompanySettingsRow = Selectable<CompanySettingsTable>;

/** The settings in force: the saved ones, or the examples until an Admin saves them. */
export interface StoredCompanySettings {
  /** `logo` is the logo file's id (null for the built-in logo). */
  settings: CompanySettings;
  /** The logo's file, to show or embed; null for the built-in logo. */
  logo: FileRow | null;
  /** True until an Admin saves the settings. */
  isExample: boolean;
  /** When they were last saved; null while they are the examples. */
  updatedAt: string | null;
}

const EXAMPLE: StoredCompanySettings = {
  settings: EXAMPLE_COMPANY_SETTINGS,
  logo: null,
  isExample: true,
  updatedAt: null,
};

/** The row's columns but `id`, named apart from the logo file's columns they are read with. */
const SETTINGS_COLUMNS = [
  'legal_name',
  'trading_name',
  'office_street',
  'office_postal_code',
  'office_city',
  'office_country',
  'registered_street',
  'registered_postal_code',
  'registered_city',
  'registered_country',
  'register_court',
  'register_number',
  'vat_id',
  'managing_directors',
  'email',
  'phone',
  'bank_account_holder',
  'bank_name',
  'iban',
  'bic',
  'payment_term_days',
] as const;

function settingsOf(row: Omit<CompanySettingsRow, 'id' | 'updated_at'>, logo: number | null) {
  return {
    legalName: row.legal_name,
    tradingName: row.trading_name,
    office: {
      street: row.office_street,
      postalCode: row.office_postal_code,
      city: row.office_city,
      country: row.office_country,
    },
    registeredOffice: {
      street: row.registered_street,
      postalCode: row.registered_postal_code,
      city: row.registered_city,
      country: row.registered_country,
    },
    registerCourt: row.register_court,
    registerNumber: row.register_number,
    vatId: row.vat_id,
    managingDirectors: JSON.parse(row.managing_directors) as string[],
    email: row.email,
    phone: row.phone,
    bank: {
      accountHolder: row.bank_account_holder,
      bankName: row.bank_name,
      iban: row.iban,
      bic: row.bic,
    },
    paymentTermDays: row.payment_term_days,
    logo,
  } satisfies CompanySettings;
}

function rowOf(settings: CompanySettings, updatedAt: string): Insertable<CompanySettingsTable> {
  return {
    id: COMPANY_SETTINGS_ID,
    legal_name: settings.legalName,
    trading_name: settings.tradingName,
    office_street: settings.office.street,
    office_postal_code: settings.office.postalCode,
    office_city: settings.office.city,
    office_country: settings.office.country,
    registered_street: settings.registeredOffice.street,
    registered_postal_code: settings.registeredOffice.postalCode,
    registered_city: settings.registeredOffice.city,
    registered_country: settings.registeredOffice.country,
    register_court: settings.registerCourt,
    register_number: settings.registerNumber,
    vat_id: settings.vatId,
    managing_directors: JSON.stringify(settings.managingDirectors),
    email: settings.email,
    phone: settings.phone,
    bank_account_holder: settings.bank.accountHolder,
    bank_name: settings.bank.bankName,
    iban: settings.bank.iban,
    bic: settings.bank.bic,
    payment_term_days: settings.paymentTermDays,
    updated_at: updatedAt,
  };
}

/**
 * The company settings in force with their logo's file, in one read by primary key (the logo
 * through the files' owner index). The public pages, the invoice PDF and the mails read them.
 */
export async function readCompanySettings(db: Db): Promise<StoredCompanySettings> {
  const row = await db
    .selectFrom('company_settings')
    .leftJoin('files', (join) =>
      join
        .onRef('files.owner_id', '=', 'company_settings.id')
        .on('files.owner_type', '=', 'company')
        .on('files.owner_field', '=', 'logo'),
    )
    .selectAll('files')
    .select(SETTINGS_COLUMNS.map((column) => `company_settings.${column}` as const))
    .select('company_settings.updated_at as settings_updated_at')
    .where('company_settings.id', '=', COMPANY_SETTINGS_ID)
    .executeTakeFirst();
  if (!row) return EXAMPLE;
  const logo: FileRow | null =
    row.id === null
      ? null
      : {
          id: row.id,
          name: row.name!,
          hash: row.hash!,
          ext: row.ext!,
          mime: row.mime!,
          size_bytes: row.size_bytes!,
          width: row.width,
          height: row.height,
          formats: row.formats,
          visibility: row.visibility!,
          storage_key: row.storage_key!,
          owner_type: row.owner_type,
          owner_id: row.owner_id,
          owner_field: row.owner_field,
          position: row.position!,
          created_at: row.created_at!,
          updated_at: row.updated_at!,
        };
  return {
    settings: settingsOf(row, logo?.id ?? null),
    logo,
    isExample: false,
    updatedAt: row.settings_updated_at,
  };
}

/** The settings as the audit trail shows them: flat, by the Settings form's field names. */
function audited({ settings, logo, isExample }: StoredCompanySettings): AuditSnapshot {
  return {
    legalName: settings.legalName,
    tradingName: settings.tradingName,
    office: Object.values(settings.office),
    registeredOffice: Object.values(settings.registeredOffice),
    registerCourt: settings.registerCourt,
    registerNumber: settings.registerNumber,
    vatId: settings.vatId,
    managingDirectors: settings.managingDirectors,
    email: settings.email,
    phone: settings.phone,
    bank: Object.values(settings.bank),
    paymentTermDays: settings.paymentTermDays,
    logo: logo ? auditedFileName(logo) : null,
    isExample,
  };
}

/**
 * Replaces every setting (the first save replaces the examples) and makes `settings.logo` the
 * logo, recording the change. Answers the saved settings and the logo file it no longer uses,
 * whose stored bytes are removed after the commit.
 */
export function saveCompanySettings(
  db: Db,
  settings: CompanySettings,
  actor: AuditActor,
): Promise<MediaChange<StoredCompanySettings>> {
  return db.transaction().execute(async (trx) => {
    // Locks the row on PostgreSQL, so the audit entry's old values are the ones replaced.
    await lockForChange(
      trx,
      trx.selectFrom('company_settings').select('id').where('id', '=', COMPANY_SETTINGS_ID),
    ).execute();
    const before = await readCompanySettings(trx);
    const row = rowOf(settings, nowIso());
    await trx
      .insertInto('company_settings')
      .values(row)
      .onConflict((conflict) => conflict.column('id').doUpdateSet(row))
      .execute();
    const removedFiles = await attachMedia(
      trx,
      { type: 'company', id: COMPANY_SETTINGS_ID, field: 'logo' },
      settings.logo === null ? [] : [settings.logo],
      'PNG or JPEG image',
    );
    const after = await readCompanySettings(trx);
    await recordAudit(trx, {
      actor,
      entityType: 'company',
      entityId: COMPANY_SETTINGS_ID,
      action: 'update',
      before: audited(before),
      after: audited(after),
    });
    return { row: after, removedFiles };
  });
}
