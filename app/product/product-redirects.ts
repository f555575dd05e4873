import { productSkuPath } from "#app/urls/listing-url.ts";
import { REDIRECT_REASONS, type LoaderRedirect } from "#app/http/loader-redirect.ts";
import type { MarketConfig } from "#app/markets/config.ts";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import { buildCategoryUrl, buildProductPath, type CatalogPrefix } from "#app/urls/listing-url.ts";

/**
 * Product pages (docs/decisions/0009): a wrong or missing slug goes to the canonical product path
 * (301, incorrect slug). A product that is off sale for now (unpublished, or no published item) goes
 * to its category with a 302: it may come back, so search engines keep the address. A product that
 * is out of stock or discontinued is shown, never redirected: the page says so and offers notify-me.
 */
export function decideProductRedirect(input: {
  market: MarketConfig;
  requestedSlug: string | undefined;
  product: { id: string; slug: string; published: boolean; category: { id: string; slug: string; catalogPrefix: CatalogPrefix } };
  /** the page was asked for by its part-number path (`/{slug}/sku/{partNumber}`): a wrong slug keeps that form */
  partNumber?: string;
}): LoaderRedirect | null {
  const { market, requestedSlug, product, partNumber } = input;
  if (!product.published) {
    return {
      location: buildCategoryUrl(market, { catalogPrefix: product.category.catalogPrefix, slug: product.category.slug, groupId: product.category.id }),
      reason: REDIRECT_REASONS.unpublishedProduct,
      status: 302,
    };
  }
  // Compared with the slug the canonical path really has (slugified, or "product" when there is
  // none), so a product with an odd stored slug is not sent to its own address forever.
  const canonical = buildProductPath({ slug: product.slug, catalogEntryId: product.id });
  if (requestedSlug !== canonical.split("/")[1]) {
    return { location: withMarketPrefix(partNumber ? productSkuPath(canonical, partNumber) : canonical, market), reason: REDIRECT_REASONS.incorrectSlug };
  }
  return null;
}
