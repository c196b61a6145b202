import { createRequire } from "node:module";

/**
 * How often a page-serving process hands the memory it has freed back to the system. glibc's
 * malloc keeps what a process frees for reuse; a worker's response bodies, compressed answers
 * and compiler zones come and go by the thousand, and after `npm run bench` a worker's arena
 * held about 150 MB of which 60 MB were in use. `malloc_trim` took that worker from 371 to
 * 267 MB (issue 15, memory; decision 030). A call takes 15-30 ms under load, so not more often.
 */
export const RELEASE_EVERY_MS = 10_000;

/** Trims every RELEASE_EVERY_MS, where it can (see trimFreedMemory). */
export function releaseFreedMemory(everyMs = RELEASE_EVERY_MS): void {
  const trim = trimFreedMemory();
  if (trim) setInterval(trim, everyMs).unref();
}

/**
 * glibc's `malloc_trim(0)`, reached through koffi (a foreign function interface with prebuilt
 * binaries; Node has none of its own). Undefined where there is no glibc (macOS, Alpine's
 * musl) or koffi cannot load: there the process simply keeps what it frees.
 */
export function trimFreedMemory(): (() => void) | undefined {
  if (process.platform !== "linux" || !glibc()) return undefined;
  try {
    const koffi = createRequire(import.meta.url)("koffi") as typeof import("koffi");
    const trim = koffi.load("libc.so.6").func("int malloc_trim(size_t pad)") as (pad: number) => number;
    return () => void trim(0);
  } catch (error) {
    console.warn(`freed memory stays with the process: ${error instanceof Error ? error.message : error}`);
    return undefined;
  }
}

function glibc(): boolean {
  const report = process.report.getReport() as { header?: { glibcVersionRuntime?: string } };
  return Boolean(report.header?.glibcVersionRuntime);
}
