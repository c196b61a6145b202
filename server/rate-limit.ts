import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { Redis } from "ioredis";
import type { RateLimiter } from "../app/rate-limits";

/** Fixed-window counters in process memory: right for a single instance and for tests. */
export function memoryLimiter(): RateLimiter & { close(): Promise<void> } {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, limit, windowSec) {
      const now = Date.now();
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + windowSec * 1000 };
        windows.set(key, w);
      }
      w.count += 1;
      return w.count <= limit;
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

/** Counters shared by every app instance through Redis. */
export function redisLimiter(url: string): RateLimiter & { close(): Promise<void> } {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  return {
    async hit(key, limit, windowSec) {
      const bucket = `rl:${key}:${Math.floor(Date.now() / (windowSec * 1000))}`;
      const [[, count]] = (await redis.multi().incr(bucket).expire(bucket, windowSec).exec()) as [[unknown, number]];
      return count <= limit;
    },
    async close() {
      await redis.quit();
    },
  };
}

/**
 * The socket's address. X-Forwarded-For is not trusted: anyone can send it, and a
 * limit keyed on it would be a limit in name only. Requests without a socket (tests
 * calling `app.request`) share the key "unknown".
 */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
