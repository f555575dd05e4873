import { useServerContent } from "#app/content/server-content.ts";

/**
 * A page's JSON-LD script. Its text is built by the page's loader for the server's render only
 * (`context.serverContent.structuredData`): crawlers read the server's HTML, the page's data does
 * not carry it a second time and the browser bundle not its builders. The browser keeps what the
 * server wrote: it reads the same text back from the document, so hydration finds no difference.
 */
export function StructuredDataScript({ id }: { id: string }) {
  const serverContent = useServerContent();
  const text = serverContent ? (serverContent.structuredData ?? "") : typeof document === "undefined" ? "" : (document.getElementById(id)?.innerHTML ?? "");
  return <script type="application/ld+json" id={id} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text }} />;
}
