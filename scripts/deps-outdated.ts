/**
 * npm run deps:outdated — what the project's dependencies are behind on, and what it takes to
 * catch up: `npm update` (the range in package.json allows it) or an edit of package.json (a
 * pinned version or a new major). Exits 1 when anything is behind that is not held back on
 * purpose, 0 when nothing is, 2 when npm could not tell (no registry, say).
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/** Kept behind on purpose: the name in package.json, and why, with the record that says so. */
export const HELD_BACK: Record<string, string> = {
  "pglite-previous": "the previous PGlite, to upgrade the data folders it made (decision 044)",
};

/** `npm outdated --json`, one entry a package; an aliased one is keyed `alias:package@version`. */
export type Outdated = Record<string, { current?: string; wanted: string; latest: string }>;

export function summarise(outdated: Outdated, held = HELD_BACK): { lines: string[]; behind: number } {
  const lines: string[] = [];
  let behind = 0;
  for (const [key, { current, wanted, latest }] of Object.entries(outdated).sort(([a], [b]) => a.localeCompare(b))) {
    const name = key.split(":")[0] ?? key;
    const reason = held[name];
    if (!reason) behind++;
    const how = reason
      ? `held back: ${reason}`
      : wanted !== current
        ? `npm update takes ${wanted}${wanted === latest ? "" : `; ${latest} needs package.json changed`}`
        : "needs package.json changed";
    lines.push(`${name}  ${current ?? "(not installed)"} -> ${latest}  ${step(current, latest)}  ${how}`);
  }
  return { lines, behind };
}

/**
 * Which part of the version moved: "major" asks for the package's migration guide. Below 1.0
 * the minor version is the one that breaks (semver), so 0.5 -> 0.6 is a major step too.
 */
function step(current: string | undefined, latest: string): string {
  if (!current) return "";
  const [from, to] = [current, latest].map((v) => v.split(".").map(Number)) as [number[], number[]];
  const breaking = from[0] === 0 ? 1 : 0;
  const moved = from.findIndex((part, i) => part !== to[i]);
  if (moved < 0) return "";
  return moved <= breaking ? "major" : moved === breaking + 1 ? "minor" : "patch";
}

function main(): number {
  // npm outdated exits 1 whenever something is behind; only its output tells that from a failure.
  const run = spawnSync("npm", ["outdated", "--json"], { encoding: "utf8" });
  const outdated = readAnswer(run.stdout);
  if (!outdated) {
    console.error(`npm outdated failed (exit ${run.status}): ${run.stdout.trim() || run.stderr.trim()}`);
    return 2;
  }
  const { lines, behind } = summarise(outdated);
  for (const line of lines) console.log(line);
  console.log(behind === 0 ? "nothing is behind" : `${behind} behind (README: "Upgrading dependencies")`);
  return behind === 0 ? 0 : 1;
}

/** The packages npm reports, or undefined when it reported an error instead. */
function readAnswer(stdout: string): Outdated | undefined {
  try {
    const answer: unknown = JSON.parse(stdout || "{}");
    return answer && typeof answer === "object" && !("error" in answer) ? (answer as Outdated) : undefined;
  } catch {
    return undefined;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main();
