// The pages `npm run audit` checks: one of each kind a shopper lands on, in both markets where the
// markup differs by market (product page, cart). The product is a real in-stock one found through
// the search API, the way the bench finds it, so a reseed never leaves the audit on a dead URL.
import { findProductPage, searchCards } from "#bench/buy-path.ts";

export interface AuditPage {
  /** Short label for the table. */
  name: string;
  /** Path on the local server, market prefix included. */
  path: string;
}

const PRODUCT_TERM = "dog food";

export async function auditPages(base: string): Promise<AuditPage[]> {
  const usProduct = await findProductPage(base, await searchCards(base, PRODUCT_TERM));
  // The CA search API answers unprefixed hrefs (the page adds the market prefix when it renders links).
  const caProduct = "/ca" + (await findProductPage(`${base}/ca`, await searchCards(`${base}/ca`, PRODUCT_TERM)));
  return [
    { name: "home", path: "/" },
    { name: "search", path: "/s?query=dog%20food" },
    { name: "category", path: "/b/dog_c288" },
    { name: "product", path: usProduct },
    { name: "cart", path: "/app/cart" },
    { name: "terms", path: "/app/content/terms" },
    { name: "ca product", path: caProduct },
    { name: "ca cart", path: "/ca/app/cart" },
  ];
}
