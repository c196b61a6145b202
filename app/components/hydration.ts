import { startTransition, useEffect, useState } from "react";

/** True in the browser until the first page has hydrated (see markHydrated in root.tsx). */
let hydrating = typeof document !== "undefined";

const afterHydration: (() => void)[] = [];

export function markHydrated(): void {
  hydrating = false;
  for (const run of afterHydration.splice(0)) run();
}

/** Runs `fn` once the first page has hydrated. */
export function whenHydrated(fn: () => void): void {
  if (hydrating) afterHydration.push(fn);
  else fn();
}

/**
 * False on the server and in the render that hydrates; true once React drives the page. Set in
 * a transition: the re-render it starts (24 cards' hearts on a results page, a form's enhanced
 * parts) is rendered in slices between frames, not as one block of the main thread. On a results
 * page that block took 16 ms at full CPU speed (issue 15, a page-load profile). It sits in the
 * root's module, beside markHydrated: a file of its own made a 150-byte script of its own.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
