import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import type { RateLimiter, Verdict } from "../app/rate-limits";

export type ClosableLimiter = RateLimiter & { close(): Promise<void> };

/** Where counters start in Redis: `rl:<rule>:<who>` (tests give each run a prefix of its own). */
const KEY_PREFIX = "rl";

/**
 * A rate-limiter-flexible limiter holds one allowance (points in a duration); the rules have a
 * few. One limiter per allowance, made the first time it is asked for: the keys name their rule,
 * so rules with equal allowances share a limiter without sharing counts.
 */
function perAllowance(make: (points: number, duration: number) => RateLimiterMemory | RateLimiterRedis) {
  const made = new Map<string, RateLimiterMemory | RateLimiterRedis>();
  return async (key: string, limit: number, windowSec: number): Promise<Verdict> => {
    const allowance = `${limit}/${windowSec}`;
    let limiter = made.get(allowance);
    if (!limiter) {
      limiter = make(limit, windowSec);
      made.set(allowance, limiter);
    }
    try {
      await limiter.consume(key);
      return { allowed: true };
    } catch (refusal) {
      // A refusal is a RateLimiterRes; anything else is the store failing.
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      // Retry-After is whole seconds, and 0 would invite a retry that is still refused.
      return { allowed: false, retryAfterSec: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
    }
  };
}

/**
 * Counters in process memory: right for a single instance and for tests. A window starts
 * at a key's first hit; refused hits count too.
 */
export function memoryLimiter(opts: { keyPrefix?: string } = {}): ClosableLimiter {
  const keyPrefix = opts.keyPrefix ?? KEY_PREFIX;
  return {
    hit: perAllowance((points, duration) => new RateLimiterMemory({ points, duration, keyPrefix })),
    // Each counter's expiry timer is unref'd: nothing to stop.
    async close() {},
  };
}

/**
 * Counters shared by every app instance through Redis. While Redis cannot answer (not
 * connected, or a command fails) each process counts in its own memory instead, so an outage
 * loosens the limits to per-process ones rather than refusing every form.
 */
export function redisLimiter(url: string, opts: { keyPrefix?: string } = {}): ClosableLimiter {
  const keyPrefix = opts.keyPrefix ?? KEY_PREFIX;
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  // Said once per outage, not at every reconnect attempt.
  let down = false;
  redis.on("error", (error: Error) => {
    if (!down) console.error("rate limits: Redis unreachable, counting in this process:", error.message);
    down = true;
  });
  redis.on("ready", () => {
    if (down) console.error("rate limits: Redis is back");
    down = false;
  });
  return {
    hit: perAllowance(
      (points, duration) =>
        new RateLimiterRedis({
          storeClient: redis,
          points,
          duration,
          keyPrefix,
          // Not connected: count in memory at once rather than queue behind reconnects.
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory({ points, duration, keyPrefix }),
        }),
    ),
    async close() {
      // quit() waits for a connection that may never come back.
      if (redis.status === "ready") await redis.quit();
      else redis.disconnect();
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
