import type { MetaDescriptor } from "@remix-run/cloudflare";
import { absoluteUrl, pageLinks, type LinkTag } from "#app/seo/page-links.ts";
import type { ListingView } from "./view";

/**
 * Canonical, alternate and prev/next links of a listing page (spec §2, §5), absolute from the
 * configured site origin: built by the loader, so the browser bundle does not carry the builders.
 */
export function listingLinks(view: Pick<ListingView, "canonical" | "pagination">, siteOrigin: string): (LinkTag | { tagName: "link"; rel: "prev" | "next"; href: string })[] {
  return [
    ...pageLinks({ siteOrigin, path: view.canonical }),
    ...(view.pagination.prev ? [{ tagName: "link" as const, rel: "prev" as const, href: absoluteUrl(siteOrigin, view.pagination.prev) }] : []),
    ...(view.pagination.next ? [{ tagName: "link" as const, rel: "next" as const, href: absoluteUrl(siteOrigin, view.pagination.next) }] : []),
  ];
}

/** Title, description and the loader's links of a listing page. */
export function listingMeta({ data }: { data?: { view: Pick<ListingView, "kind" | "title" | "total" | "pagination">; links: MetaDescriptor[] } }): MetaDescriptor[] {
  if (!data) return [{ title: "Page Not Found" }];
  const { view } = data;
  const title = view.kind === "search" ? `${view.title} | Search | Tailwise` : `${view.title} | Tailwise`;
  const page = view.pagination.page > 1 ? ` - Page ${view.pagination.page}` : "";
  const tags: MetaDescriptor[] = [
    { title: title.replace(" | Tailwise", `${page} | Tailwise`) },
    { name: "description", content: `Shop ${view.total} ${view.title} products at Tailwise.` },
    ...data.links,
  ];
  return tags;
}
