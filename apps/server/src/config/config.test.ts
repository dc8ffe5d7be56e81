import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { loadOrCreateSecrets } from './secrets';

describe('loadConfig', () => {
  it('gives every variable a working default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DEMO_DATA: true,
      RATE_LIMIT_FACTOR: 1,
      LOG_LEVEL: 'info',
      JWT_EXPIRES_IN: '7d',
      TRUST_PROXY: false,
      HSTS: false,
    });
    expect(path.isAbsolute(config.DATA_DIR)).toBe(true);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('fills a new database with demo content by default only outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).DEMO_DATA).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).DEMO_DATA).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).DEMO_DATA).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: '1' }).DEMO_DATA).toBe(true);
    expect(loadConfig({ DEMO_DATA: '0' }).DEMO_DATA).toBe(false);
  });

  it('reads and converts given values', () => {
    const config = loadConfig({
      PORT: '8080',
      DEMO_DATA: '0',
      RATE_LIMIT_FACTOR: '0',
      HSTS: 'true',
      DATABASE_URL: 'postgres://u:p@db:5432/app',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DEMO_DATA: false,
      RATE_LIMIT_FACTOR: 0,
      HSTS: true,
      DATABASE_URL: 'postgres://u:p@db:5432/app',
    });
  });

  it.each([
    ['PORT', 'abc', 'PORT must be a port number between 1 and 65535'],
    ['PORT', '70000', 'PORT must be a port number between 1 and 65535'],
    ['DEMO_DATA', 'yes', 'DEMO_DATA must be 1 or 0'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL must be a postgres:// connection URL'],
    ['REDIS_URL', 'http://cache:6379', 'REDIS_URL must be a redis:// or rediss:// URL'],
    ['RATE_LIMIT_FACTOR', '-1', 'RATE_LIMIT_FACTOR must be a number of 0 or more'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL must be one of'],
    ['JWT_EXPIRES_IN', 'forever', 'JWT_EXPIRES_IN must be a duration'],
    ['ADMIN_PASSWORD', 'short', 'ADMIN_PASSWORD must be at least 8 characters'],
    ['EXCHANGE_RATE_URL', 'not a url', 'EXCHANGE_RATE_URL must be an absolute http(s) URL'],
  ])('refuses %s=%s with one line naming it', (name, value, expected) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(expected);
    expect(message).not.toContain('\n');
  });
});

describe('loadOrCreateSecrets', () => {
  it('generates a secret once, keeps it private in DATA_DIR and reuses it', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'secrets-'));
    const first = loadOrCreateSecrets(dataDir, {});
    const second = loadOrCreateSecrets(dataDir, {});
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second).toEqual(first);
    const file = path.join(dataDir, 'secrets.json');
    expect(JSON.parse(readFileSync(file, 'utf8')).jwtSecret).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('refuses to generate one for a PostgreSQL database, which several servers share', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'secrets-'));
    const load = () => loadOrCreateSecrets(dataDir, { databaseUrl: 'postgres://u:p@db:5432/app' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow('JWT_SECRET must be set when DATABASE_URL is set');
    expect(
      loadOrCreateSecrets(dataDir, {
        databaseUrl: 'postgres://u:p@db:5432/app',
        jwtSecret: 'x'.repeat(40),
      }),
    ).toEqual({ jwtSecret: 'x'.repeat(40) });
  });

  it('prefers a configured secret', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'secrets-'));
    expect(loadOrCreateSecrets(dataDir, { jwtSecret: 'x'.repeat(40) })).toEqual({
      jwtSecret: 'x'.repeat(40),
    });
  });
});
