import { z } from "zod";

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATA_DIR: z.string().min(1).default("./data"),
  /** Set by the primary for its workers when DATABASE_URL is the embedded database it serves. */
  DATABASE_ONE_SESSION: z.enum(["true", "false"]).default("false"),
  /** How many processes serve the site (PostgreSQL only); default one per core. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  PUBLIC_SITE_URL: z.string().url().default("http://localhost:3000"),
  SEED_DEMO: z.enum(["true", "false"]).default("true"),
  /** Per-IP form limits; the browser tests raise them, production keeps the defaults. */
  ENQUIRY_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(5),
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Login attempts per minute, counted per IP and per account alike. */
  LOGIN_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Mail server for enquiry e-mails (smtp:// or smtps://, credentials in the URL); no URL, no mail. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Receives new enquiries unless the site setting "sales e-mail" names another address. */
  SALES_EMAIL: z
    .email()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Sender of the site's e-mail; default no-reply at the site's host. */
  MAIL_FROM: z
    .email()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** How often the outbox is polled, and the first retry delay (doubling up to an hour). */
  MAIL_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(5000),
  MAIL_RETRY_MS: z.coerce.number().int().min(50).max(3_600_000).default(30_000),
  /** JSON exchange-rate source for "Refresh from provider" in the back office. */
  RATES_PROVIDER_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

export type Env = z.infer<typeof schema>;

/** Parses the environment once; a bad value stops start-up with the variable's name. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return result.data;
}
