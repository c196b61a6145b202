import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signupFields } from "../helpers/auth";
import { type Answer, form, json, retryAfterWithin, send } from "../helpers/http";
import { startTestServer, type TestServer } from "../helpers/server";

/**
 * A refused form says how long is left until the next attempt may pass, not the rule's whole
 * window: the wait shrinks as the window runs. One attempt per rule is allowed, each case from
 * its own loopback address; the refusals come a couple of seconds after the first attempt.
 */

const PASSWORD = "Quiet-Harbour-Lantern-42";
const LATER_MS = 2_100;

const enquiry = { fullname: "Omar Haddad", phoneCountry: "AE", phone: "0501234567", email: "omar@example.com" };
const apiEnquiry = {
  fullname: "Omar Haddad",
  phoneNo: "+971501234567",
  email: "omar@example.com",
  inquireType: "General",
  inquireurl: "http://127.0.0.1/",
};

/** The Retry-After of a refused answer, in seconds from 1 to the window. */
function waitOf(answer: Answer, windowSec: number): number {
  expect(answer.status).toBe(429);
  return retryAfterWithin(answer.headers["retry-after"], windowSec);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("Retry-After of refused forms", () => {
  let server: TestServer;
  const post = (path: string, body: ReturnType<typeof form>, from: string) =>
    send(server.url, path, { ...body, headers: { ...body.headers, origin: server.url }, from });

  beforeAll(async () => {
    server = await startTestServer({
      limits: { enquiryPerMinute: 1, loginPerMinute: 1, signupPerHour: 1, resetPerHour: 1 },
    });
  });
  afterAll(() => server?.close());

  it("counts down from the window: the enquiry page, the enquiry API, the login page and the login API", async () => {
    const cases = {
      enquiryPage: () => post("/enquiry?type=General", form(enquiry), "127.3.0.1"),
      enquiryApi: () => post("/api/enquiry/enquireyenter", json(apiEnquiry), "127.3.0.2"),
      loginPage: () =>
        post("/login-signup", form({ intent: "login", email: "a@example.com", password: PASSWORD }), "127.3.0.3"),
      loginApi: () => post("/api/profile/login", json({ email: "b@example.com", password: PASSWORD }), "127.3.0.4"),
    };
    const first = await Promise.all(Object.values(cases).map((attempt) => attempt()));
    expect(first.map((answer) => answer.status)).toEqual([200, 201, 401, 401]);
    const started = Date.now();
    const soon = await Promise.all(Object.values(cases).map((attempt) => attempt()));
    for (const answer of soon) waitOf(answer, 60);
    await pause(LATER_MS - (Date.now() - started));
    const later = await Promise.all(Object.values(cases).map((attempt) => attempt()));
    // Two seconds into the minute, at most 58 are left.
    for (const answer of later) expect(waitOf(answer, 60)).toBeLessThanOrEqual(58);
    // A login refused for under a minute still says a minute, in the visitor's language.
    expect(later[2]?.text).toContain("Too many attempts. Please wait a minute and try again.");
    expect(later[3]?.json().message).toBe("Too many attempts. Please wait a minute and try again.");
  });

  it("tells a refused sign-up and reset how many minutes are left of the hour", async () => {
    const signup = (email: string) =>
      post(
        "/login-signup",
        form({ intent: "signup", ...signupFields(email, PASSWORD), confirmPassword: PASSWORD }),
        "127.3.1.1",
      );
    const reset = (email: string) => post("/forgot-password", form({ email }), "127.3.1.2");
    expect((await signup("first@example.com")).status).toBe(200);
    expect((await reset("first@example.com")).status).toBe(200);

    const [signupRefused, resetRefused, arabicReset] = await Promise.all([
      signup("second@example.com"),
      reset("second@example.com"),
      post("/ar/forgot-password", form({ email: "third@example.com" }), "127.3.1.2"),
    ]);
    for (const answer of [signupRefused, resetRefused, arabicReset]) expect(waitOf(answer, 3600)).toBeGreaterThan(3500);
    expect(signupRefused.text).toContain("Too many attempts. Please wait 60 minutes and try again.");
    expect(resetRefused.text).toContain("Too many reset requests. Please wait 60 minutes and try again.");
    expect(arabicReset.text).toContain("يُرجى الانتظار 60 دقيقة ثم المحاولة مرة أخرى");
  });
});
