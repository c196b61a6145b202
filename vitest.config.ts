import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Files that spend minutes waiting rather than computing: built servers started as child
 * processes and stopped by signal, the job queue's polls and cron, a second process on one
 * data folder. Vitest runs the files it has no timings for largest first, and a fresh clone
 * (CI) has none, so these could start last and leave one worker waiting alone while the other
 * core idled. They go first, each followed by a busy file, so each worker takes one of each
 * and the waits overlap the other worker's computing.
 */
const WAITING = [
  "lifecycle",
  "old-data-folder",
  "jobs-on-the-site",
  "jobs",
  "cross-process-forget",
  "market-registry",
  "page-validation",
  "admin-backoffice",
];

const isWaiting = (spec: TestSpecification) => WAITING.some((name) => spec.moduleId.endsWith(`/${name}.test.ts`));

class WaitingFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const waiting = sorted.filter(isWaiting);
    const busy = sorted.filter((spec) => !isWaiting(spec));
    return waiting.flatMap((spec, i) => [spec, ...busy.slice(i, i + 1)]).concat(busy.slice(waiting.length));
  }
}

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          include: [
            "app/**/*.test.ts",
            "db/**/*.test.ts",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/integration/**/*.test.ts",
            "tests/unit/**/*.test.ts",
          ],
        },
      },
      {
        // Route-level tests render a page with Testing Library in happy-dom (decision 038):
        // its act() exists only in React's development build.
        extends: true,
        test: {
          name: "pages",
          include: ["app/**/*.test.tsx", "tests/routes/**/*.test.tsx"],
          environment: "happy-dom",
          env: { NODE_ENV: "development" },
        },
      },
    ],
    environment: "node",
    // The pages the tests render use the React and React Router builds that ship, not their
    // development builds (twice the CPU per page, and not what visitors get).
    // The feed tests' CRM is a server on 127.0.0.1, which feeds may not reach otherwise.
    env: { NODE_ENV: "production", FEEDS_ALLOW_PRIVATE_NETWORK: "true" },
    // Fails a test whose queries overlap on one PostgreSQL client (pg 9 rejects them).
    setupFiles: ["tests/helpers/pg-overlap-setup.ts"],
    pool: "forks",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: more workers than that only fight over the CPU and PGlite's WASM.
    maxWorkers: 2,
    sequence: { sequencer: WaitingFirstSequencer },
  },
});
