/** The allowances of the rate-limited forms (enquiries, sign-up, login, password reset), shared by the API and the pages. */

/**
 * What one counted attempt gets: let through, or refused with the whole seconds until the
 * next attempt may pass (the answer's Retry-After), which is less than the window once the
 * window has run for a while.
 */
export type Verdict = { allowed: true } | { allowed: false; retryAfterSec: number };

/** Counts hits per key in a fixed window; Redis-backed when REDIS_URL is set. */
export type RateLimiter = {
  /** Refuses once `key` has been hit more than `limit` times in `windowSec`. */
  hit(key: string, limit: number, windowSec: number): Promise<Verdict>;
};

/** Per-IP limits (login, sign-up and password reset also per account); tests lower them to prove they hold. */
export type Limits = {
  enquiryPerMinute: number;
  signupPerHour: number;
  loginPerMinute: number;
  resetPerHour: number;
  saveSearchPerHour: number;
};

export const DEFAULT_LIMITS: Limits = {
  enquiryPerMinute: 5,
  signupPerHour: 10,
  loginPerMinute: 10,
  resetPerHour: 5,
  saveSearchPerHour: 20,
};

export type RateRuleName = "enquiry" | "signup" | "login" | "reset" | "saveSearch";

/** The per-IP allowance of each rate-limited form, shared by the API and the page actions. */
export function rateRule(name: RateRuleName, limits: Limits) {
  if (name === "login") return { name, limit: limits.loginPerMinute, windowSec: 60 };
  // Each reset request may send an e-mail to someone's inbox: a few an hour, per IP and per address.
  if (name === "reset") return { name, limit: limits.resetPerHour, windowSec: 3600 };
  // A visitor's save mails a confirmation link to the address given: an hourly allowance, per IP and per address.
  if (name === "saveSearch") return { name, limit: limits.saveSearchPerHour, windowSec: 3600 };
  return name === "enquiry"
    ? { name, limit: limits.enquiryPerMinute, windowSec: 60 }
    : // Each sign-up costs an argon2 hash (19 MiB, tens of milliseconds): limit per hour.
      { name, limit: limits.signupPerHour, windowSec: 3600 };
}

/** Counts one attempt by `who` (an IP, or `account:<e-mail>`) against rule `name`; refused once the allowance is used up. */
export function hitRule(limiter: RateLimiter, limits: Limits, name: RateRuleName, who: string): Promise<Verdict> {
  const rule = rateRule(name, limits);
  return limiter.hit(`${rule.name}:${who}`, rule.limit, rule.windowSec);
}

/**
 * The wait of an attempt counted under several keys (per IP and per account): undefined when
 * every key let it through, else the longest wait, since only then do all of them allow it.
 */
export function retryAfter(verdicts: readonly Verdict[]): number | undefined {
  let wait: number | undefined;
  for (const verdict of verdicts) {
    if (!verdict.allowed) wait = Math.max(wait ?? 0, verdict.retryAfterSec);
  }
  return wait;
}

/** A wait in whole minutes, rounded up, for the messages that tell a visitor how long to wait. */
export function minutesOf(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}
