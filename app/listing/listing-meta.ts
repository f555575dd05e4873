import type { MetaDescriptor } from "@remix-run/cloudflare";
import type { ListingView } from "./view";

/** Title, description, canonical and prev/next links of a listing page (spec §2, §5). */
export function listingMeta({ data }: { data?: { view: ListingView; origin: string } }): MetaDescriptor[] {
  if (!data) return [{ title: "Page Not Found" }];
  const { view, origin } = data;
  const title = view.kind === "search" ? `${view.title} | Search | Tailwise` : `${view.title} | Tailwise`;
  const page = view.pagination.page > 1 ? ` - Page ${view.pagination.page}` : "";
  const tags: MetaDescriptor[] = [
    { title: title.replace(" | Tailwise", `${page} | Tailwise`) },
    { name: "description", content: `Shop ${view.total} ${view.title} products at Tailwise.` },
    { tagName: "link", rel: "canonical", href: origin + view.canonical },
  ];
  if (view.pagination.prev) tags.push({ tagName: "link", rel: "prev", href: origin + view.pagination.prev });
  if (view.pagination.next) tags.push({ tagName: "link", rel: "next", href: origin + view.pagination.next });
  return tags;
}
