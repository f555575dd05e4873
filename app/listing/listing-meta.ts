import { formatEnglishNumber } from "#app/i18n/english-numbers.ts";
import { requestErrorTitle } from "#app/errors/request-error.ts";
import type { MetaDescriptor } from "@remix-run/cloudflare";
import { absoluteUrl, pageLinks, type LinkTag } from "#app/seo/page-links.ts";
import type { ListingView } from "./view";

/**
 * Canonical, alternate and prev/next links of a listing page (spec §2, §5), absolute from the
 * configured site origin: built by the loader, so the browser bundle does not carry the builders.
 * `canonical` is the page metadata's canonical when it has one (spec §2: it takes priority; see
 * ./listing-canonical.ts): a page of ours (a market path) states it and its twins in each market; a
 * page elsewhere is stated alone, with no alternates (they would be this page's, which is not the
 * canonical one).
 */
export function listingLinks(
  view: Pick<ListingView, "canonical" | "pagination">,
  siteOrigin: string,
  canonical: { path: string } | { url: string } = { path: view.canonical },
): (LinkTag | { tagName: "link"; rel: "prev" | "next"; href: string })[] {
  return [
    ...("url" in canonical ? [{ tagName: "link" as const, rel: "canonical" as const, href: canonical.url }] : pageLinks({ siteOrigin, path: canonical.path })),
    ...(view.pagination.prev ? [{ tagName: "link" as const, rel: "prev" as const, href: absoluteUrl(siteOrigin, view.pagination.prev) }] : []),
    ...(view.pagination.next ? [{ tagName: "link" as const, rel: "next" as const, href: absoluteUrl(siteOrigin, view.pagination.next) }] : []),
  ];
}

/**
 * Title, description, and the loader's robots and links of a listing page: each page number has its
 * own title and description. The robots rule (./listing-robots.ts) runs in the loader, like the
 * links, so the browser bundle does not carry it.
 */
export function listingMeta({
  data,
}: {
  data?: { view: Pick<ListingView, "kind" | "title" | "total" | "pagination">; robots: string; links: MetaDescriptor[] };
}): MetaDescriptor[] {
  if (!data) return [{ title: requestErrorTitle(404) }];
  const { view } = data;
  const { page, totalPages } = view.pagination;
  const title = view.kind === "search" ? `${view.title} | Search | Tailwise` : `${view.title} | Tailwise`;
  const pageSuffix = page > 1 ? ` - Page ${page}` : "";
  const ofPages = page > 1 ? ` Page ${page} of ${totalPages}.` : "";
  const tags: MetaDescriptor[] = [
    { title: title.replace(" | Tailwise", `${pageSuffix} | Tailwise`) },
    // "1 … product", "2 … products" (issue #24: every count label agrees with its count).
    { name: "description", content: `Shop ${formatEnglishNumber(view.total)} ${view.title} product${view.total === 1 ? "" : "s"} at Tailwise.${ofPages}` },
    { name: "robots", content: data.robots },
    ...data.links,
  ];
  return tags;
}
