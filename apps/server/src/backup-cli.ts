import { ConfigError, loadConfig } from './config/config';
import { BackupError, createBackup, restoreBackup } from './modules/backup/backup';

const USAGE = 'Usage: npm run backup [-- --out FILE]  |  npm run restore -- FILE';

/**
 * `npm run backup` and `npm run restore FILE` for the SQLite database and uploads in DATA_DIR;
 * with PostgreSQL or an S3 bucket the README names the tools to use instead.
 */
async function run(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const config = loadConfig();
  if (config.DATABASE_URL) {
    throw new BackupError(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump and the uploads folder as README.md describes.',
    );
  }
  // An archive of DATA_DIR alone would hold no uploads at all: refuse rather than mislead.
  if (config.S3) {
    throw new BackupError(
      `STORAGE=s3: the uploads are in the bucket ${config.S3.bucket}, not in DATA_DIR; back them up with the bucket as README.md "Operations" describes.`,
    );
  }
  if (command === 'backup') {
    const outIndex = rest.indexOf('--out');
    const file = await createBackup(
      config.DATA_DIR,
      outIndex >= 0 ? rest[outIndex + 1] : undefined,
    );
    process.stdout.write(`Backup written to ${file}\n`);
  } else if (command === 'restore' && rest[0]) {
    const { keptIn } = await restoreBackup(config.DATA_DIR, rest[0]);
    process.stdout.write(
      `Restored ${rest[0]} into ${config.DATA_DIR}; the replaced data is kept in ${keptIn}\n`,
    );
  } else {
    throw new BackupError(USAGE);
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
});
