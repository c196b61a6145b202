/**
 * npx tsx scripts/lighthouse.ts <baseUrl> [--audits] [--json file] [path …]
 *
 * Runs Lighthouse (mobile, its default config) on the home, a property, the search and the
 * FAQ page of a running site, or on the paths given, and prints each page's four category
 * scores with LCP, TBT and CLS. --audits also lists every audit scoring below 1; --json
 * writes the full results. Chromium comes from CHROME_PATH (default /usr/bin/chromium);
 * nothing is downloaded.
 */

import { writeFileSync } from "node:fs";
import { launch } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";

export type PageReport = {
  path: string;
  scores: {
    performance: number | null;
    accessibility: number | null;
    bestPractices: number | null;
    seo: number | null;
  };
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Why Lighthouse could not measure the page (its runtimeError), if it could not. */
  error?: string;
  /** Scored audits below 1 (not the informative or manual ones). */
  failing: { id: string; category: string; score: number; title: string; displayValue?: string }[];
  lhr: Result;
};

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** The four pages measured by default; the property is the first listing the API returns. */
export async function defaultPaths(baseUrl: string): Promise<string[]> {
  const res = await fetch(new URL("/api/property/propertyfilter", baseUrl));
  const body = (await res.json()) as { data?: { _id: string }[] };
  const id = body.data?.[0]?._id;
  if (!id) throw new Error("no listing to measure: /api/property/propertyfilter returned none");
  return ["/", `/property/${id}`, "/property-search", "/faq"];
}

/** Runs Lighthouse on each path, one after another, in one headless Chromium. */
export async function runLighthouse(baseUrl: string, paths?: string[]): Promise<PageReport[]> {
  const list = paths?.length ? paths : await defaultPaths(baseUrl);
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  const reports: PageReport[] = [];
  try {
    for (const path of list) {
      // A run that could not measure (a busy machine, a renderer hiccup) is tried once more.
      let report = await measure(new URL(path, baseUrl).href, chrome.port, path);
      if (report.error) report = await measure(new URL(path, baseUrl).href, chrome.port, path);
      reports.push(report);
    }
  } finally {
    chrome.kill();
  }
  return reports;
}

async function measure(url: string, port: number, path: string): Promise<PageReport> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  return toReport(path, result.lhr);
}

function toReport(path: string, lhr: Result): PageReport {
  const score = (id: string) => lhr.categories[id]?.score ?? null;
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const failing: PageReport["failing"] = [];
  for (const [category, { auditRefs }] of Object.entries(lhr.categories)) {
    for (const ref of auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      failing.push({
        id: audit.id,
        category,
        score: audit.score,
        title: audit.title,
        displayValue: audit.displayValue,
      });
    }
  }
  return {
    path,
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
    },
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    failing,
    lhr,
  };
}

/** A plain-text table: one row per page. */
export function formatTable(reports: PageReport[]): string {
  const pct = (n: number | null) => (n === null ? "-" : String(Math.round(n * 100)));
  const ms = (n: number | null) => (n === null ? "-" : `${Math.round(n)} ms`);
  const header = ["page", "perf", "a11y", "best", "seo", "LCP", "TBT", "CLS"];
  const rows = [
    header,
    ...reports.map((r) => [
      r.path,
      pct(r.scores.performance),
      pct(r.scores.accessibility),
      pct(r.scores.bestPractices),
      pct(r.scores.seo),
      ms(r.lcpMs),
      ms(r.tbtMs),
      r.cls === null ? "-" : r.cls.toFixed(3),
    ]),
  ];
  const widths = header.map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0)));
  const errors = reports.filter((r) => r.error).map((r) => `${r.path}: not measured, ${r.error}`);
  return [
    ...rows.map((row) =>
      row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  "),
    ),
    ...errors,
    ...hostSpeed(reports),
  ].join("\n");
}

/**
 * Lighthouse's mobile CPU is this machine's slowed down (4x by default), so TBT and the score
 * move with the host: the same build scored 97 on the home page on one machine of this kind and
 * 77-83 on another twice as slow. Its benchmark index of the host says which kind of day it was.
 */
function hostSpeed(reports: PageReport[]): string[] {
  const indexes = reports.flatMap((r) => r.lhr.environment?.benchmarkIndex ?? []).map(Math.round);
  if (indexes.length === 0) return [];
  const slowdown = reports[0]?.lhr.configSettings?.throttling?.cpuSlowdownMultiplier;
  return [
    `host CPU: Lighthouse benchmark index ${Math.min(...indexes)}-${Math.max(...indexes)}${slowdown ? `, slowed ${slowdown}x for mobile` : ""}`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const baseUrl = args.shift();
  if (!baseUrl) {
    console.error("usage: npx tsx scripts/lighthouse.ts <baseUrl> [--audits] [--json file] [path …]");
    process.exit(2);
  }
  const showAudits = args.includes("--audits");
  const jsonAt = args.indexOf("--json");
  const jsonFile = jsonAt >= 0 ? args[jsonAt + 1] : undefined;
  const paths = args.filter((a, i) => !a.startsWith("--") && !(jsonAt >= 0 && i === jsonAt + 1));
  const reports = await runLighthouse(baseUrl, paths);
  console.log(formatTable(reports));
  if (showAudits) {
    for (const r of reports) {
      for (const f of r.failing)
        console.log(`${r.path}  ${f.category}  ${f.id} ${f.score}${f.displayValue ? ` (${f.displayValue})` : ""}`);
    }
  }
  if (jsonFile)
    writeFileSync(jsonFile, JSON.stringify(Object.fromEntries(reports.map((r) => [r.path, r.lhr])), null, 1));
}
