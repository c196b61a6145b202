/**
 * Off-plan projects in the back office, the registry's projects file and agencies' feeds
 * (decision 063), on both databases: publishing rules, plan rules and a duplicate project
 * number are refused on their field with nothing written; the DLD file updates our projects'
 * progress and leaves everything else; feeds attach off-plan listings to our projects.
 */
import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runFeed } from "../../app/modules/feeds/run.server";
import { importDldProjects } from "../../app/modules/project/dld-projects-import.server";
import {
  auditLog,
  feedRunProblems,
  feeds,
  projectPaymentMilestones,
  projects,
  projectUnitTypes,
  properties,
} from "../../db/schema";
import { type SignedIn, signInAs } from "../helpers/auth";
import { addAgent, addBrokerage, type Fixtures, seedFixtures } from "../helpers/factories";
import { bayutFeed, type FeedServer, startFeedServer } from "../helpers/feeds";
import { fieldErrorOf } from "../helpers/http";
import { filesIn, ownTemporaryFolder, postStreamed, repeatedLines, streamedForm } from "../helpers/multipart";
import { databases, startTestServer, type TestServer } from "../helpers/server";

const run = promisify(execFile);

describe.each(databases())("off-plan projects in the back office, the DLD file and feeds (%s)", (database) => {
  let server: TestServer;
  let fx: Fixtures;
  let editor: SignedIn;
  let agencyId: string;
  let crm: FeedServer;

  beforeAll(async () => {
    crm = await startFeedServer();
    let fixtures: Fixtures | undefined;
    server = await startTestServer({
      database,
      seed: async (db) => {
        fixtures = await seedFixtures(db);
        const agency = await addBrokerage(db, { slug: "palm-keys", name: "Palm Keys Realty", orn: "40123" });
        agencyId = agency.id;
        await addAgent(db, {
          slug: "layla-haddad",
          name: "Layla Haddad",
          brn: "12345",
          brokerageId: agency.id,
          email: "layla@palmkeys.example",
        });
      },
    });
    if (!fixtures) throw new Error("fixtures were not seeded");
    fx = fixtures;
    editor = await signInAs(server.db, "editor");
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await crm?.close();
  });

  const post = (url: string, fields: Record<string, string>) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    return fetch(server.url + url, { method: "POST", redirect: "manual", headers: { cookie: editor.cookie }, body });
  };

  /** A Dubai project with a 10/50/40 plan; `extra` changes or adds fields. */
  const projectFields = (extra: Record<string, string> = {}) => ({
    intent: "save",
    name: "Azure Bay Residences",
    developerId: fx.developers.emaar.id,
    locationId: fx.locations.marina.id,
    latitude: "25.08",
    longitude: "55.14",
    status: "under_construction",
    handoverDate: "2028-06-30",
    percentCompleted: "35",
    "unitTypes[0].propertyTypeId": fx.types.apartment.id,
    "unitTypes[0].bedrooms": "1",
    "unitTypes[1].propertyTypeId": fx.types.apartment.id,
    "unitTypes[1].bedrooms": "2",
    "unitTypes[2].propertyTypeId": "",
    "unitTypes[2].bedrooms": "",
    "milestones[0].stage": "booking",
    "milestones[0].percent": "10",
    "milestones[0].label": "On booking",
    "milestones[1].stage": "construction",
    "milestones[1].percent": "25",
    "milestones[1].dueDate": "2027-03-01",
    "milestones[2].stage": "construction",
    "milestones[2].percent": "25",
    "milestones[2].dueDate": "2027-09-01",
    "milestones[3].stage": "handover",
    "milestones[3].percent": "40",
    "milestones[4].stage": "construction",
    "milestones[4].percent": "",
    ...extra,
  });
  const projectNamed = async (name: string) =>
    (await server.db.select().from(projects).where(eq(projects.name, name)))[0];

  let azureId = "";

  it("creates a draft project with its unit types and plan, blank rows left out, and audits it", async () => {
    const res = await post("/admin/projects/new", projectFields());
    expect(res.status).toBe(302);
    const project = await projectNamed("Azure Bay Residences");
    expect(project).toMatchObject({ published: false, slug: "azure-bay-residences", dldProjectNumber: null });
    azureId = project?.id ?? "";
    expect(res.headers.get("location")).toBe(`/admin/projects/${azureId}?saved=1`);
    const plan = await server.db
      .select()
      .from(projectPaymentMilestones)
      .where(eq(projectPaymentMilestones.projectId, azureId))
      .orderBy(asc(projectPaymentMilestones.position));
    expect(plan.map((m) => [m.stage, Number(m.percent), m.dueDate])).toEqual([
      ["booking", 10, null],
      ["construction", 25, "2027-03-01"],
      ["construction", 25, "2027-09-01"],
      ["handover", 40, null],
    ]);
    const units = await server.db.select().from(projectUnitTypes).where(eq(projectUnitTypes.projectId, azureId));
    expect(units.map((u) => u.bedrooms).sort()).toEqual([1, 2]);
    const audit = await server.db.select().from(auditLog).where(eq(auditLog.entityId, azureId));
    expect(audit.map((a) => [a.entity, a.action])).toEqual([["project", "create"]]);
    const page = await fetch(`${server.url}/admin/projects`, { headers: { cookie: editor.cookie } });
    expect(await page.text()).toContain("Azure Bay Residences");
  });

  it("refuses to publish a Dubai project without its DLD number, escrow account and bank, naming each field", async () => {
    const res = await post(`/admin/projects/${azureId}`, projectFields({ published: "on" }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(fieldErrorOf(html, "p-dldProjectNumber")).toBe(
      "A Dubai project is published only with its DLD project number.",
    );
    expect(fieldErrorOf(html, "p-escrowAccountNumber")).toContain("escrow account number");
    expect(fieldErrorOf(html, "p-escrowBank")).toContain("escrow bank");
    expect((await projectNamed("Azure Bay Residences"))?.published).toBe(false);

    const ok = await post(
      `/admin/projects/${azureId}`,
      projectFields({
        published: "on",
        dldProjectNumber: "3021",
        escrowAccountNumber: "AE07 0331 2345 6789",
        escrowBank: "Emirates NBD",
      }),
    );
    expect(ok.status).toBe(200);
    expect(await projectNamed("Azure Bay Residences")).toMatchObject({ published: true, dldProjectNumber: "3021" });
  });

  it("publishes a project outside Dubai without a DLD number", async () => {
    const res = await post(
      "/admin/projects/new",
      projectFields({ name: "Reem Shore", locationId: fx.locations.reem.id, published: "on" }),
    );
    expect(res.status).toBe(302);
    expect((await projectNamed("Reem Shore"))?.published).toBe(true);
  });

  it("stores the project's Arabic name and description from its language tab; the Arabic pages show them, a bad one is refused on its field", async () => {
    const tab = await fetch(`${server.url}/admin/projects/${azureId}?lang=ar`, { headers: { cookie: editor.cookie } });
    const form = await tab.text();
    expect(form).toContain('data-project-translation="ar"');
    // The English beside each field, for reference.
    expect(form).toContain("Azure Bay Residences");

    const tooLong = "ب".repeat(161);
    const bad = await post(`/admin/projects/${azureId}?lang=ar`, { intent: "translate", lang: "ar", name: tooLong });
    expect(bad.status).toBe(400);
    expect(fieldErrorOf(await bad.text(), "t-name")).toBe("Name must be at most 160 characters.");
    expect((await projectNamed("Azure Bay Residences"))?.translations).toEqual({});

    const ok = await post(`/admin/projects/${azureId}?lang=ar`, {
      intent: "translate",
      lang: "ar",
      name: "أزور باي ريزيدنسز",
      description: "أبراج على الماء في دبي مارينا.",
    });
    expect(ok.status).toBe(200);
    expect((await projectNamed("Azure Bay Residences"))?.translations).toEqual({
      ar: { name: "أزور باي ريزيدنسز", description: "أبراج على الماء في دبي مارينا." },
    });
    const audit = await server.db.select().from(auditLog).where(eq(auditLog.entityId, azureId));
    expect(audit.map((a) => a.action)).toContain("translate:ar");

    // A save of the English form keeps the translations.
    expect(
      (
        await post(
          `/admin/projects/${azureId}`,
          projectFields({
            published: "on",
            dldProjectNumber: "3021",
            escrowAccountNumber: "AE07 0331 2345 6789",
            escrowBank: "Emirates NBD",
          }),
        )
      ).status,
    ).toBe(200);
    const arabic = await (await fetch(`${server.url}/ar/projects/azure-bay-residences`)).text();
    expect(arabic).toContain("أزور باي ريزيدنسز");
    expect(arabic).toContain("أبراج على الماء في دبي مارينا.");
    expect(await (await fetch(`${server.url}/ar/projects`)).text()).toContain("أزور باي ريزيدنسز");
    // Russian has none: the English shows.
    expect(await (await fetch(`${server.url}/ru/projects/azure-bay-residences`)).text()).toContain(
      "Azure Bay Residences",
    );
    // English has no translation form.
    expect((await post(`/admin/projects/${azureId}`, { intent: "translate", lang: "en", name: "X" })).status).toBe(404);
  });

  it("refuses a DLD project number already on another project, on its field, with a 4xx", async () => {
    const res = await post("/admin/projects/new", projectFields({ name: "Copycat Towers", dldProjectNumber: "3021" }));
    expect(res.status).toBe(400);
    expect(fieldErrorOf(await res.text(), "p-dldProjectNumber")).toBe(
      "This DLD project number is already on another project (Azure Bay Residences).",
    );
    expect(await projectNamed("Copycat Towers")).toBeUndefined();
  });

  it("refuses a plan that does not total 100 % or whose dates run backwards, naming the field; nothing is written", async () => {
    const before = await server.db
      .select()
      .from(projectPaymentMilestones)
      .where(eq(projectPaymentMilestones.projectId, azureId));
    const short = await post(
      `/admin/projects/${azureId}`,
      projectFields({ "milestones[3].percent": "30", name: "Renamed" }),
    );
    expect(short.status).toBe(400);
    const html = await short.text();
    expect(html).toContain("The payment plan adds up to 90%; it must add up to exactly 100%.");
    // What was typed comes back, without JavaScript too.
    expect(html).toMatch(/name="milestones\[3\]\.percent"[^>]*value="30"/);

    const backwards = await post(
      `/admin/projects/${azureId}`,
      projectFields({ "milestones[2].dueDate": "2027-01-15" }),
    );
    expect(backwards.status).toBe(400);
    expect(fieldErrorOf(await backwards.text(), "p-m-2-dueDate")).toBe(
      "This date is earlier than that of milestone 2: dates must not go backwards.",
    );
    const after = await server.db
      .select()
      .from(projectPaymentMilestones)
      .where(eq(projectPaymentMilestones.projectId, azureId));
    expect(after).toEqual(before);
    expect((await projectNamed("Azure Bay Residences"))?.name).toBe("Azure Bay Residences");
  });

  describe("the DLD projects file", () => {
    const BOM = "\uFEFF";
    const header =
      "project_id,project_number,project_name,developer_name,master_developer_name,project_status,percent_completed,completion_date,escrow_agent_name,area_name_en";
    const file = [
      header,
      '901,3021,"AZURE BAY RESIDENCES","EMAAR PROPERTIES","EMAAR",ACTIVE,62.5,30-06-2028,"Emirates NBD",Marsa Dubai',
      '902,4555,"SOMEONE ELSE\'S TOWER","OTHER DEVELOPER","",ACTIVE,10,2029-01-31,"Some Bank",Al Barsha',
      '903,3021,"AZURE BAY RESIDENCES (AGAIN)","EMAAR PROPERTIES","EMAAR",FINISHED,100,30-06-2028,"",Marsa Dubai',
      '904,,"NO NUMBER","X","",ACTIVE,5,2029-01-31,"",Al Barsha',
      '905,7777,"BAD PERCENT","X","",ACTIVE,ninety,2029-01-31,"",Al Barsha',
    ].join("\r\n");

    it("updates our project's progress, status and date from its row, reporting unknown and bad rows", async () => {
      const result = await importDldProjects(server.db, Readable.from([Buffer.from(BOM + file)]), {
        asOf: "2026-12-01",
      });
      expect(result).toMatchObject({ rows: 5, updated: 1, unchanged: 0, unmatched: 1 });
      expect(result.unmatchedSample).toEqual([{ line: 3, projectNumber: "4555", projectName: "SOMEONE ELSE'S TOWER" }]);
      expect(result.problems.map((p) => [p.line, p.field, p.code])).toEqual([
        [4, "project_number", "duplicate"],
        [5, "project_number", "missingNumber"],
        [6, "percent_completed", "badPercent"],
      ]);
      expect(await projectNamed("Azure Bay Residences")).toMatchObject({
        percentCompleted: 62.5,
        progressReportedAt: "2026-12-01",
        registryStatus: "ACTIVE",
        registryCompletionDate: "2028-06-30",
        // Staff's own stage and handover date stay.
        status: "under_construction",
        handoverDate: "2028-06-30",
      });
    });

    it("changes nothing when the same file is read again", async () => {
      const before = await projectNamed("Azure Bay Residences");
      const result = await importDldProjects(server.db, Readable.from([Buffer.from(BOM + file)]), {
        asOf: "2026-12-07",
      });
      expect(result).toMatchObject({ updated: 0, unchanged: 1 });
      expect(await projectNamed("Azure Bay Residences")).toEqual(before);
    });

    it("never applies a row with a bad value, and refuses a file without the needed columns whole", async () => {
      const bad = [header, '901,3021,"AZURE","E","",ACTIVE,150,31-02-2028,"",Marsa'].join("\n");
      const result = await importDldProjects(server.db, Readable.from([bad]), { asOf: "2026-12-08" });
      expect(result.problems.map((p) => p.code).sort()).toEqual(["badDate", "badPercent"]);
      expect(result).toMatchObject({ updated: 0 });
      expect((await projectNamed("Azure Bay Residences"))?.percentCompleted).toBe(62.5);
      await expect(
        importDldProjects(server.db, Readable.from(["name,number\nA,1\n"]), { asOf: "2026-12-08" }),
      ).rejects.toMatchObject({ status: 400, message: expect.stringContaining("project_number") });
    });

    it("reads the file uploaded in the back office, and refuses a post without one on its field", async () => {
      const body = new FormData();
      body.append("intent", "dld");
      body.append("file", new Blob([BOM + file], { type: "text/csv" }), "projects.csv");
      const res = await fetch(`${server.url}/admin/projects`, {
        method: "POST",
        headers: { cookie: editor.cookie },
        body,
      });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain("5 rows read: 0 of our projects updated, 1 unchanged, 3 bad values left out");
      expect(html).toContain("Line 6, project 7777: percent_completed &quot;ninety&quot; left out (badPercent)");
      const empty = await post("/admin/projects", { intent: "dld" });
      expect(empty.status).toBe(400);
      expect(fieldErrorOf(await empty.text(), "dld-file")).toBe("Choose the CSV file to read.");
    });

    it("refuses a file past 20 MB with a 413 on its field, keeping no copy and changing nothing", async () => {
      const uploads = await ownTemporaryFolder();
      try {
        const before = (await projectNamed("Azure Bay Residences"))?.percentCompleted;
        const form = streamedForm(
          { intent: "dld" },
          {
            field: "file",
            name: "projects.csv",
            chunks: async function* () {
              yield Buffer.from(`${header}\r\n`);
              yield* repeatedLines(
                '901,3021,"AZURE BAY",EMAAR,EMAAR,ACTIVE,99,2028-06-30,"",Marsa Dubai\r\n',
                20 * 1024 * 1024,
              );
            },
          },
        );
        const res = await postStreamed(`${server.url}/admin/projects`, editor.cookie, form);
        expect(res.status).toBe(413);
        expect(fieldErrorOf(await res.text(), "dld-file")).toBe(
          "The file is larger than 20 MB: import it with npm run data:import-dld-projects.",
        );
        expect(await filesIn(path.join(uploads.folder, "dld-project-uploads"))).toEqual([]);
        expect((await projectNamed("Azure Bay Residences"))?.percentCompleted).toBe(before);
      } finally {
        await uploads.restore();
      }
    });

    // The command connects to the site's database by its address, which only PostgreSQL has here.
    if (database === "postgres")
      it("runs as npm run data:import-dld-projects on the site's database", async () => {
        const csv = path.join(tmpdir(), `dld-projects-${process.pid}.csv`);
        await writeFile(csv, BOM + file.replace("62.5", "70"));
        const { stdout } = await run("npx", ["tsx", "scripts/dld-projects-import.ts", "--as-of", "2026-12-09", csv], {
          env: { ...process.env, DATABASE_URL: server.databaseUrl },
        });
        expect(stdout).toContain("updated 1");
        expect(stdout).toContain("line 3  4555  not one of ours");
        expect((await projectNamed("Azure Bay Residences"))?.percentCompleted).toBe(70);
      }, 60_000);
  });

  it("attaches a feed's off-plan listing to our project by its Arabic name, with the resale amounts; an unknown project is a note", async () => {
    await server.db
      .update(projects)
      .set({ translations: { ar: { name: "أزور باي ريزيدنسز" } } })
      .where(eq(projects.id, azureId));
    const body = bayutFeed([
      { ref: "OP-1", tower: "أزور باي ريزيدنسز", permit: "7100000101", offPlan: "Yes" },
      { ref: "OP-2", tower: "Unheard Of Heights", permit: "7100000102", offPlan: "Yes" },
    ]).replaceAll(
      "</Property>",
      "<offplanDetails_saleType>Resale</offplanDetails_saleType><offplanDetails_originalPrice>1,800,000</offplanDetails_originalPrice><offplanDetails_amountPaid>720000</offplanDetails_amountPaid></Property>",
    );
    crm.files.set("/offplan.xml", body);
    const [feed] = await server.db
      .insert(feeds)
      .values({ brokerageId: agencyId, url: `${crm.url}/offplan.xml`, format: "bayut" })
      .returning();
    const outcome = await runFeed(server.db, feed?.id ?? "", "staff");
    expect(outcome.status).toBe("done");
    const [attached] = await server.db.select().from(properties).where(eq(properties.referenceNumber, "OP-1"));
    expect(attached).toMatchObject({ projectId: azureId, originalPrice: 1_800_000, amountPaid: 720_000 });
    const [unknown] = await server.db.select().from(properties).where(eq(properties.referenceNumber, "OP-2"));
    expect(unknown).toMatchObject({ projectId: null });
    const notes = await server.db.select().from(feedRunProblems);
    expect(notes.map((n) => [n.reference, n.code, n.detail])).toContainEqual([
      "OP-2",
      "unknownProject",
      "Unheard Of Heights",
    ]);
  });
});
