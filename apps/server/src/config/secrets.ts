import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SECRETS_FILE = 'secrets.json';

interface StoredSecrets {
  jwtSecret: string;
}

/**
 * Returns the secrets the server signs with. A secret that is not configured is generated once
 * and kept in DATA_DIR (readable by the owner only), so tokens survive a restart.
 */
export function loadOrCreateSecrets(
  dataDir: string,
  configured: { jwtSecret?: string },
): StoredSecrets {
  if (configured.jwtSecret) return { jwtSecret: configured.jwtSecret };
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
