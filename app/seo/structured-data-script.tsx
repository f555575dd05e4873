import { KEEP_SERVER_HTML } from "#app/content/components/zone-island.tsx";
import { useServerContent } from "#app/content/server-content.ts";

/**
 * A page's JSON-LD script. Its text is built by the page's loader for the server's render only
 * (`context.serverContent.structuredData`): crawlers read the server's HTML, the page's data does
 * not carry it a second time and the browser bundle not its builders. The browser keeps what the
 * server wrote (React leaves an element's HTML alone when it hydrates it with KEEP_SERVER_HTML).
 */
export function StructuredDataScript({ id }: { id: string }) {
  const serverContent = useServerContent();
  const html = serverContent ? { __html: serverContent.structuredData ?? "" } : KEEP_SERVER_HTML;
  return <script type="application/ld+json" id={id} suppressHydrationWarning dangerouslySetInnerHTML={html} />;
}
