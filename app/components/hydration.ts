import { startTransition, useEffect, useLayoutEffect, useState } from "react";

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
 * page that block takes 16 ms at full CPU speed (a page-load profile). It sits in the
 * root's module, beside markHydrated: a file of its own made a 150-byte script of its own.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

/**
 * Runs `take` once, as the component mounts and before the browser paints. On the first page
 * that is the render that hydrates: a field typed into or chosen in before the scripts arrived
 * still shows it, and React keeps that while hydrating but sets a controlled field back to its
 * state on the next render, so `take` reads the element into the state. On a later mount the
 * elements show what was rendered and `take` finds nothing new.
 */
export function useTakeEarlyInput(take: () => void): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the component mounts
  useLayoutEffect(() => take(), []);
}
