import type { ReactNode } from "react";
import type { ZoneComponentView } from "../zone-view";
import * as onServer from "./content.server";

/** React keeps an element's server HTML when it hydrates it with this (and never sets it later). */
export const KEEP_SERVER_HTML = { __html: "" };

/**
 * A zone the server renders and the browser keeps as it is (no data, no script): on the server its
 * components, in the browser an element of the same name whose HTML React leaves alone.
 */
export function ZoneIsland({ name, components }: { name: string; components: readonly ZoneComponentView[] | undefined }) {
  if (!onServer.ZoneComponents) return <div className={`cms-zone cms-zone--${name}`} data-zone={name} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />;
  return components?.length ? <onServer.ZoneComponents components={components} name={name} /> : null;
}


/** Server HTML the browser keeps as it is (the header's browse navigation): `children` render on the server only. */
export function HtmlIsland({ className, children }: { className: string; children?: ReactNode }) {
  if (!onServer.ZoneComponents) return <div className={className} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />;
  return <div className={className}>{children}</div>;
}
