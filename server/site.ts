import cluster from "node:cluster";
import { forgetRemembered } from "../app/modules/memo.server";
import { unpublishExpiredPermits } from "../app/modules/property/permit-expiry.server";
import { createServices } from "../app/services.server";
import type { Database } from "../db/client";
import { createApp } from "./app";
import type { Env } from "./env";
import { startForgetBus } from "./forget-bus";
import { siteJobs } from "./jobs";
import { listen } from "./listen";
import { memoryLimiter, redisLimiter } from "./rate-limit";

/**
 * The whole site: the Hono app, the API and the React Router pages. Vite builds it into
 * <build>/server/site.js, which a process serving pages loads (server/main.ts) and the tests
 * import to build their own app from these exports.
 */
export {
  createApp,
  createServices,
  forgetRemembered,
  listen,
  memoryLimiter,
  redisLimiter,
  startForgetBus,
  unpublishExpiredPermits,
};

/** One process serving the site: the only one, or a worker of several. */
export async function serve(env: Env, database: Database) {
  // A worker of several sends jobs and leaves running them to the primary; a single process runs them.
  const jobs = siteJobs(database, env, { run: !cluster.isWorker });
  await jobs.start();
  const limiter = env.REDIS_URL ? redisLimiter(env.REDIS_URL) : memoryLimiter();
  const services = createServices({
    db: database.db,
    siteUrl: env.PUBLIC_SITE_URL,
    limiter,
    limits: {
      enquiryPerMinute: env.ENQUIRY_LIMIT_PER_MINUTE,
      signupPerHour: env.SIGNUP_LIMIT_PER_HOUR,
      loginPerMinute: env.LOGIN_LIMIT_PER_MINUTE,
      resetPerHour: env.RESET_LIMIT_PER_HOUR,
      saveSearchPerHour: env.SAVE_SEARCH_LIMIT_PER_HOUR,
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      salesEmail: env.SALES_EMAIL,
      ...(env.MAIL_FROM ? { from: env.MAIL_FROM } : {}),
      ...(env.SMTP_URL ? { jobs } : {}),
    },
    jobs,
    ratesProviderUrl: env.RATES_PROVIDER_URL,
    permitVerifyUrl: env.PERMIT_VERIFY_URL,
    mapTileUrl: env.MAP_TILE_URL,
    mapTileAttribution: env.MAP_TILE_ATTRIBUTION,
  });
  const forgetBus = startForgetBus(database.db, { redisUrl: env.REDIS_URL });
  const app = createApp({ services, mode: env.NODE_ENV === "development" ? "development" : "production" });

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
      await server.handlersDone();
      await jobs.stop();
      await forgetBus.close();
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
