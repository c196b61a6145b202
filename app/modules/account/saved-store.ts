import { useEffect, useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";

/**
 * The signed-in visitor's saved listing ids, fetched once after hydration and shared by
 * every heart on the page. Nothing of it is in the server's HTML, so anonymous pages
 * stay the same for everyone.
 */
type State = { ids: ReadonlySet<string>; loaded: boolean };

let state: State = { ids: new Set(), loaded: false };
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function set(next: State) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const EMPTY: State = { ids: new Set(), loaded: false };

/**
 * Hearts turned while the saved list is on its way. The list was read before them, so they
 * win over it: a heart clicked right after the page drew must not turn back when the list
 * arrives (seen on a slow machine: the save was stored, the heart showed it unsaved).
 */
const turnedMeanwhile = new Map<string, boolean>();
let listOnItsWay = false;

/** Reads the saved ids once; exported for the tests. */
export function loadSaved(): Promise<void> {
  if (loading) return loading;
  listOnItsWay = true;
  loading = fetch("/api/profile/saved", { credentials: "same-origin" })
    .then(async (res) => {
      const body: { data?: unknown } = res.ok ? await res.json() : {};
      const list = Array.isArray(body.data) ? body.data.filter((id): id is string => typeof id === "string") : [];
      const ids = new Set(list);
      for (const [id, saved] of turnedMeanwhile) {
        if (saved) ids.add(id);
        else ids.delete(id);
      }
      set({ ids, loaded: true });
    })
    .catch(() => {
      loading = undefined;
    })
    .finally(() => {
      listOnItsWay = false;
      turnedMeanwhile.clear();
    });
  return loading;
}

/** The saved ids as the hearts see them now (for the tests). */
export const savedIds = (): ReadonlySet<string> => state.ids;

/** Whether someone is signed in, from the root loader (present only with a session). */
export function useSignedIn(): boolean {
  const root = useRouteLoaderData("root") as { user?: unknown } | undefined;
  return Boolean(root?.user);
}

export function useSavedIds(): State {
  const signedIn = useSignedIn();
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => EMPTY,
  );
  useEffect(() => {
    if (signedIn) void loadSaved();
    else {
      // Logged out: forget the previous user's hearts.
      loading = undefined;
      if (state.loaded) set({ ids: new Set(), loaded: false });
    }
  }, [signedIn]);
  return signedIn ? current : EMPTY;
}

/** Saves or forgets a listing; the heart turns at once and turns back if the server says no. */
export async function toggleSaved(id: string, save: boolean): Promise<boolean> {
  const before = state;
  const ids = new Set(state.ids);
  if (save) ids.add(id);
  else ids.delete(id);
  set({ ids, loaded: true });
  if (listOnItsWay) turnedMeanwhile.set(id, save);
  try {
    const res = await fetch(`/api/profile/saved/${encodeURIComponent(id)}`, {
      method: save ? "PUT" : "DELETE",
      credentials: "same-origin",
    });
    if (res.ok) return true;
  } catch {
    // Offline: fall through and undo.
  }
  turnedMeanwhile.delete(id);
  set(before);
  return false;
}
