import { z } from "zod";
import { DEFAULT_MAP_TILE_URL, isSafeAttribution, OSM_ATTRIBUTION } from "../app/modules/map/tiles";
import { DEFAULT_PERMIT_VERIFY_URL } from "../app/modules/property/permit";

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
  /** How many processes serve the site (PostgreSQL only); default one per core. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Required in production (see parseEnv); elsewhere http://localhost:PORT. */
  PUBLIC_SITE_URL: z
    .url({
      protocol: /^https?$/,
      error: "must be an absolute http:// or https:// address, e.g. https://www.example.com",
    })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  SEED_DEMO: z.enum(["true", "false"]).default("true"),
  /** The demo data's generated land-registry sales and rents; false for tests that import their own files. */
  SEED_MARKET_DATA: z.enum(["true", "false"]).default("true"),
  /** Per-IP form limits; the browser tests raise them, production keeps the defaults. */
  ENQUIRY_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(5),
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Login attempts per minute, counted per IP and per account alike. */
  LOGIN_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Password-reset e-mails per hour, counted per IP and per address alike. */
  RESET_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(5),
  /** Saved searches per hour, counted per IP and per address alike (a visitor's save mails a link). */
  SAVE_SEARCH_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
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
  /** The first retry of a mail the mail server refused, in seconds (doubling, up to an hour). */
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** JSON exchange-rate source for "Refresh from provider" in the back office. */
  RATES_PROVIDER_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** DLD's permit-verification address; `{permit}` becomes the listing's permit number (its QR code). */
  PERMIT_VERIFY_URL: z
    .url({ protocol: /^https?$/, error: "must be an absolute http:// or https:// address" })
    .refine((v) => v.includes("{permit}"), { error: "must contain {permit}, where the permit number goes" })
    .optional()
    .or(z.literal("").transform(() => undefined))
    .transform((v) => v ?? DEFAULT_PERMIT_VERIFY_URL),
  /**
   * The map view's raster tiles (decision 015): {z}/{x}/{y} in an https:// address, or a path on
   * this site (self-hosted tiles). Its origin is the only outside host images may come from.
   */
  MAP_TILE_URL: z
    .string()
    .refine(
      (v) => (v.startsWith("https://") || v.startsWith("/")) && ["{z}", "{x}", "{y}"].every((p) => v.includes(p)),
      {
        error: "must be an https:// address or a path on this site, with {z}, {x} and {y} in it",
      },
    )
    .optional()
    .or(z.literal("").transform(() => undefined))
    .transform((v) => v ?? DEFAULT_MAP_TILE_URL),
  /**
   * The credit the map shows for its tiles (decision 015): text, entities and `<a href="https://...">`
   * links. Default OpenStreetMap's, which its tiles (and most others, drawn from its data) require.
   */
  MAP_TILE_ATTRIBUTION: z
    .string()
    .min(1)
    .refine(isSafeAttribution, {
      error: 'may hold only text, character entities and <a href="https://..."> links',
    })
    .optional()
    .or(z.literal("").transform(() => undefined))
    .transform((v) => v ?? OSM_ATTRIBUTION),
});

/**
 * Every absolute link (canonical, hreflang, Open Graph, e-mails, WhatsApp text, enquiry
 * page addresses) is built on PUBLIC_SITE_URL, so production must name it: a default would
 * quietly publish http://localhost links. `npm start` supplies the local one itself.
 */
function withSiteUrl(required: boolean) {
  return schema.transform((env, ctx) => {
    if (env.PUBLIC_SITE_URL) return { ...env, PUBLIC_SITE_URL: env.PUBLIC_SITE_URL };
    if (required && env.NODE_ENV === "production") {
      ctx.issues.push({
        code: "custom",
        path: ["PUBLIC_SITE_URL"],
        message: "is required in production: the site's public address, e.g. https://www.example.com",
        input: undefined,
      });
      return z.NEVER;
    }
    return { ...env, PUBLIC_SITE_URL: `http://localhost:${env.PORT}` };
  });
}

export type Env = z.output<ReturnType<typeof withSiteUrl>>;

/**
 * Parses the environment once; a bad value stops start-up with the variable's name. A
 * command-line tool (`user:create`) makes no links, so it does not need PUBLIC_SITE_URL.
 */
export function parseEnv(source: NodeJS.ProcessEnv = process.env, opts: { tool?: boolean } = {}): Env {
  const result = withSiteUrl(!opts.tool).safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return result.data;
}
