import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_OLD_VERSIONS_KEPT,
  DEFAULT_STORAGE_QUOTA_MB,
  PLAN_TIERS,
  type PlanTier,
} from '@marketday/shared';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(here, '../../..');

const optionalUrl = (name: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || URL.canParse(v), `${name} must be a URL`);

// An empty value counts as unset.
const optionalText = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined);

// Fastify's trustProxy: a number of hops, or the addresses/subnets of the proxies. `true` means one proxy:
// believing every X-Forwarded-For hop would let a client choose its own address.
export function parseTrustProxy(value: string): false | number | string[] | null {
  if (value === 'false' || value === '') return false;
  if (value === 'true') return 1;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return false;
    if (bits === undefined) return true;
    const n = Number(bits);
    return /^\d+$/.test(bits) && n >= 0 && n <= (family === 4 ? 32 : 128);
  });
  return valid ? entries : null;
}

// A number is how many proxies stand in front: only their hops of X-Forwarded-For are believed.
export function fastifyTrustProxy(trust: false | number | string[]) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((v) => v === 'true');

// STRIPE_PRICE_YEAR_ROUND_SM=price_… maps a plan to its Stripe price; unmapped plans use the lookup key = plan.
const stripePriceEnv = (plan: PlanTier) => `STRIPE_PRICE_${plan.toUpperCase()}`;
const StripePriceSchema = z.object(
  Object.fromEntries(PLAN_TIERS.map((plan) => [stripePriceEnv(plan), optionalText()])),
);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  DATABASE_URL: optionalUrl('DATABASE_URL'),
  // PostgreSQL without the pooler, for the migrations at start (they hold a lock across transactions). Unset: DATABASE_URL.
  DATABASE_MIGRATION_URL: optionalUrl('DATABASE_MIGRATION_URL'),
  // Connections this process opens to PostgreSQL at most. N processes open up to N × this: keep it under the
  // server's max_connections, or the pooler's pool size (docs/decisions/025-several-api-processes.md).
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(500).default(10),
  // false behind PgBouncer in transaction mode before 1.21, which cannot keep named prepared statements.
  DATABASE_PREPARED_STATEMENTS: flag('true'),
  // When unset a random key is generated once and kept in the database, shared by every process.
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SMTP_URL: optionalUrl('SMTP_URL'),
  MAIL_FROM: z.string().default('Marketday <no-reply@marketday.local>'),
  APP_URL: optionalUrl('APP_URL'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  // Unset: on, except in production (a production install never gets the demo accounts by accident).
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((v, ctx) => {
      const trust = parseTrustProxy(v);
      if (trust === null) {
        ctx.addIssue({
          code: 'custom',
          message: 'TRUST_PROXY must be false, true (one proxy), a number of proxies, or addresses/CIDRs',
        });
        return z.NEVER;
      }
      return trust;
    }),
  // Production without Stripe: the built-in billing records no payments, so it must be switched on on purpose.
  LOCAL_BILLING: flag('false'),
  // Set: billing goes to Stripe (docs/decisions/001-stack-and-tooling.md). Unset: the built-in local provider.
  STRIPE_SECRET_KEY: optionalText(),
  // Where the Stripe API is (tests point these at a local fake).
  STRIPE_API_HOST: optionalText(),
  STRIPE_API_PORT: optionalText()
    .transform((v) => (v === undefined ? undefined : Number(v)))
    .pipe(z.number().int().min(1).max(65535).optional()),
  STRIPE_API_PROTOCOL: optionalText().pipe(z.enum(['http', 'https']).optional()),
  // The signing secret of the Stripe webhook endpoint (POST /webhooks/stripe). With STRIPE_SECRET_KEY it turns
  // on vendors' card payments (docs/decisions/035-vendor-card-payments.md); without it they are off.
  STRIPE_WEBHOOK_SECRET: optionalText(),
  // Where uploaded documents are kept: the local folder DATA_DIR/files, or an S3-compatible bucket (S3_*).
  STORAGE_DRIVER: z.enum(['local', 's3'], 'STORAGE_DRIVER must be local or s3').default('local'),
  S3_ENDPOINT: optionalUrl('S3_ENDPOINT'),
  S3_BUCKET: optionalText(),
  S3_REGION: optionalText(),
  S3_ACCESS_KEY_ID: optionalText(),
  S3_SECRET_ACCESS_KEY: optionalText(),
  S3_FORCE_PATH_STYLE: flag('false'),
  // New accounts (vendor and manager sign-ups together) one address may open in an hour (docs/limits.md).
  SIGNUPS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(10),
  // Stored files an account may keep, in MB (a manager's grows with the plan), and the old versions kept of one
  // document besides the current one (docs/limits.md, "Per-account limits").
  STORAGE_QUOTA_MB: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_STORAGE_QUOTA_MB),
  DOCUMENT_OLD_VERSIONS_KEPT: z.coerce.number().int().min(0).max(1000).default(DEFAULT_OLD_VERSIONS_KEPT),
  // Browser tests only: a movable server clock (POST /test/clock/advance). Never on in production.
  TEST_CLOCK: flag('false'),
  // Browser tests only (with TEST_CLOCK): the server clock starts at this instant and runs at real speed, so
  // the demo seed and the browser agree on which day it is at any hour.
  TEST_CLOCK_START: optionalText().pipe(z.iso.datetime({ offset: true }).optional()),
});

export type Config = Omit<z.infer<typeof EnvSchema>, 'SEED_DEMO'> & {
  SEED_DEMO: boolean;
  appUrl: string;
  stripePrices: Partial<Record<PlanTier, string>>;
};

export class ConfigError extends Error {}

// S3_ENDPOINT may stay unset (AWS itself); the rest say which bucket and who may write to it.
const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

// The server's clock: real time, or (browser tests) real time shifted so that it started at TEST_CLOCK_START.
export function serverClock(config: Pick<Config, 'TEST_CLOCK_START'>): () => Date {
  if (!config.TEST_CLOCK_START) return () => new Date();
  const shift = Date.parse(config.TEST_CLOCK_START) - Date.now();
  return () => new Date(Date.now() + shift);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const { SEED_DEMO, ...config } = parsed.data;
  const production = config.NODE_ENV === 'production';
  const refuse = (line: string) => {
    throw new ConfigError(`Invalid environment configuration:\n  ${line}`);
  };
  if (config.TEST_CLOCK && production) refuse('TEST_CLOCK: never with NODE_ENV=production');
  if (config.TEST_CLOCK_START && !config.TEST_CLOCK) refuse('TEST_CLOCK_START: needs TEST_CLOCK=true');
  if (production && !config.STRIPE_SECRET_KEY && !config.LOCAL_BILLING) {
    refuse(
      'STRIPE_SECRET_KEY: required with NODE_ENV=production (or LOCAL_BILLING=true for the built-in billing, which records no payments)',
    );
  }
  if (config.STORAGE_DRIVER === 's3') {
    const missing = S3_REQUIRED.filter((name) => !config[name]);
    if (missing.length > 0) refuse(`${missing.join(', ')}: required with STORAGE_DRIVER=s3`);
  }
  const prices = StripePriceSchema.parse(env);
  const stripePrices = Object.fromEntries(
    PLAN_TIERS.flatMap((plan) => {
      const price = prices[stripePriceEnv(plan)];
      return price ? [[plan, price]] : [];
    }),
  );
  return {
    ...config,
    SEED_DEMO: SEED_DEMO === undefined ? !production : SEED_DEMO === 'true',
    appUrl: config.APP_URL ?? `http://localhost:${config.PORT}`,
    stripePrices,
  };
}
