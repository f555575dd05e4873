import { createElement, lazy, memo, Suspense, useEffect, useState, type ComponentType } from "react";

// Islands: components whose code the browser loads only on pages that show them (issue #8 JavaScript
// budget), while the server renders them in place (docs/decisions/0040). One line declares one:
//
//   const NoResults = island(() => import("./no-results").then((m) => m.NoResults), ".no-results");
//
// Both builds see the same `import()`. The browser build (code splitting) makes it a chunk of its
// own, loaded on demand. The server build (one bundle, no splitting) turns it into a promise that
// settles as soon as the Worker has evaluated its modules; `islandsReady()` (app/entry.server.tsx)
// makes sure it has before a page renders, so the server renders the component itself, never a
// suspended placeholder, and its HTML is complete without JavaScript.

const onServer = typeof document === "undefined";
const loading: Promise<unknown>[] = [];
let settled = 0;

/** Resolves once every island's code is loaded on the server (at once after the first time). */
export async function islandsReady(): Promise<void> {
  // (an island's own module may declare more islands: wait for those too)
  while (settled < loading.length) {
    const count = loading.length;
    await Promise.all(loading);
    settled = count;
  }
}

/**
 * Code only the server's render uses (a zone the browser keeps as server HTML): on the server the
 * loaded value once `islandsReady()` has resolved, in the browser always undefined (never loaded).
 */
export function serverOnly<T>(load: () => Promise<T>): () => T | undefined {
  let loaded: T | undefined;
  if (onServer) loading.push(load().then((value) => (loaded = value)));
  return () => loaded;
}

interface IslandOptions {
  /**
   * Every page that loads the declaring module shows it (a listing's filter panel): its code starts
   * loading when the module does, also on a client-side navigation, where the page it comes from
   * has no markup for it; so it loads beside the next page's data rather than after it.
   */
  everyPage?: boolean;
}

/**
 * A component rendered by the server in place and loaded lazily in the browser. In the browser its
 * code starts loading as soon as the page's scripts run when the server's markup for it is in the
 * document (`presentIn`, a selector), so hydration rarely waits for it; until it has loaded the
 * server's HTML stays, and a form in it still works as a plain form.
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>, presentIn: string, options: IslandOptions = {}): ComponentType<P> {
  let started: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (started ??= load().then((component) => ({ default: component })));
  const onServerNow = serverOnly(() => start().then((module) => module.default));
  // The islands a page shows start loading in a task of their own (issue #28, Total Blocking Time):
  // each `import()` costs the main thread a module request (~0.2-1 ms), and the ~10 a listing declares
  // made its modules' evaluation one task of 10-20 ms on a fast desktop. They still start before
  // hydration gets far; one it reaches first starts its own load (`lazy`, once) and keeps its HTML.
  if (!onServer && (options.everyPage || document.querySelector(presentIn))) setTimeout(start);
  const Lazy = lazy(start);
  function Island(props: P) {
    // (the server renders the loaded component; the lazy one only if a render came before islandsReady)
    const Component = (onServerNow() ?? Lazy) as ComponentType<P>;
    return <Suspense fallback={null}>{createElement(Component, props)}</Suspense>;
  }
  // Memoised: a parent's re-render with the same props must not reach a boundary still waiting for
  // its code, or React gives up its server HTML and renders it anew (React error 421).
  return memo(Island) as unknown as ComponentType<P>;
}

// The page's hydration state lives with the islands (issue #28): every page loads both, and one module
// is one file fewer (a chunk of its own cost ~100 bytes gzip in its header and its importers' lines).

/**
 * False on the server and in the browser's hydrating render, true once the page's JavaScript runs:
 * for controls that only work with it (a button opening a sheet), so the server's HTML never shows
 * a button that does nothing, and hydration sees the same markup the server sent.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

// Whether the page is still hydrating: true in the browser until the root's first commit. What
// mounts while it is true sits on the server's HTML; what mounts later (a client-side navigation)
// does not (app/content/components/listing-zones.tsx keeps or fetches zones by it).
let pageHydrated = typeof document === "undefined";

/** True while the browser hydrates the server's page; false on the server and after. */
export const isPageHydrating = () => !pageHydrated;

/** The root calls this once hydration has committed. */
export function useMarkPageHydrated(): void {
  useEffect(() => {
    pageHydrated = true;
  }, []);
}
