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
