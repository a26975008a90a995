import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_KEYS, EnvError, loadEnv, REPO_ROOT } from './env';

describe('loadEnv', () => {
  it('gives development defaults: SQLite under data/, port 3000, loopback, Vite origin allowed', () => {
    const env = loadEnv({});
    expect(env.NODE_ENV).toBe('development');
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SQLITE_FILE).toBe(path.join(REPO_ROOT, 'data', 'longwood.sqlite3'));
    expect(env.WEB_DIST_DIR).toBe(path.join(REPO_ROOT, 'apps', 'web', 'dist'));
    expect(env.BCRYPT_COST).toBe(12);
    expect(env.APP_ORIGIN).toEqual(['http://localhost:5173', 'http://127.0.0.1:5173']);
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('requires a SESSION_SECRET of 32+ characters in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(EnvError);
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: required in production/);
    expect(() => loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(/at least 32 characters/);
    const env = loadEnv({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      PUBLIC_APP_URL: 'https://longwoodgolf.example',
    });
    expect(env.isProduction).toBe(true);
    expect(env.HOST).toBe('0.0.0.0');
    // No dev origins are implied in production.
    expect(env.APP_ORIGIN).toEqual([]);
  });

  it('refuses production without an https public address for reset links', () => {
    const base = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) };
    expect(() => loadEnv(base)).toThrow(/PUBLIC_APP_URL: required in production/);
    expect(() => loadEnv({ ...base, PUBLIC_APP_URL: 'http://longwoodgolf.example' })).toThrow(/PUBLIC_APP_URL/);
    expect(loadEnv({ ...base, APP_ORIGIN: 'https://longwoodgolf.example' }).isProduction).toBe(true);
    expect(loadEnv({ ...base, PUBLIC_APP_URL: 'https://longwoodgolf.example' }).PUBLIC_APP_URL).toBe(
      'https://longwoodgolf.example',
    );
  });

  it('points e-mail links at the origin that serves the web app: this server unless told otherwise', () => {
    // `npm start` serves the built app on PORT; the Vite dev server (5173) is never the default.
    expect(loadEnv({}).PUBLIC_APP_URL).toBe('http://localhost:3000');
    expect(loadEnv({ PORT: '8080' }).PUBLIC_APP_URL).toBe('http://localhost:8080');
    expect(loadEnv({ APP_ORIGIN: 'http://127.0.0.1:4000' }).PUBLIC_APP_URL).toBe('http://127.0.0.1:4000');
    expect(loadEnv({ PUBLIC_APP_URL: 'https://longwoodgolf.example/', PORT: '8080' }).PUBLIC_APP_URL).toBe(
      'https://longwoodgolf.example',
    );
  });

  it('parses APP_ORIGIN as a comma list of origins and rejects non-URLs', () => {
    const env = loadEnv({ APP_ORIGIN: 'https://longwoodgolf.example/, https://desk.longwoodgolf.example:8443' });
    expect(env.APP_ORIGIN).toEqual(['https://longwoodgolf.example', 'https://desk.longwoodgolf.example:8443']);
    expect(() => loadEnv({ APP_ORIGIN: 'not a url' })).toThrow(/APP_ORIGIN/);
  });

  it('accepts only postgres URLs in DATABASE_URL, and treats empty as unset', () => {
    expect(loadEnv({ DATABASE_URL: 'postgres://u@db:5432/golf' }).DATABASE_URL).toBe('postgres://u@db:5432/golf');
    expect(loadEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('keeps BCRYPT_COST at 10 or more, but under NODE_ENV=test (the suites hash at 4)', () => {
    expect(loadEnv({ BCRYPT_COST: '10' }).BCRYPT_COST).toBe(10);
    expect(() => loadEnv({ BCRYPT_COST: '9' })).toThrow(/BCRYPT_COST: must be 10 or more/);
    expect(() => loadEnv({ BCRYPT_COST: '4' })).toThrow(/BCRYPT_COST/);
    expect(() => loadEnv({ NODE_ENV: 'development', BCRYPT_COST: '4' })).toThrow(/BCRYPT_COST/);
    expect(() => loadEnv({ NODE_ENV: 'production', BCRYPT_COST: '4', SESSION_SECRET: 'x'.repeat(32) })).toThrow(
      /BCRYPT_COST/,
    );
    expect(loadEnv({ NODE_ENV: 'test', BCRYPT_COST: '4' }).BCRYPT_COST).toBe(4);
    expect(() => loadEnv({ NODE_ENV: 'test', BCRYPT_COST: '3' })).toThrow(/BCRYPT_COST/);
  });

  it('reads TRUST_PROXY as Express expects it', () => {
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toBe('loopback, 10.0.0.0/8');
  });

  it('resolves relative file settings against the repo root', () => {
    expect(loadEnv({ SQLITE_FILE: 'data/other.sqlite3' }).SQLITE_FILE).toBe(
      path.join(REPO_ROOT, 'data', 'other.sqlite3'),
    );
  });

  it('derives the analytics origin the CSP must allow from the web build settings', () => {
    expect(loadEnv({}).analyticsOrigin).toBeNull();
    expect(loadEnv({ VITE_ANALYTICS_PROVIDER: 'plausible' }).analyticsOrigin).toBe('https://plausible.io');
    expect(
      loadEnv({
        VITE_ANALYTICS_PROVIDER: 'plausible',
        VITE_ANALYTICS_ENDPOINT: 'https://stats.longwoodgolf.example/api/event',
      }).analyticsOrigin,
    ).toBe('https://stats.longwoodgolf.example');
    expect(() => loadEnv({ VITE_ANALYTICS_PROVIDER: 'ga4' })).toThrow(/VITE_ANALYTICS_PROVIDER/);
  });

  it('lists every problem at once', () => {
    try {
      loadEnv({ PORT: 'abc', BCRYPT_COST: '3' });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).toMatch(/PORT/);
      expect(String(error)).toMatch(/BCRYPT_COST/);
    }
  });
});

describe('flood settings (decision 205)', () => {
  it('bounds password work and slow clients by default', () => {
    const env = loadEnv({});
    expect(env.PASSWORD_HASHING_CONCURRENCY).toBe(2);
    expect(env.REGISTRATION_GLOBAL_LIMIT_PER_MINUTE).toBe(30);
    expect(env.HTTP_HEADERS_TIMEOUT_SECONDS).toBe(10);
    expect(env.HTTP_REQUEST_TIMEOUT_SECONDS).toBe(30);
    expect(env.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS).toBe(5);
  });

  it('refuses a headers timeout longer than the request timeout', () => {
    expect(() => loadEnv({ HTTP_HEADERS_TIMEOUT_SECONDS: '40' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_SECONDS: must not be longer than HTTP_REQUEST_TIMEOUT_SECONDS/,
    );
    expect(loadEnv({ HTTP_HEADERS_TIMEOUT_SECONDS: '40', HTTP_REQUEST_TIMEOUT_SECONDS: '60' }).isProduction).toBe(
      false,
    );
  });
});

describe('.env.example', () => {
  it('documents every setting env.ts reads', () => {
    const example = fs.readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8');
    const documented = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
    expect(ENV_KEYS.filter((key) => !documented.has(key))).toEqual([]);
  });
});
