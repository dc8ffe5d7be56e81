import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import * as tar from 'tar';

/** What a backup archive holds, besides this manifest. */
const DATABASE_FILE = 'app.db';
const UPLOADS_DIR = 'uploads';
const SECRETS_FILE = 'secrets.json';
const MANIFEST_FILE = 'backup-manifest.json';
const BACKUP_FORMAT = 1;

interface Manifest {
  format: number;
  createdAt: string;
  database: 'sqlite';
  hasUploads: boolean;
  hasSecrets: boolean;
}

export class BackupError extends Error {}

function timestamp(date = new Date()): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\..+$/, '').replace('T', '-');
}

/**
 * Writes a consistent `.tar.gz` of the SQLite database (SQLite's online backup, safe while the
 * server writes), the uploads and the generated secrets. Returns the archive's path.
 */
export async function createBackup(dataDir: string, outFile?: string): Promise<string> {
  const databaseFile = path.join(dataDir, DATABASE_FILE);
  if (!existsSync(databaseFile)) throw new BackupError(`No database found at ${databaseFile}`);
  const target = path.resolve(
    outFile ?? path.join(dataDir, 'backups', `backup-${timestamp()}.tar.gz`),
  );
  mkdirSync(path.dirname(target), { recursive: true });

  const staging = mkdtempSync(path.join(tmpdir(), 'backup-'));
  try {
    const source = new SQLite(databaseFile, { readonly: true, fileMustExist: true });
    try {
      await source.backup(path.join(staging, DATABASE_FILE));
    } finally {
      source.close();
    }
    const entries = [MANIFEST_FILE, DATABASE_FILE];
    const hasUploads = existsSync(path.join(dataDir, UPLOADS_DIR));
    const hasSecrets = existsSync(path.join(dataDir, SECRETS_FILE));
    // Links let one archive take files from two folders; `follow` stores what they point to.
    if (hasUploads) {
      symlinkSync(path.join(dataDir, UPLOADS_DIR), path.join(staging, UPLOADS_DIR));
      entries.push(UPLOADS_DIR);
    }
    if (hasSecrets) {
      symlinkSync(path.join(dataDir, SECRETS_FILE), path.join(staging, SECRETS_FILE));
      entries.push(SECRETS_FILE);
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      database: 'sqlite',
      hasUploads,
      hasSecrets,
    };
    writeFileSync(path.join(staging, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
    await tar.create(
      { gzip: true, file: target, cwd: staging, follow: true, portable: true, mode: 0o600 },
      entries,
    );
    return target;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Replaces the database, uploads and secrets in DATA_DIR with those of a backup archive. The
 * archive is checked (manifest, SQLite integrity) before anything is touched; what it replaces is
 * kept in `DATA_DIR/pre-restore-<time>/`. Run it with the server stopped.
 */
export async function restoreBackup(dataDir: string, archive: string): Promise<{ keptIn: string }> {
  if (!existsSync(archive)) throw new BackupError(`No backup file at ${archive}`);
  const unpacked = mkdtempSync(path.join(tmpdir(), 'restore-'));
  try {
    await tar.extract({ file: archive, cwd: unpacked, strict: true, preservePaths: false });
    const manifestFile = path.join(unpacked, MANIFEST_FILE);
    if (!existsSync(manifestFile))
      throw new BackupError('Not a backup archive: the manifest is missing');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    if (manifest.format !== BACKUP_FORMAT)
      throw new BackupError(`Unsupported backup format ${manifest.format}`);
    checkIntegrity(path.join(unpacked, DATABASE_FILE));

    mkdirSync(dataDir, { recursive: true });
    const keptIn = path.join(dataDir, `pre-restore-${timestamp()}`);
    mkdirSync(keptIn);
    for (const name of [
      DATABASE_FILE,
      `${DATABASE_FILE}-wal`,
      `${DATABASE_FILE}-shm`,
      UPLOADS_DIR,
      SECRETS_FILE,
    ]) {
      if (existsSync(path.join(dataDir, name)))
        renameSync(path.join(dataDir, name), path.join(keptIn, name));
    }
    for (const name of [DATABASE_FILE, UPLOADS_DIR, SECRETS_FILE]) {
      if (existsSync(path.join(unpacked, name)))
        renameSync(path.join(unpacked, name), path.join(dataDir, name));
    }
    return { keptIn };
  } finally {
    rmSync(unpacked, { recursive: true, force: true });
  }
}

function checkIntegrity(databaseFile: string) {
  if (!existsSync(databaseFile))
    throw new BackupError('Not a backup archive: the database is missing');
  const db = new SQLite(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok')
      throw new BackupError(`The backed-up database is damaged: ${String(result)}`);
  } finally {
    db.close();
  }
}
