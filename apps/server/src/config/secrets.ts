import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from './config';

const SECRETS_FILE = 'secrets.json';

interface StoredSecrets {
  jwtSecret: string;
}

/**
 * Returns the secrets the server signs with. A secret that is not configured is generated once
 * and kept in DATA_DIR (readable by the owner only), so tokens survive a restart. On PostgreSQL
 * several servers share the database, and each would generate its own secret, so a token signed
 * by one would fail on the next: there JWT_SECRET must be given (the same to every server).
 */
export function loadOrCreateSecrets(
  dataDir: string,
  configured: { jwtSecret?: string; databaseUrl?: string },
): StoredSecrets {
  if (configured.jwtSecret) return { jwtSecret: configured.jwtSecret };
  if (configured.databaseUrl)
    throw new ConfigError(
      'Invalid configuration: JWT_SECRET must be set when DATABASE_URL is set (the same secret of at least 32 characters on every server)',
    );
  const file = path.join(dataDir, SECRETS_FILE);
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<StoredSecrets>;
    if (typeof stored.jwtSecret === 'string' && stored.jwtSecret.length >= 32) {
      return { jwtSecret: stored.jwtSecret };
    }
  }
  mkdirSync(dataDir, { recursive: true });
  const secrets: StoredSecrets = { jwtSecret: randomBytes(48).toString('base64url') };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
