import "server-only";
import { z } from "zod";

/**
 * The server's configuration, parsed once with zod. Every service is optional: without its
 * variables the embedded default runs, so `npm run dev` works on a fresh machine. `.env.example`
 * and the README list what each variable switches on.
 */
const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

/** A whole number >= 0 given as text; empty or unset: the default. */
const count = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === "") return fallback;
      if (!/^\d+$/.test(v.trim())) {
        ctx.addIssue({ code: "custom", message: "must be a whole number" });
        return z.NEVER;
      }
      return Number(v.trim());
    });

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Set by Vercel on its deployments. */
  VERCEL: optional,

  // Database: any Postgres; without it the embedded PGlite in PGLITE_DIR (default .data/db).
  DATABASE_URL: optional,
  PGLITE_DIR: optional,

  // The owner account, created or updated on start from these two.
  OWNER_EMAIL: optional,
  OWNER_PASSWORD: optional,

  // Promo codes: JSON array; a development default lives in a server-only module.
  PROMO_CODES: optional,

  // Payments: Stripe Checkout when STRIPE_SECRET_KEY is set; otherwise the embedded test-mode processor, which a
  // production start uses only when PAYMENTS=test says so (without either, card orders are refused).
  PAYMENTS: optional,
  STRIPE_SECRET_KEY: optional,
  /** Stripe's API address (default https://api.stripe.com); tests point it at a stub. */
  STRIPE_API_BASE: optional,
  /** Signing secret of the webhook endpoint /api/payments/stripe/webhook (whsec_...). */
  STRIPE_WEBHOOK_SECRET: optional,

  // Storage: S3-compatible when S3_BUCKET is set, the embedded store otherwise.
  S3_BUCKET: optional,
  S3_REGION: optional,
  S3_ENDPOINT: optional,
  S3_PUBLIC_URL: optional,
  AWS_ACCESS_KEY_ID: optional,
  AWS_SECRET_ACCESS_KEY: optional,
  S3_STS_ROLE_ARN: optional,
  UPLOAD_DATA_DIR: optional,
  UPLOAD_SIGNING_SECRET: optional,

  // Hosted AI providers: each switches its tool from the embedded engine.
  ELEVENLABS_API_KEY: optional,
  ELEVENLABS_VOICE_ID: optional,
  ELEVENLABS_BASE_URL: optional,
  REMOVE_BG_API_KEY: optional,
  REMOVE_BG_BASE_URL: optional,
  FAL_KEY: optional,
  FAL_BASE_URL: optional,
  /** Test-only: host:port pairs the image fetcher may reach despite being loopback. Ignored in production. */
  AI_TEST_ALLOWED_HOSTS: optional,
  // Client identity: forwarded headers count only from these proxies (addresses or CIDR ranges, comma-separated).
  TRUSTED_PROXY: optional,

  // Guests (visitors without an account): what they may use, per guest and per client address together.
  /** New guest accounts per client address an hour. */
  GUEST_LIMIT_PER_HOUR: count(60),
  /** AI generations a month (the free plan's 5 by default). */
  GUEST_AI_GENERATIONS_PER_MONTH: count(5),
  /** AI requests a minute per tool. */
  GUEST_AI_REQUESTS_PER_MINUTE: count(30),
  /** Exports a month (the free plan's 10 by default). */
  GUEST_EXPORTS_PER_MONTH: count(10),
  /** Upload storage in MB (the free plan's 1 GB by default). */
  GUEST_STORAGE_MB: count(1024),

  /** The most of a plan bought in tokens that earned MSXT may pay (0 to 1); bought MSXT pays the rest. */
  EARNED_MSXT_PLAN_SHARE: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === "") return 0.5;
      const n = Number(v.trim());
      if (!Number.isFinite(n) || n < 0 || n > 1) {
        ctx.addIssue({ code: "custom", message: "must be a number from 0 to 1" });
        return z.NEVER;
      }
      return n;
    }),

  /** Heavy server work (the speech engine, background removal) run at once per process; twice as many may wait. */
  HEAVY_WORK_CONCURRENCY: count(2),

  /** Set to "1" by the end-to-end harness (playwright.config.ts); lets AI_TEST_ALLOWED_HOSTS work in its production build. */
  E2E: optional,
  /** The end-to-end harness's per-run secret: /api/test/* answers only requests that carry it (lib/server/test-routes.ts). */
  E2E_SECRET: optional,

  /**
   * The site's public origin (https://studio.example.com): every absolute link (reset mail, OAuth redirect URIs,
   * Stripe return URLs) is built from it, never from the request's Host. Required in production (lib/server/app-url.ts).
   */
  APP_URL: optional,
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | null = null;

/** The parsed environment (read once; `resetEnvForTests` clears the cache). */
export function getEnv(): Env {
  cached ??= envSchema.parse(process.env);
  return cached;
}

export function resetEnvForTests() {
  cached = null;
}
