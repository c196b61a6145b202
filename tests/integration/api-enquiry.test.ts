import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { one } from "../../db/one";
import { enquiries } from "../../db/schema";
import { apiClient, type Fixtures, seedFixtures } from "../helpers/factories";
import { retryAfterWithin } from "../helpers/http";
import { databases, startTestServer, type TestServer } from "../helpers/server";

const PATH = "/enquiry/enquireyenter";

const valid = {
  fullname: "Aisha Khan",
  phoneNo: "+971 50 123 4567",
  email: "aisha@example.com",
  inquire: "Budget around 2M AED",
  inquireType: "Golden Visa",
  inquireurl: "https://dubai.example/residence-passports",
  status: "Active",
};

describe.each(databases())("enquiry API on %s", (database) => {
  let server: TestServer;
  let fx: Fixtures;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    server = await startTestServer({ database });
    fx = await seedFixtures(server.db);
    api = apiClient(server.url);
  });
  afterAll(() => server?.close());

  const storedCount = async () => one(await server.db.select({ n: count() }).from(enquiries), "the enquiry count").n;

  it("stores a valid enquiry as New (whatever status the client sent) and answers 201 with its id", async () => {
    const { status, body } = await api.postJson(PATH, valid);
    expect(status).toBe(201);
    expect(body).toEqual({ status: true, data: { _id: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
    const [row] = await server.db.select().from(enquiries).where(eq(enquiries.id, body.data._id));
    expect(row).toMatchObject({
      fullName: "Aisha Khan",
      phone: "+971501234567",
      email: "aisha@example.com",
      message: "Budget around 2M AED",
      inquireType: "Golden Visa",
      pageUrl: "https://dubai.example/residence-passports",
      propertyId: null,
      status: "New",
    });
  });

  it("ignores the status the sender claims", async () => {
    const { body } = await api.postJson(PATH, { ...valid, status: "Closed" });
    const [row] = await server.db.select().from(enquiries).where(eq(enquiries.id, body.data._id));
    expect(row?.status).toBe("New");
  });

  it("links the listing when sent from a property page, and not for an unknown one", async () => {
    const villaId = fx.properties.marinaVilla.id;
    const sent = await api.postJson(PATH, {
      ...valid,
      inquireType: "Property Enquiry",
      inquireurl: `/property/${villaId}`,
    });
    expect(sent.status).toBe(201);
    const [row] = await server.db.select().from(enquiries).where(eq(enquiries.id, sent.body.data._id));
    expect(row?.propertyId).toBe(villaId);

    const unknown = await api.postJson(PATH, {
      ...valid,
      inquireurl: "https://dubai.example/property/00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.status).toBe(201);
    const [other] = await server.db.select().from(enquiries).where(eq(enquiries.id, unknown.body.data._id));
    expect(other?.propertyId).toBeNull();
  });

  it("stores SQL-looking text as plain data", async () => {
    const fullname = "Robert'); DROP TABLE enquiries; --";
    const { status, body } = await api.postJson(PATH, { ...valid, fullname });
    expect(status).toBe(201);
    const [row] = await server.db.select().from(enquiries).where(eq(enquiries.id, body.data._id));
    expect(row?.fullName).toBe(fullname);
  });

  describe("refuses each invalid field with the spec's message, storing nothing", () => {
    it.each([
      ["fullname", { fullname: "" }, "Please enter your name."],
      ["fullname", { fullname: undefined }, "Please enter your name."],
      ["fullname", { fullname: "123456" }, "Name should not be a number."],
      ["phoneNo", { phoneNo: "" }, "Please enter your phone number."],
      ["phoneNo", { phoneNo: "0501234567" }, "Enter a valid international phone number."],
      ["phoneNo", { phoneNo: "+97150" }, "Enter a valid international phone number."],
      ["email", { email: "" }, "Please enter your email."],
      ["email", { email: "aisha@" }, "Provide a valid email."],
      ["inquireType", { inquireType: "Spam" }, "Choose a valid enquiry type."],
      [
        "inquireurl",
        { inquireurl: "javascript:alert(1)" },
        "Page address must be a web address or a path starting with /.",
      ],
      ["inquire", { inquire: "x".repeat(2001) }, "Message must be at most 2,000 characters."],
      ["fullname", { fullname: 42 }, "Please enter your name."],
      ["fullname", { fullname: "Aisha\u0000Khan" }, "Contains a character that is not allowed."],
      ["inquire", { inquire: "budget\u0000" }, "Contains a character that is not allowed."],
      ["extra", { extra: "x" }, "Unknown field: extra"],
    ])("%s: %o", async (field, change, message) => {
      const before = await storedCount();
      const { status, body } = await api.postJson(PATH, { ...valid, ...change });
      expect(status).toBe(400);
      expect(body).toEqual({ status: false, message, errors: { [field]: message } });
      expect(await storedCount()).toBe(before);
    });

    it("names every missing field, the first as the message", async () => {
      const { status, body } = await api.postJson(PATH, {});
      expect(status).toBe(400);
      expect(body).toEqual({
        status: false,
        message: "Please enter your name.",
        errors: {
          fullname: "Please enter your name.",
          phoneNo: "Please enter your phone number.",
          email: "Please enter your email.",
        },
      });
    });
  });

  it("refuses bodies that are not a JSON object", async () => {
    const before = await storedCount();
    const malformed = await api.post(PATH, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{oops",
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ status: false, message: "Malformed JSON body" });
    const array = await api.postJson(PATH, [valid]);
    expect(array.status).toBe(400);
    expect(array.body).toEqual({ status: false, message: "The JSON body must be an object." });
    const form = await api.post(PATH, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(valid).toString(),
    });
    expect(form.status).toBe(415);
    expect(form.body).toEqual({ status: false, message: "Content-Type must be application/json." });
    const big = await api.postJson(PATH, { ...valid, inquire: "x".repeat(101 * 1024) });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ status: false, message: "Request body is too large (100 KB at most)." });
    expect(await storedCount()).toBe(before);
  });
});

describe.each(databases())("enquiry rate limit on %s", (database) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    server = await startTestServer({ database, limits: { enquiryPerMinute: 2 } });
    api = apiClient(server.url);
  });
  afterAll(() => server?.close());

  it("answers 429 once an address has sent its enquiries for the minute", async () => {
    expect((await api.postJson(PATH, valid)).status).toBe(201);
    expect((await api.postJson(PATH, valid)).status).toBe(201);
    const third = await api.postJson(PATH, valid);
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ status: false, message: "Too many requests, please try again later." });
    retryAfterWithin(third.headers.get("retry-after"), 60);
    const { n } = one(await server.db.select({ n: count() }).from(enquiries), "the enquiry count");
    expect(n).toBe(2);
  });
});
