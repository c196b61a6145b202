import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteSettings } from "../../db/schema";
import { seedDemo } from "../../db/seed/demo";
import { databases, startTestServer, type TestServer } from "../helpers/server";

// Pages come from the build: `npm run build` first.

const markup = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
const whatsappNumbers = (html: string) => [...markup(html).matchAll(/https:\/\/wa\.me\/(\d+)/g)].map((m) => m[1]);

describe.each(databases())("contact numbers and addresses on %s", (database) => {
  describe("the demo data", () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ database, demo: true });
    });
    afterAll(() => server?.close());

    it("chats on a real-looking WhatsApp number, and the e-mail is at the brand's name", async () => {
      const home = await (await fetch(`${server.url}/`)).text();
      const numbers = whatsappNumbers(home);
      expect(numbers.length).toBeGreaterThan(0);
      for (const number of numbers) {
        // A UAE mobile: 971, a 5x network code and seven digits, not a run of zeros.
        expect(number).toMatch(/^9715\d{8}$/);
        expect(number).not.toMatch(/0{5}/);
      }
      const contact = markup(await (await fetch(`${server.url}/contact`)).text());
      // The brand as the page names it: "Contact Us — Dubai Estates".
      const brand = contact.match(/<title>[^<]*— ([^<]+)<\/title>/)?.[1] ?? "";
      expect(brand).not.toBe("");
      const email = contact.match(/href="mailto:([^"]+)"/)?.[1] ?? "";
      expect(email.split("@")[1]?.split(".")[0]).toBe(brand.toLowerCase().replace(/[^a-z]/g, ""));
      expect(contact).not.toContain("emiratesnest");
    });

    it("shows what the back office sets, everywhere", async () => {
      await server.db.update(siteSettings).set({ value: "+971 55 101 2020" }).where(eq(siteSettings.key, "whatsapp"));
      await server.db.update(siteSettings).set({ value: "+971 4 777 1234" }).where(eq(siteSettings.key, "phone"));
      server.forgetRemembered();
      const contact = markup(await (await fetch(`${server.url}/contact`)).text());
      expect(whatsappNumbers(contact)).toContain("971551012020");
      expect(contact).toContain('href="tel:+97147771234"');
    });
  });

  describe("a database without contact settings", () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({
        database,
        seed: async (db) => {
          await seedDemo(db);
          await db.delete(siteSettings);
        },
      });
    });
    afterAll(() => server?.close());

    it("falls back to the one settings module: a number to call and chat on, an e-mail and an address", async () => {
      const contact = markup(await (await fetch(`${server.url}/contact`)).text());
      expect(contact).toMatch(/href="tel:\+971\d{8,9}"/);
      expect(contact).toMatch(/href="mailto:hello@dubaiestates\.example"/);
      expect(contact).toMatch(/<address[^>]*>[^<]*Business Bay[^<]*<\/address>/);
      expect(whatsappNumbers(contact).length).toBeGreaterThan(0);
    });
  });
});
