import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { expect } from "vitest";

export type Answer = {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  json: () => Record<string, unknown>;
};

/**
 * One HTTP request from a chosen loopback address (`from`, e.g. 127.0.0.5): the rate limits
 * key on the socket's address and ignore X-Forwarded-For, so each test can have its own.
 */
export function send(
  base: string,
  path: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<Answer> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: opts.method ?? "GET",
        headers: opts.headers,
        localAddress: opts.from,
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) }),
        );
      },
    );
    req.on("error", reject);
    if (opts.body) req.write(opts.body);
    req.end();
  });
}

/** A browser's form post: urlencoded fields. */
export const form = (fields: Record<string, string>, extra: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", ...extra },
  body: new URLSearchParams(fields).toString(),
});

/** A JSON request body, as the REST API takes it. */
export const json = (body: unknown, extra: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "content-type": "application/json", ...extra },
  body: JSON.stringify(body),
});

/**
 * Checks a 429's Retry-After and gives it in seconds: what is left of the rule's window, so
 * a whole number from 1 to `windowSec`.
 */
export function retryAfterWithin(value: string | string[] | null | undefined, windowSec: number): number {
  const seconds = Number(value);
  expect(Number.isInteger(seconds), `Retry-After ${value}`).toBe(true);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(windowSec);
  return seconds;
}

/** The message under a field of a refused form in a page's HTML (its error element's text). */
export function fieldErrorOf(html: string, id: string): string {
  return (
    html
      .match(new RegExp(`id="${id.replace(/[[\].]/g, "\\$&")}-error"[^>]*>([\\s\\S]*?)</p>`))?.[1]
      ?.replace(/<[^>]+>/g, "")
      .replace(/&#x27;/g, "'")
      .trim() ?? ""
  );
}
