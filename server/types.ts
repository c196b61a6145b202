import type { Db } from "../db/client";

/** Counts hits per key in a fixed window; Redis-backed when REDIS_URL is set. */
export type RateLimiter = {
  /** Returns false once `key` has been hit more than `limit` times in `windowSec`. */
  hit(key: string, limit: number, windowSec: number): Promise<boolean>;
};

/** What the REST API needs from the process that hosts it. */
export type ApiDeps = {
  db: Db;
  limiter: RateLimiter;
  /** Per-IP limits; tests lower them to prove they hold. */
  limits: { enquiryPerMinute: number; signupPerHour: number };
};
