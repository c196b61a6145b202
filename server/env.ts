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
  /** Where `react-router build` wrote the pages (same variable at build time). */
  BUILD_DIR: z.string().min(1).default("build"),
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
