import { useEffect, useState } from "react";

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
