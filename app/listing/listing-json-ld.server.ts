import { itemListJsonLd } from "#app/seo/item-list-structured-data.ts";
import { breadcrumbJsonLd, jsonLdScriptContent } from "#app/seo/product-structured-data.ts";
import { faqPageJsonLd, type FaqEntry } from "#app/seo/faq-structured-data.ts";
import type { ListingView } from "./view";

/**
 * A listing page's JSON-LD (issue #9): its BreadcrumbList (filters are never crumbs), the ItemList
 * of its product cards and, with FAQ text, its FAQPage; absolute from the configured site origin.
 * Rendered on the server only: crawlers read the server's HTML, and the browser bundle does not
 * carry the builders.
 */
export function listingStructuredData(view: Pick<ListingView, "crumbs" | "cards" | "from">, siteOrigin: string, faqs: readonly FaqEntry[] = []): string {
  return jsonLdScriptContent([
    breadcrumbJsonLd(view.crumbs.map((crumb) => ({ breadcrumbText: crumb.label, type: "category", ...(crumb.href && { href: crumb.href }) })), siteOrigin),
    ...(view.cards.length ? [itemListJsonLd(view.cards, siteOrigin, view.from + 1)] : []),
    ...(faqs.length ? [faqPageJsonLd(faqs)] : []),
  ]);
}
