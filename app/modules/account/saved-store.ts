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

function load(): Promise<void> {
  loading ??= fetch("/api/profile/saved", { credentials: "same-origin" })
    .then(async (res) => {
      const body: { data?: unknown } = res.ok ? await res.json() : {};
      const ids = Array.isArray(body.data) ? body.data.filter((id): id is string => typeof id === "string") : [];
      set({ ids: new Set(ids), loaded: true });
    })
    .catch(() => {
      loading = undefined;
    });
  return loading;
}

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
    if (signedIn) void load();
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
  try {
    const res = await fetch(`/api/profile/saved/${encodeURIComponent(id)}`, {
      method: save ? "PUT" : "DELETE",
      credentials: "same-origin",
    });
    if (res.ok) return true;
  } catch {
    // Offline: fall through and undo.
  }
  set(before);
  return false;
}
