import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config/config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { AdminCredentialsError, ensureAdmin } from './modules/users/bootstrap-admin';

const USAGE =
  'Usage: npm run create-admin -- --email you@example.com --password <at least 8 characters>\n' +
  '(or set ADMIN_EMAIL and ADMIN_PASSWORD; the password is safer there than on the command line)';

const OUTCOME_TEXT = {
  created: 'created as Admin',
  promoted: 'is now an active Admin with the given password',
  unchanged: 'was already an active Admin with this password',
} as const;

/**
 * `npm run create-admin`: creates the Admin in the configured database (DATA_DIR or DATABASE_URL),
 * or promotes, re-enables and resets the account with that e-mail. Works while the server runs.
 */
async function run(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { email: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean' } },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const config = loadConfig();
  const email = values.email ?? config.ADMIN_EMAIL;
  const password = values.password ?? config.ADMIN_PASSWORD;
  if (!email || !password) throw new AdminCredentialsError(USAGE);

  const database = openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  try {
    await migrateToLatest(database.db);
    const outcome = await ensureAdmin(database.db, { email, password });
    process.stdout.write(
      `${email.toLowerCase()} ${OUTCOME_TEXT[outcome]} (${database.description})\n`,
    );
  } finally {
    await database.db.destroy();
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  const isUsageError =
    error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS');
  if (error instanceof AdminCredentialsError || error instanceof ConfigError || isUsageError) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
  throw error;
});
