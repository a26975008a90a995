// The only reader of process.env (tests pass their own source to loadEnv). Every setting is
// validated here once; the rest of the server receives a typed, frozen `Env`.
// Each variable is documented in /.env.example at the repo root.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Repo root: apps/server/src → ../../.. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const DEV_SESSION_SECRET = 'dev-only-session-secret-not-for-production-use';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

const originList = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const origins: string[] = [];
    for (const part of value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      try {
        const url = new URL(part);
        origins.push(url.origin);
      } catch {
        ctx.addIssue({ code: 'custom', message: `APP_ORIGIN entry "${part}" is not a URL origin` });
      }
    }
    return origins;
  });

// TRUST_PROXY follows Express's `trust proxy` setting: false (default), true, a hop count, or a
// comma list of addresses/subnets ('loopback', '10.0.0.0/8').
const trustProxy = z
  .string()
  .default('false')
  .transform((v): boolean | number | string => {
    const t = v.trim();
    if (t === '' || t === 'false' || t === '0') return false;
    if (t === 'true') return true;
    if (/^\d+$/.test(t)) return Number(t);
    return t;
  });

/** A facility fact: trimmed; empty or blank is the shipped placeholder. */
const facilityFact = (placeholder: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() || undefined : v), z.string().default(placeholder));

const rawEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.preprocess(emptyToUndefined, z.string().optional()),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL (leave it empty for SQLite)')
      .optional(),
  ),
  SQLITE_FILE: z.preprocess(emptyToUndefined, z.string().default(path.join(REPO_ROOT, 'data', 'longwood.sqlite3'))),
  SESSION_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  ),
  // Idle timeout: a session unused this long ends (each request renews it). Default 3 days.
  SESSION_MAX_AGE_HOURS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .positive()
      .max(24 * 90)
      .default(72),
  ),
  // Absolute lifetime: a session ends this long after its sign-in, however active. Default 30 days.
  SESSION_ABSOLUTE_HOURS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .positive()
      .max(24 * 365)
      .default(24 * 30),
  ),
  // Staff (admins, the front desk, coaches) sign in again sooner (decision 010): idle timeout in minutes, default 30.
  SESSION_STAFF_IDLE_MINUTES: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .positive()
      .max(60 * 24 * 90)
      .default(30),
  ),
  // Staff's absolute lifetime in hours, default 12 (the desk's staffed day, 8am to 8pm).
  SESSION_STAFF_ABSOLUTE_HOURS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .positive()
      .max(24 * 365)
      .default(12),
  ),
  APP_ORIGIN: originList,
  // 10 to 15; the test suites' NODE_ENV=test alone may go down to bcrypt's least, 4 (checked in loadEnv, decision 231).
  BCRYPT_COST: z.preprocess(emptyToUndefined, z.coerce.number().int().min(4).max(15).default(12)),
  // bcrypt hashes and compares one process runs at once; sign-ins wait ahead of new passwords (decision 205).
  PASSWORD_HASHING_CONCURRENCY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(16).default(2)),
  // bcrypt jobs that may wait in a process; more are refused with 429 and Retry-After (decision 205).
  PASSWORD_QUEUE_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(10_000).default(32)),
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email('ADMIN_EMAIL must be an email address').optional()),
  ADMIN_PASSWORD: z.preprocess(
    emptyToUndefined,
    z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  ),
  WEB_DIST_DIR: z.preprocess(emptyToUndefined, z.string().default(path.join(REPO_ROOT, 'apps', 'web', 'dist'))),
  TRUST_PROXY: trustProxy,
  // The media the admins upload (docs/decisions/230-more-facility-settings.md); relative to the repo root.
  FACILITY_MEDIA_DIR: z.preprocess(emptyToUndefined, z.string().default(path.join('data', 'media'))),
  // What one member's imported shot files may add up to, in kilobytes (docs/decisions/220-shot-data-import.md).
  SHOT_STORAGE_LIMIT_KB: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(1)
      .max(10_000_000)
      .default(100 * 1024),
  ),
  // Demo requests one client address may send per hour (docs/decisions/052-contact-form-behaviour.md).
  CONTACT_LIMIT_PER_HOUR: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(5)),
  // Writes with an Idempotency-Key one account may have kept per hour (docs/decisions/503-idempotency-keys-capped-per-account.md).
  IDEMPOTENCY_KEYS_PER_HOUR: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(300)),
  // Device keys a bay may have open at once (docs/decisions/504-bay-keys-capped-and-paged.md); at most a page of its list.
  BAY_KEYS_PER_BAY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).default(5)),
  // Accounts that may be registered from one client address per hour (docs/decisions/161-atomic-limits.md).
  REGISTRATION_LIMIT_PER_HOUR: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(10)),
  // Accounts that may be registered per minute from every address together (decision 205): a flood from many
  // addresses cannot keep the password hashing busy.
  REGISTRATION_GLOBAL_LIMIT_PER_MINUTE: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(100_000).default(30),
  ),
  // How long a client may take to send a request's headers, and the whole request, before the server answers 408
  // and closes the connection; how long an idle keep-alive connection stays open (slowloris; decision 205).
  HTTP_HEADERS_TIMEOUT_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().min(0.1).max(600).default(10)),
  HTTP_REQUEST_TIMEOUT_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().min(0.1).max(3600).default(30)),
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().min(0.1).max(600).default(5)),
  /** Seconds between keep-alive lines on the desk's event streams (below the proxy's read timeout; decision 174). */
  LIVE_HEARTBEAT_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().min(0.05).max(120).default(15)),
  // pino level of the structured logs (default info; warn under NODE_ENV=test).
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  ),

  // ---- Mail / password reset (owned by the contact & password-reset feature) ---------------------
  // Without SMTP_HOST no mail server is needed: each message is written as an .eml file to MAIL_DIR
  // (docs/decisions/194-one-mail-outbox.md).
  SMTP_HOST: z.preprocess(emptyToUndefined, z.string().optional()),
  SMTP_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).default(587)),
  // true = implicit TLS (port 465); false = plain connection upgraded with STARTTLS when offered.
  SMTP_SECURE: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
  ),
  SMTP_USER: z.preprocess(emptyToUndefined, z.string().optional()),
  SMTP_PASS: z.preprocess(emptyToUndefined, z.string().optional()),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Longwood Golf <no-reply@longwoodgolf.example>')),
  FACILITY_TEAM_EMAIL: z.preprocess(
    emptyToUndefined,
    z.email('FACILITY_TEAM_EMAIL must be an email address').default('team@longwoodgolf.example'),
  ),
  // Relative paths are resolved against the repo root.
  MAIL_DIR: z.preprocess(emptyToUndefined, z.string().default(path.join('data', 'mail'))),
  // Password-reset e-mails go only to addresses at this domain; everyone else must contact an admin (docs/requirements.md#reset-e-mail-domain).
  RESET_EMAIL_DOMAIN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'RESET_EMAIL_DOMAIN must be a domain like longwoodgolf.example')
      .default('longwoodgolf.example')
      .transform((v) => v.toLowerCase()),
  ),
  // Public address of the web app, used for links in e-mails. Default: the first APP_ORIGIN, else (outside
  // production) this server's own address, http://localhost:PORT, which serves the built web app.
  PUBLIC_APP_URL: z.preprocess(emptyToUndefined, z.url('PUBLIC_APP_URL must be a URL').optional()),
  // Secret mixed into stored reset-code hashes (defaults to SESSION_SECRET).
  RESET_CODE_PEPPER: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'RESET_CODE_PEPPER must be at least 32 characters').optional(),
  ),
  // Key of admins' authenticator secrets and recovery-code hashes (defaults to SESSION_SECRET; keep the old one here
  // when rotating SESSION_SECRET, docs/decisions/287-admin-second-factor-and-re-authentication.md).
  SECOND_FACTOR_KEY: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'SECOND_FACTOR_KEY must be at least 32 characters').optional(),
  ),
  // ---- end mail section -----------------------------------------------------------------------
  // Online payments (docs/decisions/261-stripe-webhook.md): off without STRIPE_SECRET_KEY, and the product then takes
  // money at the desk only. The webhook secret verifies POST /api/stripe/webhook; STRIPE_API_URL points the SDK at
  // another base URL (the tests' stand-in), Stripe's own when empty.
  STRIPE_SECRET_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(sk|rk)_\w+$/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_… or rk_…)')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^whsec_\w+$/, "STRIPE_WEBHOOK_SECRET must be the endpoint's signing secret (whsec_…)")
      .optional(),
  ),
  STRIPE_API_URL: z.preprocess(emptyToUndefined, z.url('STRIPE_API_URL must be a URL').optional()),
  // Web analytics: the web build's settings (one .env for both). The server only needs the events endpoint's
  // origin, which the Content-Security-Policy must allow (connect-src) once analytics is switched on.
  VITE_ANALYTICS_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['plausible']).optional()),
  VITE_ANALYTICS_ENDPOINT: z.preprocess(emptyToUndefined, z.url('VITE_ANALYTICS_ENDPOINT must be a URL').optional()),
  // The facility's facts (the web build's settings too): every e-mail's footer names the facility, its address and
  // phone as the site does, with the same placeholders as packages/ui/src/config/facility.ts (decision 202).
  VITE_FACILITY_NAME: facilityFact('Longwood Golf'),
  VITE_FACILITY_STREET: facilityFact('1000 W State Road 434, Suite 100'),
  VITE_FACILITY_CITY: facilityFact('Longwood'),
  VITE_FACILITY_REGION: facilityFact('FL'),
  VITE_FACILITY_POSTAL_CODE: facilityFact('32750'),
  VITE_FACILITY_PHONE: facilityFact('(407) 555-0142'),
  // The rest of the facts the web build shipped with: since the facility's settings live in the database
  // (docs/decisions/228-facility-settings-in-the-database.md), these and the six above only seed a fresh install's
  // settings, once; the admin console changes them afterwards.
  VITE_FACILITY_EMAIL: facilityFact('info@longwoodgolf.example'),
  VITE_FACILITY_MEMBER_HOURS: facilityFact('Members: 24/7 access'),
  VITE_PHYSICAL_THERAPIST_NAME: facilityFact('Dr. Alex Morgan, DPT'),
  VITE_SOCIAL_FACEBOOK_URL: facilityFact('https://www.facebook.com/'),
  VITE_SOCIAL_INSTAGRAM_URL: facilityFact('https://www.instagram.com/'),
  VITE_SOCIAL_X_URL: facilityFact('https://x.com/'),
  VITE_SOCIAL_YOUTUBE_URL: facilityFact('https://www.youtube.com/'),
});

const DEFAULT_ANALYTICS_ENDPOINT = { plausible: 'https://plausible.io/api/event' } as const;

type RawEnv = z.output<typeof rawEnvSchema>;

/** Every variable this module reads (each must be documented in /.env.example). */
export const ENV_KEYS: readonly string[] = Object.keys(rawEnvSchema.shape);

export interface Env extends Omit<
  RawEnv,
  'HOST' | 'SESSION_SECRET' | 'SQLITE_FILE' | 'WEB_DIST_DIR' | 'PUBLIC_APP_URL' | 'FACILITY_MEDIA_DIR'
> {
  HOST: string;
  /** Origin of links in e-mails, without a trailing slash (always set: see the schema's comment). */
  PUBLIC_APP_URL: string;
  SESSION_SECRET: string;
  /** Absolute path of the SQLite file (ignored when DATABASE_URL is set). */
  SQLITE_FILE: string;
  /** Absolute path of the built SPA; served only when it exists. */
  WEB_DIST_DIR: string;
  /** Absolute path of the uploaded media's folder (made on the first upload). */
  FACILITY_MEDIA_DIR: string;
  isProduction: boolean;
  /** Origin the browser sends analytics events to (allowed by the CSP), or null when analytics is off. */
  analyticsOrigin: string | null;
}

/** The least bcrypt cost a development or production server takes; only the test suites go lower (decision 231). */
const MIN_BCRYPT_COST = 10;

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Validates a process environment. Throws EnvError listing every problem at once. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = rawEnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  const isProduction = raw.NODE_ENV === 'production';
  // Node refuses a headers timeout longer than the request's (the request includes its headers).
  if (raw.HTTP_HEADERS_TIMEOUT_SECONDS > raw.HTTP_REQUEST_TIMEOUT_SECONDS) {
    throw new EnvError(
      'Invalid environment:\n  HTTP_HEADERS_TIMEOUT_SECONDS: must not be longer than HTTP_REQUEST_TIMEOUT_SECONDS',
    );
  }
  if (raw.BCRYPT_COST < MIN_BCRYPT_COST && raw.NODE_ENV !== 'test') {
    throw new EnvError(
      `Invalid environment:\n  BCRYPT_COST: must be ${MIN_BCRYPT_COST} or more (less only under NODE_ENV=test)`,
    );
  }
  if (isProduction && !raw.SESSION_SECRET) {
    throw new EnvError('Invalid environment:\n  SESSION_SECRET: required in production (at least 32 characters)');
  }
  // Reset links must point at the real site, never at a development origin (decision 163).
  const publicUrl = raw.PUBLIC_APP_URL ?? raw.APP_ORIGIN[0];
  if (isProduction && (!publicUrl || new URL(publicUrl).protocol !== 'https:')) {
    throw new EnvError(
      'Invalid environment:\n  PUBLIC_APP_URL: required in production, an https:// address of the site (or set APP_ORIGIN)',
    );
  }
  const env: Env = {
    ...raw,
    // Never the Vite dev server's port: `npm start` serves the web app from this server
    // (docs/decisions/163-session-and-account-hygiene.md).
    PUBLIC_APP_URL: (publicUrl ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ''),
    // Outside production the Vite dev server (port 5173) is an allowed origin unless APP_ORIGIN says otherwise.
    APP_ORIGIN:
      raw.APP_ORIGIN.length > 0 || isProduction ? raw.APP_ORIGIN : ['http://localhost:5173', 'http://127.0.0.1:5173'],
    // Listen on all interfaces in production (behind a proxy/container); loopback only in development.
    HOST: raw.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    SESSION_SECRET: raw.SESSION_SECRET ?? DEV_SESSION_SECRET,
    SQLITE_FILE: path.resolve(REPO_ROOT, raw.SQLITE_FILE),
    WEB_DIST_DIR: path.resolve(REPO_ROOT, raw.WEB_DIST_DIR),
    FACILITY_MEDIA_DIR: path.resolve(REPO_ROOT, raw.FACILITY_MEDIA_DIR),
    isProduction,
    analyticsOrigin: raw.VITE_ANALYTICS_PROVIDER
      ? new URL(raw.VITE_ANALYTICS_ENDPOINT ?? DEFAULT_ANALYTICS_ENDPOINT[raw.VITE_ANALYTICS_PROVIDER]).origin
      : null,
  };
  return Object.freeze(env);
}

/**
 * Loads `<repo root>/.env` into process.env when the file exists (variables already set win).
 * Called by main.ts only; tests pass their settings to loadEnv directly.
 */
export function loadDotEnvFile(file = path.join(REPO_ROOT, '.env')): boolean {
  if (!fs.existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}
