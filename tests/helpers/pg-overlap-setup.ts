import { afterAll, afterEach } from "vitest";
import { describePgOverlaps, installPgOverlapGuard, takePgOverlaps } from "./pg-overlap";

// Every test file (vitest.config.ts setupFiles): a query that overlaps another on one
// PostgreSQL client fails the test that caused it, or the file when it happened in a hook.
installPgOverlapGuard();

function failOnOverlap(): void {
  const overlaps = takePgOverlaps();
  if (overlaps.length > 0) throw new Error(describePgOverlaps(overlaps));
}

afterEach(failOnOverlap);
afterAll(failOnOverlap);
