import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";
import type { Db } from "../../../db/client";
import type { Jobs } from "../jobs/jobs.server";
import { type ImportKind, importRegistryFile } from "./import.server";
import { recomputeMarketStats } from "./stats.server";

// The land registry's work on the job queue (decision 052): the figures recomputed every night
// (their 12 months move on even without an import), and a file staff uploaded imported where
// the site runs its jobs, not in the request that brought it.

export const REGISTRY_IMPORT_JOB = "registry-import";
const REGISTRY_RECOMPUTE_JOB = "registry-recompute";

export type RegistryImportData = { path: string; kind: ImportKind; fileName: string };

export function defineMarketJobs(jobs: Jobs, db: Db): void {
  jobs.define({
    name: REGISTRY_RECOMPUTE_JOB,
    oneAtATime: true,
    schedule: { cron: "30 3 * * *", missed: "once" },
    retries: 2,
    handler: async () => {
      await recomputeMarketStats(db);
    },
  });
  jobs.define<RegistryImportData>({
    name: REGISTRY_IMPORT_JOB,
    oneAtATime: (d) => d.path,
    // A failed import is recorded as failed with its reason; running it again would only repeat that.
    retries: 0,
    timeoutSeconds: 30 * 60,
    handler: async (data) => {
      await importUploaded(db, data);
    },
  });
}

/** Imports a file staff uploaded, then removes it. */
export async function importUploaded(db: Db, data: RegistryImportData) {
  try {
    return await importRegistryFile(db, {
      kind: data.kind,
      input: createReadStream(data.path),
      fileName: data.fileName,
      trigger: "staff",
    });
  } finally {
    await rm(data.path, { force: true });
  }
}
