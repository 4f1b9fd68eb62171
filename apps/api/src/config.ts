import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLAN_TIERS, type PlanTier } from '@marketday/shared';
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
  // When unset a random key is generated once and kept in the database, shared by every process.
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SMTP_URL: optionalUrl('SMTP_URL'),
  MAIL_FROM: z.string().default('Marketday <no-reply@marketday.local>'),
  APP_URL: optionalUrl('APP_URL'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  // Set: billing goes to Stripe (DESIGN.md §1). Unset: the built-in local provider.
  STRIPE_SECRET_KEY: optionalText(),
  // Where the Stripe API is (tests point these at a local fake).
  STRIPE_API_HOST: optionalText(),
  STRIPE_API_PORT: optionalText()
    .transform((v) => (v === undefined ? undefined : Number(v)))
    .pipe(z.number().int().min(1).max(65535).optional()),
  STRIPE_API_PROTOCOL: optionalText().pipe(z.enum(['http', 'https']).optional()),
  // Browser tests only: a movable server clock (POST /test/clock/advance). Never on in production.
  TEST_CLOCK: flag('false'),
});

export type Config = z.infer<typeof EnvSchema> & {
  appUrl: string;
  stripePrices: Partial<Record<PlanTier, string>>;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  const prices = StripePriceSchema.parse(env);
  const stripePrices = Object.fromEntries(
    PLAN_TIERS.flatMap((plan) => {
      const price = prices[stripePriceEnv(plan)];
      return price ? [[plan, price]] : [];
    }),
  );
  return { ...config, appUrl: config.APP_URL ?? `http://localhost:${config.PORT}`, stripePrices };
}
