import type { MetaDescriptor } from "@remix-run/cloudflare";
import { absoluteUrl, pageLinks } from "~/seo/page-links";
import type { ListingView } from "./view";

/**
 * Title, description, canonical, alternate and prev/next links of a listing page (spec §2, §5),
 * absolute from the configured site origin.
 */
export function listingMeta({ data }: { data?: { view: ListingView; siteOrigin: string } }): MetaDescriptor[] {
  if (!data) return [{ title: "Page Not Found" }];
  const { view, siteOrigin } = data;
  const title = view.kind === "search" ? `${view.title} | Search | Tailwise` : `${view.title} | Tailwise`;
  const page = view.pagination.page > 1 ? ` - Page ${view.pagination.page}` : "";
  const tags: MetaDescriptor[] = [
    { title: title.replace(" | Tailwise", `${page} | Tailwise`) },
    { name: "description", content: `Shop ${view.total} ${view.title} products at Tailwise.` },
    ...pageLinks({ siteOrigin, path: view.canonical }),
  ];
  if (view.pagination.prev) tags.push({ tagName: "link", rel: "prev", href: absoluteUrl(siteOrigin, view.pagination.prev) });
  if (view.pagination.next) tags.push({ tagName: "link", rel: "next", href: absoluteUrl(siteOrigin, view.pagination.next) });
  return tags;
}
