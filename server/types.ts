import type { Db } from "../db/client";

/** Counts hits per key in a fixed window; Redis-backed when REDIS_URL is set. */
export type RateLimiter = {
  /** Returns false once `key` has been hit more than `limit` times in `windowSec`. */
  hit(key: string, limit: number, windowSec: number): Promise<boolean>;
};

export type RateRuleName = "enquiry" | "signup" | "login";

/** The per-IP allowance of each rate-limited form, shared by the API and the page actions. */
export function rateRule(name: RateRuleName, limits: ApiDeps["limits"]) {
  if (name === "login") return { name, limit: limits.loginPerMinute, windowSec: 60 };
  return name === "enquiry"
    ? { name, limit: limits.enquiryPerMinute, windowSec: 60 }
    : // Each sign-up costs an argon2 hash (19 MiB, tens of milliseconds): limit per hour.
      { name, limit: limits.signupPerHour, windowSec: 3600 };
}

/** What the REST API needs from the process that hosts it. */
export type ApiDeps = {
  db: Db;
  limiter: RateLimiter;
  /** Per-IP limits (login and sign-up also per account); tests lower them to prove they hold. */
  limits: { enquiryPerMinute: number; signupPerHour: number; loginPerMinute: number };
  /** HTTPS site: session cookies are Secure and `__Host-` prefixed. */
  secureCookies: boolean;
};
