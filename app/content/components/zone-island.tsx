import { useRef } from "react";
import { useLocation } from "@remix-run/react";
import { isPageHydrating } from "#app/ui/island.tsx";
import { useServerContent } from "../server-content";
import type { ZoneComponentView } from "../zone-view";
import { serverOnly } from "#app/ui/island.tsx";

// The zone's components for the server's render only: the browser keeps their HTML, never their code.
const zoneComponentsOnServer = serverOnly(() => import("./zone-components").then((m) => m.ZoneComponents));

/** React keeps an element's server HTML when it hydrates it with this (and never sets it later). */
export const KEEP_SERVER_HTML = { __html: "" };

/**
 * A zone the server renders and the browser keeps as it is (no data, no script): on the server its
 * components, in the browser an element of the same name whose HTML React leaves alone.
 */
export function ZoneIsland({ name, components }: { name: string; components: readonly ZoneComponentView[] | undefined }) {
  const ZoneComponents = zoneComponentsOnServer();
  if (!ZoneComponents)
    return <div className={`cms-zone cms-zone--${name}`} data-zone={name} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />;
  return components?.length ? <ZoneComponents components={components} name={name} /> : null;
}

/** Server HTML the browser keeps as it is (the header's browse navigation): `html` is the server's, undefined in the browser. */
export function HtmlIsland({ className, html }: { className: string; html: string | undefined }) {
  // In the browser `__html` is "" on every render: React compares the string and leaves the server's HTML.
  return <div className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html ?? "" }} />;
}

/** Where a server-rendered island's content comes from on this render: the server's render, its HTML kept while the page hydrates, or the browser (after a client-side navigation). */
export type IslandSource = "server" | "html" | "browser";

export function useIslandSource(): IslandSource {
  const server = useServerContent();
  const location = useLocation();
  const key = `${location.pathname}${location.search}`;
  // The page that hydrated keeps the server's HTML; once the shopper moves on, the browser fills it.
  const hydrated = useRef<string | null>(isPageHydrating() ? key : null);
  if (hydrated.current !== key) hydrated.current = null;
  if (server) return "server";
  return hydrated.current === key ? "html" : "browser";
}
