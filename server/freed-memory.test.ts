import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * In a process of its own, so that nothing else allocates meanwhile: 2,000 page-sized bodies,
 * each followed by a small buffer that stays, as under load (what is freed lies between what
 * is kept, so the arena cannot shrink from its top); then the bodies are collected.
 */
const SCRIPT = `
import { readFileSync } from "node:fs";
const { trimFreedMemory } = await import(process.argv[1]);
const residentMb = () => Number(/VmRSS:\\s+(\\d+)/.exec(readFileSync("/proc/self/status", "utf8"))[1]) / 1024;
const trim = trimFreedMemory();
const kept = [];
let bodies = [];
for (let i = 0; i < 2000; i++) {
  bodies.push(Buffer.alloc(100 * 1024, 1));
  kept.push(Buffer.alloc(64, 2));
}
bodies = [];
gc();
const before = residentMb();
trim?.();
const after = residentMb();
console.log(JSON.stringify({ found: typeof trim, given: before - after, intact: kept.every((b) => b[0] === 2) }));
`;

describe("trimFreedMemory", () => {
  it("gives back to the system what response-sized buffers leave behind once collected", () => {
    const module = fileURLToPath(new URL("./freed-memory.ts", import.meta.url));
    const out = execFileSync(
      process.execPath,
      // Array buffers swept at once by gc(), not later on another thread.
      ["--expose-gc", "--no-concurrent-array-buffer-sweeping", "--input-type=module", "-e", SCRIPT, module],
      { encoding: "utf8" },
    );
    const result = JSON.parse(out) as { found: string; given: number; intact: boolean };
    expect(result.found, "glibc's malloc_trim through koffi, on this Linux machine").toBe("function");
    expect(result.given).toBeGreaterThan(100);
    expect(result.intact).toBe(true);
  });
});
