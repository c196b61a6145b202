import { readFileSync } from "node:fs";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { trimFreedMemory } from "./freed-memory";

const residentMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync("/proc/self/status", "utf8"))?.[1]) / 1024;

describe("trimFreedMemory", () => {
  it("gives back to the system what response-sized buffers leave behind once collected", () => {
    const trim = trimFreedMemory();
    expect(trim, "glibc's malloc_trim through koffi, on this Linux machine").toBeTypeOf("function");
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    // 2,000 page-sized bodies, each followed by a small one that stays: as under load, what is
    // freed lies between what is kept, so the arena cannot shrink from its top.
    const kept: Buffer[] = [];
    let bodies: Buffer[] = [];
    for (let i = 0; i < 2_000; i++) {
      bodies.push(Buffer.alloc(100 * 1024, 1));
      kept.push(Buffer.alloc(64, 2));
    }
    bodies = [];
    gc();
    const before = residentMb();
    trim?.();
    const after = residentMb();
    expect(before - after).toBeGreaterThan(100);
    expect(kept.every((buffer) => buffer[0] === 2)).toBe(true);
  });
});
