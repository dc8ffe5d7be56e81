import path from 'node:path';
import { z } from 'zod';
import { COMPANY_WEBSITE, EXAMPLE_COMPANY_SETTINGS } from '@app/shared/company';
import { DEFAULT_DATA_RETENTION_DAYS } from '@app/shared/constants';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// A century: anything longer is a typo, and the cutoff date must stay a valid date.
const MAX_DATA_RETENTION_DAYS = 36_500;
const QUERY_TIME_LIMIT_ERROR =
  'QUERY_TIME_LIMIT_MS must be a whole number of milliseconds from 1 to 60000';
const RETENTION_DAYS_ERROR = `DATA_RETENTION_DAYS must be a whole number of days from 0 (keep forever) to ${MAX_DATA_RETENTION_DAYS}`;
/** What STORAGE=s3 cannot start without; S3_ENDPOINT is left out when the store is AWS S3 itself. */
const REQUIRED_S3_SETTINGS = [
  'S3_REGION',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

const flag = (name: string) =>
  z
    .enum(['0', '1', 'true', 'false'], { error: `${name} must be 1 or 0` })
    .transform((v) => v === '1' || v === 'true');

/**
 * Every environment variable the server reads (README "Configuration").
 * Each has a working default so that `npm start` needs none of them.
 */
const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'PORT must be a port number between 1 and 65535' })
    .int({ error: 'PORT must be a port number between 1 and 65535' })
    .min(0, { error: 'PORT must be a port number between 1 and 65535' })
    .max(65535, { error: 'PORT must be a port number between 1 and 65535' })
    .default(3000),
  HOST: z.string().min(1, { error: 'HOST must be a host name or IP address' }).default('127.0.0.1'),
  DATA_DIR: z.string().min(1, { error: 'DATA_DIR must be a directory path' }).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_URL must be a postgres:// connection URL' })
    .optional(),
  /** Shared by every server: rate limit counts and notices of changed content. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'REDIS_URL must be a redis:// or rediss:// URL' })
    .optional(),
  PUBLIC_URL: z.url({ error: 'PUBLIC_URL must be an absolute http(s) URL' }).optional(),
  ADMIN_EMAIL: z.email({ error: 'ADMIN_EMAIL must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(8, { error: 'ADMIN_PASSWORD must be at least 8 characters' })
    .optional(),
  /** Unset: on, except where NODE_ENV is production (see `loadConfig`). */
  DEMO_DATA: flag('DEMO_DATA').optional(),
  EXCHANGE_RATE_URL: z
    .url({ error: 'EXCHANGE_RATE_URL must be an absolute http(s) URL' })
    .default('https://open.er-api.com/v6/latest/EUR'),
  RATE_LIMIT_FACTOR: z.coerce
    .number({ error: 'RATE_LIMIT_FACTOR must be a number of 0 or more' })
    .min(0, { error: 'RATE_LIMIT_FACTOR must be a number of 0 or more' })
    .default(1),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  JWT_SECRET: z.string().min(32, { error: 'JWT_SECRET must be at least 32 characters' }).optional(),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, { error: 'JWT_EXPIRES_IN must be a duration such as 7d, 12h or 30m' })
    .default('7d'),
  TRUST_PROXY: flag('TRUST_PROXY').default(false),
  HSTS: flag('HSTS').default(false),
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error:
        'SMTP_URL must be an smtp:// or smtps:// URL, such as smtp://user:pass@mail.example.com:587',
    })
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(/^[^\r\n]+$/, {
      error: 'MAIL_FROM must be one line, such as "Firm" <no-reply@example.com>',
    })
    .default(
      `"${EXAMPLE_COMPANY_SETTINGS.tradingName}" <no-reply@${COMPANY_WEBSITE.replace(/^www\./, '')}>`,
    ),
  QUERY_TIME_LIMIT_MS: z.coerce
    .number({ error: QUERY_TIME_LIMIT_ERROR })
    .int({ error: QUERY_TIME_LIMIT_ERROR })
    .min(1, { error: QUERY_TIME_LIMIT_ERROR })
    .max(60_000, { error: QUERY_TIME_LIMIT_ERROR })
    .default(2_000),
  DATA_RETENTION_DAYS: z.coerce
    .number({ error: RETENTION_DAYS_ERROR })
    .int({ error: RETENTION_DAYS_ERROR })
    .min(0, { error: RETENTION_DAYS_ERROR })
    .max(MAX_DATA_RETENTION_DAYS, { error: RETENTION_DAYS_ERROR })
    .default(DEFAULT_DATA_RETENTION_DAYS),
  STORAGE: z.enum(['disk', 's3'], { error: 'STORAGE must be disk or s3' }).default('disk'),
  S3_ENDPOINT: z.url({ error: 'S3_ENDPOINT must be an absolute http(s) URL' }).optional(),
  S3_REGION: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag('S3_FORCE_PATH_STYLE').default(false),
});

/** The settings that depend on one another: STORAGE=s3 needs its bucket's. */
const checkedEnvSchema = envSchema.superRefine((env, context) => {
  if (env.STORAGE !== 's3') return;
  const missing = REQUIRED_S3_SETTINGS.find((name) => env[name] === undefined);
  if (missing)
    context.addIssue({
      code: 'custom',
      path: [missing],
      message: `${missing} must be set when STORAGE=s3`,
    });
});

/** Where STORAGE=s3 keeps uploads; `endpoint` is unset for AWS S3 itself. */
export interface S3Settings {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

type S3Variable = (typeof REQUIRED_S3_SETTINGS)[number] | 'S3_ENDPOINT' | 'S3_FORCE_PATH_STYLE';

export type Config = Omit<z.output<typeof envSchema>, 'DATA_DIR' | 'DEMO_DATA' | S3Variable> & {
  DATA_DIR: string;
  DEMO_DATA: boolean;
  /** Set exactly when STORAGE is s3. */
  S3: S3Settings | null;
};

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws one line naming the variable and what it expects. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = checkedEnvSchema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const expects = issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
    const got = name in present ? ` (got "${String(present[name])}")` : '';
    throw new ConfigError(`Invalid configuration: ${expects}${got}`);
  }
  const {
    S3_ENDPOINT,
    S3_REGION,
    S3_BUCKET,
    S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY,
    S3_FORCE_PATH_STYLE,
    ...settings
  } = result.data;
  return {
    ...settings,
    S3:
      settings.STORAGE === 's3'
        ? {
            endpoint: S3_ENDPOINT,
            // The schema's check above makes these present whenever STORAGE is s3.
            region: S3_REGION!,
            bucket: S3_BUCKET!,
            accessKeyId: S3_ACCESS_KEY_ID!,
            secretAccessKey: S3_SECRET_ACCESS_KEY!,
            forcePathStyle: S3_FORCE_PATH_STYLE,
          }
        : null,
    DATA_DIR: path.resolve(result.data.DATA_DIR),
    // Demo content is invented (people, events, testimonials): a production site starts empty
    // unless asked, while `npm start` on a fresh checkout still shows the full demo.
    DEMO_DATA: result.data.DEMO_DATA ?? present.NODE_ENV !== 'production',
  };
}
