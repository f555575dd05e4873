import { useServerContent } from "#app/content/server-content.ts";

/**
 * A page's JSON-LD script. Its text is built by the page's loader for the server's render only
 * (`context.serverContent.structuredData`): crawlers read the server's HTML, the page's data does
 * not carry it a second time and the browser bundle not its builders. In the browser the text is ""
 * on every render, so React leaves the server's text alone (as with KEEP_SERVER_HTML,
 * app/content/components/zone-island.tsx).
 */
export function StructuredDataScript({ id }: { id: string }) {
  const text = useServerContent()?.structuredData ?? "";
  return <script type="application/ld+json" id={id} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text }} />;
}
