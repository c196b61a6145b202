import { configureRates } from "../app/modules/admin/rates.server";
import { configureMail, startMailWorker } from "../app/modules/mail/mail.server";
import { isEmpty, openDatabase, refreshStatistics } from "../db/client";
import { createApp } from "./app";
import { parseEnv } from "./env";
import { listen } from "./listen";
import { memoryLimiter, redisLimiter } from "./rate-limit";

async function main() {
  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  console.log(`database: ${database.kind}${database.kind === "pglite" ? ` (${env.DATA_DIR})` : ""}`);

  if (env.SEED_DEMO === "true" && (await isEmpty(database.db))) {
    const started = Date.now();
    const { seedDemo } = await import("../db/seed/demo");
    await seedDemo(database.db);
    console.log(`demo data loaded in ${Date.now() - started} ms`);
  }
  if (database.kind === "pglite") await refreshStatistics(database.db);

  const limiter = env.REDIS_URL ? redisLimiter(env.REDIS_URL) : memoryLimiter();
  const app = await createApp({
    db: database.db,
    limiter,
    limits: {
      enquiryPerMinute: env.ENQUIRY_LIMIT_PER_MINUTE,
      signupPerHour: env.SIGNUP_LIMIT_PER_HOUR,
      loginPerMinute: env.LOGIN_LIMIT_PER_MINUTE,
    },
    siteUrl: env.PUBLIC_SITE_URL,
    buildDir: env.BUILD_DIR,
    mode: env.NODE_ENV === "development" ? "development" : "production",
  });

  const mailFrom = env.MAIL_FROM ?? `no-reply@${new URL(env.PUBLIC_SITE_URL).hostname}`;
  configureMail(database.db, {
    smtpUrl: env.SMTP_URL,
    salesEmail: env.SALES_EMAIL,
    from: mailFrom,
    siteUrl: env.PUBLIC_SITE_URL,
  });
  configureRates(database.db, { providerUrl: env.RATES_PROVIDER_URL });
  const mailWorker = env.SMTP_URL
    ? startMailWorker(database.db, {
        smtpUrl: env.SMTP_URL,
        from: mailFrom,
        pollMs: env.MAIL_POLL_MS,
        retryMs: env.MAIL_RETRY_MS,
      })
    : undefined;

  const server = listen(app.fetch, { port: env.PORT, hostname: env.HOST }, (info) => {
    console.log(`listening on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${info.port}`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing in-flight requests`);
    // Stop accepting; keep-alive sockets are closed as soon as their request is done.
    const closeIdle = setInterval(() => "closeIdleConnections" in server && server.closeIdleConnections(), 50);
    server.close(async () => {
      clearInterval(closeIdle);
      await mailWorker?.stop();
      await limiter.close();
      await database.close();
      console.log("stopped cleanly");
      process.exit(0);
    });
    setTimeout(() => {
      console.error("forced exit after 10 s");
      process.exit(1);
    }, 10_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
