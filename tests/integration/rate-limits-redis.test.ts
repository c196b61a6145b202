import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, retryAfterWithin, send } from "../helpers/http";
import { startTestServer, type TestServer } from "../helpers/server";

/**
 * With REDIS_URL every instance counts against the same allowances (server/rate-limit.ts,
 * docs/decisions/035); while Redis cannot answer, each counts in its own memory and the forms
 * keep working. Needs TEST_REDIS_URL; each run counts under keys of its own.
 */
const redis = process.env.TEST_REDIS_URL;

const enquiry = {
  fullname: "Aisha Khan",
  phoneNo: "+971 50 123 4567",
  email: "aisha@example.com",
  inquire: "Budget around 2M AED",
  inquireType: "Golden Visa",
};
const limits = { enquiryPerMinute: 3, loginPerMinute: 2 };

const enquire = (server: TestServer, from: string) =>
  send(server.url, "/api/enquiry/enquireyenter", { ...json(enquiry), from });
const logIn = (server: TestServer, email: string, from: string) =>
  send(server.url, "/api/profile/login", { ...json({ email, password: "Wrong-password-9" }), from });

describe.each(redis ? [redis] : [])("rate limits of two app instances counted in Redis (%s)", (url) => {
  let a: TestServer;
  let b: TestServer;
  let outage: TestServer;

  beforeAll(async () => {
    const keyPrefix = `rl-test-${randomUUID()}`;
    a = await startTestServer({ limits, limiterRedis: { url, keyPrefix } });
    b = await startTestServer({ limits, limiterRedis: { url, keyPrefix } });
    // Nothing listens on port 1: Redis is down for this one from the start.
    outage = await startTestServer({ limits, limiterRedis: { url: "redis://127.0.0.1:1", keyPrefix } });
  });
  afterAll(async () => {
    await outage?.close();
    await b?.close();
    await a?.close();
  });

  it("counts one address's enquiries on both and answers 429 with Retry-After on either", async () => {
    const from = "127.4.0.1";
    const statuses = [];
    for (const server of [a, b, a]) statuses.push((await enquire(server, from)).status);
    expect(statuses).toEqual([201, 201, 201]);
    const refused = [await enquire(b, from), await enquire(a, from)];
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      retryAfterWithin(answer.headers["retry-after"], 60);
      expect(answer.json()).toEqual({ status: false, message: "Too many requests, please try again later." });
    }
    // Another address has its own allowance.
    expect((await enquire(b, "127.4.0.2")).status).toBe(201);
  });

  it("counts one account's logins on both, whatever the address", async () => {
    const email = `shared-${randomUUID()}@example.com`;
    expect((await logIn(a, email, "127.4.1.1")).status).toBe(401);
    expect((await logIn(b, email, "127.4.1.2")).status).toBe(401);
    const third = await logIn(a, email, "127.4.1.3");
    expect(third.status).toBe(429);
    retryAfterWithin(third.headers["retry-after"], 60);
  });

  it("keeps the forms working while Redis is down, each process counting on its own", async () => {
    const from = "127.4.2.1";
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await enquire(outage, from)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
