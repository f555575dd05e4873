import { itemListJsonLd } from "#app/seo/item-list-structured-data.ts";
import { breadcrumbJsonLd, jsonLdScriptContent } from "#app/seo/product-structured-data.ts";
import { faqPageJsonLd, type FaqEntry } from "#app/seo/faq-structured-data.ts";
import type { ListingView } from "./view";

/**
 * A listing page's JSON-LD (issue #9): its BreadcrumbList (filters are never crumbs), the ItemList
 * of its product cards and, with FAQ text, its FAQPage; absolute from the configured site origin.
 * Built by the loader for the server's render only (app/seo/structured-data-script.tsx): crawlers
 * read the server's HTML, and neither the page's data nor the browser bundle carries it.
 */
export function listingStructuredData(view: Pick<ListingView, "crumbs" | "cards" | "from">, siteOrigin: string, faqs: readonly FaqEntry[] = []): string {
  return jsonLdScriptContent([
    breadcrumbJsonLd(
      view.crumbs.map((crumb) => ({ breadcrumbText: crumb.label, type: "category", ...(crumb.href && { href: crumb.href }) })),
      siteOrigin,
    ),
    ...(view.cards.length ? [itemListJsonLd(view.cards, siteOrigin, view.from + 1)] : []),
    ...(faqs.length ? [faqPageJsonLd(faqs)] : []),
  ]);
}
