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
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  PUBLIC_SITE_URL: z.string().url().default("http://localhost:3000"),
  SEED_DEMO: z.enum(["true", "false"]).default("true"),
  LOG_REQUESTS: z.enum(["true", "false"]).default("false"),
});

export type Env = z.infer<typeof schema>;

/** Parses the environment once; a bad value stops start-up with the variable's name. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = result.data;
  if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
    // Sessions are random tokens stored hashed; the secret only signs CSRF tokens, so a
    // per-process random one is safe for a single instance and is generated at start-up.
  }
  return env;
}
