/** The allowances of the rate-limited forms (enquiries, sign-up, login, password reset), shared by the API and the pages. */

/** Counts hits per key in a fixed window; Redis-backed when REDIS_URL is set. */
export type RateLimiter = {
  /** Returns false once `key` has been hit more than `limit` times in `windowSec`. */
  hit(key: string, limit: number, windowSec: number): Promise<boolean>;
};

/** Per-IP limits (login, sign-up and password reset also per account); tests lower them to prove they hold. */
export type Limits = { enquiryPerMinute: number; signupPerHour: number; loginPerMinute: number; resetPerHour: number };

export const DEFAULT_LIMITS: Limits = { enquiryPerMinute: 5, signupPerHour: 10, loginPerMinute: 10, resetPerHour: 5 };

export type RateRuleName = "enquiry" | "signup" | "login" | "reset";

/** The per-IP allowance of each rate-limited form, shared by the API and the page actions. */
export function rateRule(name: RateRuleName, limits: Limits) {
  if (name === "login") return { name, limit: limits.loginPerMinute, windowSec: 60 };
  // Each reset request may send an e-mail to someone's inbox: a few an hour, per IP and per address.
  if (name === "reset") return { name, limit: limits.resetPerHour, windowSec: 3600 };
  return name === "enquiry"
    ? { name, limit: limits.enquiryPerMinute, windowSec: 60 }
    : // Each sign-up costs an argon2 hash (19 MiB, tens of milliseconds): limit per hour.
      { name, limit: limits.signupPerHour, windowSec: 3600 };
}

/** Counts one attempt by `who` (an IP, or `account:<e-mail>`) against rule `name`; false once the allowance is used up. */
export function hitRule(limiter: RateLimiter, limits: Limits, name: RateRuleName, who: string): Promise<boolean> {
  const rule = rateRule(name, limits);
  return limiter.hit(`${rule.name}:${who}`, rule.limit, rule.windowSec);
}
