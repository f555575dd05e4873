// spec §2 "Redirects": the reasons a page's loader answers with a redirect, and the response that
// carries one out. Shared by the listing's and the product's decisions (app/listing/loader-redirects.ts,
// app/product/product-redirects.ts), which are pure; the loaders only throw what they decide.
import { REDIRECT_REASON_HEADER, redirectCacheControl } from "#redirects/headers.ts";

export const REDIRECT_REASONS = {
  incorrectSlug: "incorrect-slug",
  replacementGroup: "replacement-group",
  unpublishedGroup: "unpublished-group",
  zeroInventory: "zero-inventory",
  pageExceedsMaximum: "page-exceeds-maximum",
  stripInvalidRh: "strip-invalid-rh",
  invalidFacetIdPair: "invalid-facet-id-pair",
  brandFacetToBrandsPage: "brand-facet-to-brands-page",
  /** Ours, not the spec's list: a product taken off sale for now (docs/decisions/0009). */
  unpublishedProduct: "unpublished-product",
  /** Ours: a part-number link (`/{slug}/sku/{part number}`) to an item not on sale goes to its product's page. */
  unpublishedItem: "unpublished-item",
  /** Ours: a high-value facet page whose products are exactly a category's goes to the category (decision 0066). */
  duplicateFacetPage: "duplicate-facet-page",
} as const;
type RedirectReason = (typeof REDIRECT_REASONS)[keyof typeof REDIRECT_REASONS];

export interface LoaderRedirect {
  location: string;
  reason: RedirectReason;
  /** 301 unless the state is temporary (302). */
  status?: 301 | 302;
}

/**
 * The redirect a loader throws: 301 (these addresses are permanently wrong) unless temporary, with
 * the reason header and the same cache lifetime as the Worker's table redirects (a 301 for an hour,
 * a 302 not at all).
 */
export function redirectResponse(decision: LoaderRedirect): Response {
  const status = decision.status ?? 301;
  return new Response(null, {
    status,
    headers: { Location: decision.location, [REDIRECT_REASON_HEADER]: decision.reason, "Cache-Control": redirectCacheControl(status) },
  });
}
