// The pages `npm run audit` checks: one of each kind a shopper lands on, in both markets where the
// markup differs by market (product page, cart). The product is a real in-stock one found through
// the search API, the way the bench finds it, so a reseed never leaves the audit on a dead URL.
import { findProductPage, searchCards } from "#bench/buy-path.ts";

export interface AuditPage {
  /** Short label for the table. */
  name: string;
  /** Path on the local server, market prefix included. */
  path: string;
  /** A listing page: held to accessibility 100 and every SEO audit but the intended noindex (./gate.ts). */
  listing?: boolean;
}

const PRODUCT_TERM = "dog food";

export async function auditPages(base: string): Promise<AuditPage[]> {
  const usProduct = await findProductPage(base, await searchCards(base, PRODUCT_TERM));
  // The CA search API answers unprefixed hrefs (the page adds the market prefix when it renders links).
  const caProduct = "/ca" + (await findProductPage(`${base}/ca`, await searchCards(`${base}/ca`, PRODUCT_TERM)));
  return [
    { name: "home", path: "/" },
    { name: "search", path: "/s?query=dog%20food", listing: true },
    { name: "category", path: "/b/dog_c288", listing: true },
    { name: "ca search", path: "/ca/s?query=cat%20litter", listing: true },
    { name: "ca category", path: "/ca/b/cat_c325", listing: true },
    // Issue #9: the facet, brand and no-results pages in both markets.
    { name: "facet page", path: await highValueFacetPage(base), listing: true },
    { name: "ca facet page", path: `/ca${await highValueFacetPage(base)}`, listing: true },
    { name: "brand page", path: await firstSitemapPage(base, "us-brands-1.xml"), listing: true },
    { name: "ca brand page", path: await firstSitemapPage(base, "ca-brands-1.xml"), listing: true },
    { name: "no results", path: "/s?query=zzqqxx", listing: true },
    { name: "ca no results", path: "/ca/s?query=zzqqxx", listing: true },
    { name: "landing", path: "/ca/sp/grain-free-dog-food", listing: true },
    { name: "sponsored", path: "/sl/barkwell-for-dogs", listing: true },
    { name: "pharmacy", path: "/ca/b/pain-arthritis_c20906", listing: true },
    { name: "product", path: usProduct },
    { name: "cart", path: "/app/cart" },
    { name: "terms", path: "/app/content/terms" },
    { name: "ca product", path: caProduct },
    { name: "ca cart", path: "/ca/app/cart" },
  ];
}

/** The Dog category's first brand page (issue #9 high-value facet pages), by the redirect a wrong slug gets. */
async function highValueFacetPage(base: string): Promise<string> {
  const res = await fetch(`${base}/plp/api/facets`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ groupId: "288" }),
  });
  const { facets } = (await res.json()) as { facets: { key: string; facetId: number; values: { id: string }[] }[] };
  const brand = facets.find((f) => f.key === "brand_facet")!;
  const wrong = await fetch(`${base}/f/x_c288_f${brand.facetId}v${brand.values[0].id.slice(0, 6)}`, { redirect: "manual" });
  return new URL(wrong.headers.get("location")!, base).pathname;
}

/** The first page a sitemap file lists, as a path on this server. */
async function firstSitemapPage(base: string, file: string): Promise<string> {
  const xml = await (await fetch(`${base}/sitemaps/${file}`)).text();
  return new URL(/<loc>([^<]+)<\/loc>/.exec(xml)![1]).pathname;
}
