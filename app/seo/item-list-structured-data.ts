import { absoluteUrl } from "./page-links";
import { SCHEMA_ORG_CONTEXT } from "./product-structured-data";

/** A listing's product as its ItemList names it: the product page's market path and the product's name. */
export interface ListedProduct {
  href: string;
  name: string;
}

/**
 * schema.org ItemList of a listing page's products (Google's "summary page" list: each ListItem
 * names the product page's URL, the products themselves are described there). Positions continue
 * across pages: page 2 of a 36-card listing starts at 37, so each product has one position.
 */
export function itemListJsonLd(products: readonly ListedProduct[], siteOrigin: string, firstPosition = 1): Record<string, unknown> {
  return {
    "@context": SCHEMA_ORG_CONTEXT,
    "@type": "ItemList",
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      "@type": "ListItem",
      position: firstPosition + index,
      name: product.name,
      url: absoluteUrl(siteOrigin, product.href),
    })),
  };
}
