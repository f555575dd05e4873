import { productImageSources } from "#app/images/product-image-url.ts";
import type { MarketConfig } from "#app/markets/config.ts";
import type { ProductDetail } from "./product.server";
import { offerShipping, returnPolicy } from "#app/seo/merchant-policy.ts";
import { breadcrumbJsonLd, jsonLdScriptContent, productJsonLd } from "#app/seo/product-structured-data.ts";

/** The product page's JSON-LD (Product with an offer per item, BreadcrumbList), built by the loader for the server's render only (./load-product.server.ts). */
export function productStructuredData(input: {
  product: ProductDetail;
  crumbs: { label: string; href: string; type: string }[];
  origin: string;
  path: string;
  optionHrefs: Record<string, string>;
  market: Pick<MarketConfig, "region" | "currency">;
}): string {
  const { product, crumbs, origin, path, optionHrefs, market } = input;
  return jsonLdScriptContent([
    productJsonLd({
      origin,
      path,
      name: product.name,
      description: product.description,
      // The feed-ready JPEG (absolute in the JSON-LD): crawlers and merchant feeds take it everywhere.
      image: productImageSources(product.image)?.jpeg ?? product.image,
      partNumber: product.partNumber,
      gtin: product.gtin,
      brand: product.brand.name,
      currency: market.currency,
      rating: product.ratingCount > 0 ? { ratingValue: product.rating, reviewCount: product.ratingCount } : null,
      returnPolicy: returnPolicy(market, product),
      items: product.items.map((i) => ({
        partNumber: i.partNumber,
        name: i.name,
        price: i.price,
        gtin: i.gtin,
        availability: i.stock,
        url: optionHrefs[i.id],
        // Free shipping is measured on what the cart charges for one unit (the price owner's one-time price).
        shipping: offerShipping(market, i.facts.oneTimeCents),
      })),
    }),
    breadcrumbJsonLd(
      crumbs.map((c) => ({ breadcrumbText: c.label, type: c.type, href: c.href })),
      origin,
    ),
  ]);
}
