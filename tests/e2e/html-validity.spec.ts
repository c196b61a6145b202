import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { enquiries } from "../../db/schema";
import { type SignedIn, signInAs } from "../helpers/auth";
import { demoIds } from "../helpers/demo-ids";
import { startTestServer, type TestServer } from "../helpers/server";

/**
 * Issue 13: the HTML the server sends for one page of every type passes the W3C Nu HTML
 * checker (the `vnu-jar` package; Java from Debian's default-jre-headless, installed by
 * .ci/run) with no error. All pages go to the checker in one run: one JVM start.
 */

const VNU_JAR = path.join(path.dirname(createRequire(import.meta.url).resolve("vnu-jar")), "build/dist/vnu.jar");
const JAVA = process.env.JAVA ?? "java";

type VnuMessage = {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
};

let server: TestServer;
let admin: SignedIn;
let customer: SignedIn;
const ids = { property: "", blog: "", developer: "", enquiry: "" };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startTestServer({ demo: true });
  Object.assign(ids, await demoIds(server.db));
  admin = await signInAs(server.db, "admin");
  customer = await signInAs(server.db, "customer");
  const [enquiry] = await server.db.select({ id: enquiries.id }).from(enquiries).limit(1);
  ids.enquiry = enquiry?.id ?? "";
});

test.afterAll(async () => {
  await server?.close();
});

/** [file name, address, who asks, expected status]: one page of every type. */
function pages(): [string, string, SignedIn | undefined, number][] {
  const list: [string, string, SignedIn | undefined, number][] = [
    ["home", "/", undefined, 200],
    ["home-ar", "/ar/", undefined, 200],
    ["home-hi", "/hi/", undefined, 200],
    ["home-ru", "/ru/", undefined, 200],
    ["property", `/property/${ids.property}`, undefined, 200],
    ["property-ar", `/ar/property/${ids.property}`, undefined, 200],
    ["compare", `/ar/compare?ids=${ids.property}`, undefined, 200],
    ["property-search", "/property-search", undefined, 200],
    ["property-search-map", "/property-search?view=map", undefined, 200],
    ["property-search-list", "/property-search-list", undefined, 200],
    ["property-lsiting-list", "/property-lsiting-list", undefined, 200],
    [
      "residential-filter",
      "/residential-filter?type=Residential&country=United+Arab+Emirates&state=Dubai&district=Dubai",
      undefined,
      200,
    ],
    ["dubai-locations", "/dubai-locations?locationlable=Dubai%20Marina", undefined, 200],
    ["area", "/area/dubai-marina", undefined, 200],
    ["area-ar", "/ar/area/dubai-marina", undefined, 200],
    [
      "rent-increase",
      "/rent-increase?rent=80000&average=100000&renewal=2027-06-01&community=dubai-marina&rooms=1",
      undefined,
      200,
    ],
    ["rent-increase-ar", "/ar/rent-increase?rent=80000", undefined, 400],
    ["country-list", "/country-property-sale-list?country=United%20Arab%20Emirates", undefined, 200],
    [
      "country-list-dist",
      "/country-property-sale-list-dist?country=United%20Arab%20Emirates&state=Dubai",
      undefined,
      200,
    ],
    [
      "country-list-properties",
      "/country-property-sale-list-properties?country=United%20Arab%20Emirates&state=Dubai&city=Dubai",
      undefined,
      200,
    ],
    ["dubai-only-notice", "/DubaiOnlyNotice", undefined, 200],
    ["blog-details", `/blog-details/${ids.blog}`, undefined, 200],
    ["blogs", "/blogs", undefined, 200],
    ["articals", "/articals", undefined, 200],
    ["news", "/news", undefined, 200],
    ["developer-profile", `/developer-profile?id=${ids.developer}`, undefined, 200],
    ["agents", "/agents?language=ru", undefined, 200],
    ["agent", "/ar/agents/sofia-marlowe", undefined, 200],
    ["agencies", "/agencies", undefined, 200],
    ["agency", "/agencies/palm-crest-realty", undefined, 200],
    ["agency-listings", "/property-search?agency=palm-crest-realty", undefined, 200],
    ["contact", "/contact", undefined, 200],
    ["contact-listing", `/contact?property=${ids.property}`, undefined, 200],
    ["enquiry-listing", `/enquiry?type=Become%20A%20Partner&property=${ids.property}`, undefined, 200],
    ["faq", "/faq", undefined, 200],
    ["about", "/about", undefined, 200],
    ["privacy-policy", "/privacy-policy", undefined, 200],
    ["affiliate", "/Affiliate", undefined, 200],
    ["advertise", "/Advertise", undefined, 200],
    ["residence-passports", "/residence-passports", undefined, 200],
    ["enquiry", "/enquiry", undefined, 200],
    ["login-signup", "/login-signup", undefined, 200],
    ["forgot-password", "/forgot-password", undefined, 200],
    ["reset-password", "/ar/reset-password", undefined, 200],
    ["usre-profile1", "/usre-profile1", customer, 200],
    ["customer-profile", "/customer-profile", customer, 200],
    ["not-found", "/no-such-page", undefined, 404],
    ["admin", "/admin", admin, 200],
    ["admin-enquiries", "/admin/enquiries", admin, 200],
    ["admin-listings", "/admin/listings", admin, 200],
    ["admin-listing-edit", `/admin/listings/${ids.property}`, admin, 200],
    ["admin-rates", "/admin/rates", admin, 200],
    ["admin-market", "/admin/market", admin, 200],
    ["admin-home-layout", "/admin/home-layout", admin, 200],
    ["admin-settings", "/admin/settings", admin, 200],
    ["admin-users", "/admin/users", admin, 200],
    ["admin-audit", "/admin/audit", admin, 200],
    ["admin-content", "/admin/content", admin, 200],
    ["admin-agencies", "/admin/agencies", admin, 200],
    ["admin-agent-new", "/admin/agents/new", admin, 200],
  ];
  if (ids.enquiry) list.push(["admin-enquiry", `/admin/enquiries/${ids.enquiry}`, admin, 200]);
  return list;
}

test("one page of every type is valid HTML (W3C Nu checker, no errors)", async () => {
  test.setTimeout(180_000);
  const dir = await mkdtemp(path.join(tmpdir(), "html-validity-"));
  try {
    const files: string[] = [];
    const addressOf = new Map<string, string>();
    for (const [name, address, who, status] of pages()) {
      const res = await fetch(server.url + address, {
        headers: who ? { cookie: who.cookie } : {},
        redirect: "manual",
      });
      expect(res.status, address).toBe(status);
      const file = path.join(dir, `${name}.html`);
      await writeFile(file, await res.text());
      files.push(file);
      addressOf.set(file, address);
    }

    const { stderr } = await promisify(execFile)(
      JAVA,
      ["-jar", VNU_JAR, "--errors-only", "--exit-zero-always", "--format", "json", ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: NodeJS.ErrnoException) => {
      throw new Error(
        error.code === "ENOENT"
          ? `no Java runtime at "${JAVA}": install default-jre-headless (.ci/run does) or set JAVA`
          : String(error),
      );
    });
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type === "error" || m.subType === "fatal")
      .map((m) => {
        const file = m.url ? fileURLToPath(m.url) : "?";
        return `${addressOf.get(file) ?? file} (${path.basename(file)}:${m.lastLine ?? "?"}:${m.firstColumn ?? "?"}): ${m.message}${m.extract ? `\n    ${m.extract.replace(/\s+/g, " ").trim()}` : ""}`;
      });
    if (errors.length) console.log(errors.join("\n"));
    expect(errors, errors.join("\n")).toEqual([]);
    // The checker really read every page (a wrong path would give a single "could not read" error).
    expect(messages.some((m) => m.type === "non-document-error")).toBe(false);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
