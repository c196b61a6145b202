import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from "react";
import { type Reserve, reserveStyle } from "./reserve";

/** Sections waiting to be seen, by id: calling the function lets the section's code load. */
const waiting = new Map<string, () => void>();

/** Resolves once the server-rendered element `id` comes within a screen of the viewport. */
function nearViewport(id: string): Promise<void> {
  const element = document.getElementById(id);
  if (!element || typeof IntersectionObserver === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) release();
      },
      { rootMargin: "100% 0px" },
    );
    const release = () => {
      observer.disconnect();
      waiting.delete(id);
      resolve();
    };
    waiting.set(id, release);
    observer.observe(element);
  });
}

/** The server's loads of deferred sections (see sectionsReady). */
const serverLoads: Promise<unknown>[] = [];

/** Resolves once the server has the code of every deferred section, so none suspends. */
export function sectionsReady(): Promise<unknown> {
  return Promise.all(serverLoads);
}

type Loading<P> = { loading: Promise<void>; loaded?: ComponentType<P> };

/** On the server: the section once loaded (the loaders of pages with one wait for sectionsReady first). */
function ServerSection<P extends object>({ entry, props }: { entry: Loading<P>; props: P }) {
  if (!entry.loaded) throw entry.loading;
  const Section = entry.loaded;
  return <Section {...props} />;
}

/**
 * A section below the fold (the home page's, a listing's related listings) whose code the
 * browser fetches only when the visitor scrolls near the element `id` (a <Deferred id> around it). The server loads it at start-up
 * and renders it in full; in the browser, while its code is not loaded, React keeps the
 * server's HTML in place and hydrates it later, so nothing moves and nothing is missing.
 */
export function deferredComponent<P extends object>(
  id: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  if (typeof document === "undefined") {
    const entry: Loading<P> = {
      loading: load().then((component) => {
        entry.loaded = component;
      }),
    };
    serverLoads.push(entry.loading);
    return (props: P) => <ServerSection entry={entry} props={props} />;
  }
  // React hydrates a server-rendered Suspense boundary only after the page around it has
  // hydrated (at its lowest priority), so "is the page still hydrating?" is already false when
  // this first runs. The server's element still in the document is what says "wait": after a
  // navigation in the browser the section renders before its element exists, and loads at once.
  return lazy(async () => {
    await nearViewport(id);
    return { default: await load() };
  });
}

/**
 * The element a deferred section waits to see, and the boundary React hydrates it in later.
 * The browser draws it only near the viewport; until then it keeps the height `reserve`.
 */
export function Deferred({ id, reserve, children }: { id: string; reserve: Reserve; children: ReactNode }) {
  // Leaving the page before scrolling down: load now, so coming back shows the section.
  useEffect(() => () => waiting.get(id)?.(), [id]);
  return (
    <div id={id} className="render-when-near" style={reserveStyle(reserve)}>
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}
