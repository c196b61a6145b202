import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { type Reserve, reserveStyle } from "./reserve";

/** The server's loads of deferred sections (see sectionsReady). */
const serverLoads: Promise<unknown>[] = [];

/** Resolves once the server has the code of every deferred section, so none suspends. */
export function sectionsReady(): Promise<unknown> {
  return Promise.all(serverLoads);
}

type Loading<P> = { loading: Promise<void>; loaded?: ComponentType<P> };

/** On the server: the section once loaded (a page's loader waits for sectionsReady first). */
function ServerSection<P extends object>({ entry, props }: { entry: Loading<P>; props: P }) {
  if (!entry.loaded) throw entry.loading;
  const Section = entry.loaded;
  return <Section {...props} />;
}

/**
 * A section below the fold (the home page's, a listing's related listings) whose code and
 * hydration come after the page's. The server loads it at start-up and renders it in full. In
 * the browser React hydrates a server-rendered Suspense boundary only after the page around it
 * has hydrated, at its lowest priority: the code loads then, in a task of its own, and React
 * keeps the server's HTML in place meanwhile, so nothing moves and nothing is missing.
 *
 * A context change reaching a boundary not yet hydrated must come as a transition (the display
 * currency does): an urgent one makes React drop the server's HTML for the empty fallback. So
 * waiting longer, until the visitor scrolls near, would leave that window open for seconds.
 */
export function deferredComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  if (typeof document === "undefined") {
    const entry: Loading<P> = {
      loading: load().then((component) => {
        entry.loaded = component;
      }),
    };
    serverLoads.push(entry.loading);
    return (props: P) => <ServerSection entry={entry} props={props} />;
  }
  return lazy(async () => ({ default: await load() }));
}

/**
 * The boundary React hydrates a deferred section in, after the page. The browser draws it only
 * near the viewport; until then it keeps the height `reserve`.
 */
export function Deferred({ id, reserve, children }: { id: string; reserve: Reserve; children: ReactNode }) {
  return (
    <div id={id} className="render-when-near" style={reserveStyle(reserve)}>
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}
