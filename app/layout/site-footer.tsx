import { useMarket } from "#app/markets/use-market.ts";
import * as footerOnServer from "./site-footer-markup.server";

/**
 * The site footer: server HTML the browser keeps (./site-footer-markup.server.tsx). In the browser
 * `__html` is "" on every render, so React leaves the server's markup as it is.
 */
export function SiteFooter() {
  const market = useMarket();
  return <footer className="site-footer" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: footerOnServer.siteFooterHtml?.(market) ?? "" }} />;
}
