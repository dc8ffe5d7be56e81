import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/config';
import { loadOrCreateSecrets } from './config/secrets';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoContent } from './modules/demo/seed-demo-content';
import { seedDemoServicesAndInvoices } from './modules/invoices/demo-invoices';
import { bootstrapAdmin } from './modules/users/bootstrap-admin';

// Both `src/main.ts` and the bundled `dist/main.js` sit one folder below apps/server.
const WEB_DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const SHUTDOWN_GRACE_MS = 10_000;

async function start() {
  let config;
  let secrets;
  try {
    config = loadConfig();
    secrets = loadOrCreateSecrets(config.DATA_DIR, {
      jwtSecret: config.JWT_SECRET,
      databaseUrl: config.DATABASE_URL,
    });
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const database = openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  await migrateToLatest(database.db);

  // The Admin's password is hashed or checked (argon2, a few hundred milliseconds on the thread
  // pool) while the app is built, not after; its log lines wait for the app's logger.
  const appBuilt = buildApp({ config, database, secrets, webDistDir: WEB_DIST_DIR });
  const [app] = await Promise.all([
    appBuilt,
    bootstrapAdmin(database.db, config, {
      info: (object, message) => void appBuilt.then(({ log }) => log.info(object, message)),
      warn: (message) => void appBuilt.then(({ log }) => log.warn(message)),
      error: (message) => void appBuilt.then(({ log }) => log.error(message)),
    }),
  ]);
  await seedDemoContent(app);
  if (config.DEMO_DATA) await seedDemoServicesAndInvoices(database.db);

  closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    await app.close();
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ database: database.description }, 'ready');
}

await start();
