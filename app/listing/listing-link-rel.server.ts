import { parseListingUrl } from "#app/urls/listing-url.ts";
import { listingStateRel } from "./listing-robots";

/**
 * A link's rel by its address, as a crawler sees it (./listing-robots.ts listingStateRel, decision
 * 0073); a link that is not a listing's (a product, a content page, the home page) is followed.
 * Server-only: the parser stays out of the browser, and a home page import of the rule re-split
 * the listing's shared chunks (one more file, +160 B gzip).
 */
export function listingLinkRel(href: string): "nofollow" | undefined {
  const target = parseListingUrl(href);
  return target ? listingStateRel(target.route, target.state) : undefined;
}
