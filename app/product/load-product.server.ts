import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { PART_NUMBER_PATTERN } from "#app/catalogue/product-path.ts";
import { brandPageUrl } from "#app/experiments/brand-paths.ts";
import type { FeatureFlags } from "#app/features/flags.ts";
import { REDIRECT_REASONS, redirectResponse } from "#app/http/loader-redirect.ts";
import { notFound, runCatalogue } from "#app/http/run-catalogue.server.ts";
import { buildCategoryUrl, buildProductItemPath, buildProductPath, isCatalogPrefix } from "#app/urls/listing-url.ts";
import type { MarketConfig } from "#app/markets/config.ts";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import { pageLinks } from "#app/seo/page-links.ts";
import { galleryPictures } from "#app/images/product-image-url.ts";
import { reviewFactsOf, reviewFactsStatement, reviewsPage, starCountsOf, type ReviewFactsRow } from "#app/reviews/load-reviews.server.ts";
import { requestedReviewPage } from "#app/reviews/review-page-param.ts";
import { reviewTotal } from "#app/reviews/review-stars.ts";
import { fetchProductCarousels } from "#app/widgets/carousel-client.server.ts";
import { productCarouselSlots } from "#app/widgets/product-carousel-slots.ts";
import { selectedItem } from "./options";
import { productDetailOf, productOfPartNumber, productStatements, type ProductDetail, type ProductItem } from "./product.server";
import { productStructuredData } from "./product-json-ld.server";
import { decideProductRedirect } from "./product-redirects";

/**
 * The product page's loader (app/routes/product.tsx): the product a path names, or the redirect or
 * 404 it answers instead; the option shown; the links, crumbs and carousels around it.
 */
export async function loadProductPage({ request, params, context }: Pick<LoaderFunctionArgs, "request" | "params" | "context">) {
  const { market } = context;
  const { product, named, reviewFacts } = await productOfPath(context, params);
  const paths = productPaths(product, market);
  // A part-number link names its item; `?item=` chooses another.
  const item = selectedItem(product.items, new URL(request.url).searchParams.get("item") ?? named?.itemId ?? null, (i) => i.facts.advertisedCents)!;
  const crumbs = productCrumbs(product, market, paths.path);
  // Absolute URLs (canonical, alternates, JSON-LD, share) from the configured origin, never the Host header.
  const origin = context.cloudflare.env.SITE_ORIGIN;
  const url = new URL(request.url);
  const reviews = productReviews(context, product, reviewFacts, url);
  // A document carries its reviews in its HTML only (the page keeps it as it hydrates: issue #26's
  // render cost); a client-side navigation (the reviews' pages, another product) gets them as data.
  if (context.rendersDocument) context.serverContent.reviews = reviews;
  const flags = await context.flags();
  const { carouselSlots, hasCarousels } = await productCarousels(context, request, item, flags);
  // JSON-LD is for crawlers, which read the server's HTML: built here for the server's render only
  // (app/seo/structured-data-script.tsx), not sent again in the page's data.
  if (context.rendersDocument) {
    context.serverContent.structuredData = productStructuredData({
      product,
      crumbs,
      origin,
      path: paths.path,
      optionHrefs: paths.optionHrefs,
      market,
    });
  }
  return {
    product,
    gallery: galleryPictures(product.image),
    reviews: context.rendersDocument ? null : reviews,
    itemId: item.id,
    crumbs,
    optionHrefs: paths.optionHrefs,
    // Shared links keep the option the shopper chose (issue #26): the chosen item's address when
    // there is a choice, the product's own otherwise.
    shareUrl: origin + (product.items.length > 1 ? paths.optionHrefs[item.id] : paths.path),
    carouselSlots,
    hasCarousels,
    showsRecentlyViewed: flags.recentlyViewed,
    showsShare: flags.shareButton,
    offersNotifyMe: flags.notifyMe,
    // spec §4 the brand-path experiment decides the brand link's form.
    brandHref:
      product.brand.categoryId === null
        ? null
        : brandPageUrl(market, { slug: product.brand.slug, categoryId: product.brand.categoryId }, flags.brandShortPaths),
    links: pageLinks({ siteOrigin: origin, path: paths.path }),
  };
}

/**
 * The product `/{slug}/dp/{id}` names, or the part-number form `/{slug}/sku/{partNumber}` (the
 * partNumberLinks flag's links); throws the 404 or the redirect (spec §2) when the path is not its own.
 */
async function productOfPath(context: AppLoadContext, params: LoaderFunctionArgs["params"]) {
  const { market } = context;
  const db = context.catalogue.db;
  const partNumber = params.partNumber;
  const named =
    partNumber === undefined
      ? null
      : PART_NUMBER_PATTERN.test(partNumber)
        ? await runCatalogue(context, "product", () => productOfPartNumber(db, partNumber))
        : null;
  if (partNumber !== undefined && !named) throw notFound();
  const id = named ? named.productId : /^\d{1,12}$/.test(params.id ?? "") ? Number(params.id) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  // The reviews' facts need only the id: read in the product's own batch, one round trip (a redirect
  // or a 404 wastes this one indexed read).
  const { product, reviewFacts } = await runCatalogue(context, "product", async () => {
    const statements = productStatements(db, market, id);
    const results = await db.batch([...statements, reviewFactsStatement(db, id)]);
    return { product: productDetailOf(results, market), reviewFacts: reviewFactsOf(results[statements.length]) };
  });
  if (!product) throw notFound();
  const decision = decideProductRedirect({
    market,
    requestedSlug: params.slug,
    product: {
      id: product.id,
      slug: product.slug,
      published: product.published,
      category: { ...product.category, catalogPrefix: catalogPrefixOf(product.category.catalogPrefix) },
    },
    ...(named && { partNumber }),
  });
  if (decision) throw redirectResponse(decision);
  // A part number of an item not on sale (any more): the product's own page, not another item under its name.
  if (named?.itemId && !product.items.some((i) => i.id === named.itemId)) {
    throw redirectResponse({ location: productPaths(product, market).path, reason: REDIRECT_REASONS.unpublishedItem, status: 302 });
  }
  return { product, named, reviewFacts };
}

const catalogPrefixOf = (value: string) => (isCatalogPrefix(value) ? value : "b");

/** The product's market-prefixed path and each option's. */
function productPaths(product: ProductDetail, market: MarketConfig) {
  const pathOf = { slug: product.slug, catalogEntryId: product.id };
  return {
    path: withMarketPrefix(buildProductPath(pathOf), market),
    optionHrefs: Object.fromEntries(product.items.map((i) => [i.id, withMarketPrefix(buildProductItemPath(pathOf, i.id), market)])),
  };
}

/** spec §2 breadcrumbs with every level: Home, each published ancestor category, the product. */
function productCrumbs(product: ProductDetail, market: MarketConfig, path: string) {
  return [
    { label: "Home", href: withMarketPrefix("/", market), type: "home" },
    ...product.ancestors
      .filter((a) => a.published)
      .map((a) => ({
        label: a.name,
        href: buildCategoryUrl(market, { catalogPrefix: catalogPrefixOf(a.catalogPrefix), slug: a.slug, groupId: a.id }),
        type: "category",
      })),
    { label: product.name, href: path, type: "product" },
  ];
}

/**
 * The page of the product's reviews the address asks for (docs/decisions/0058); a page number that
 * is not one of them is a 404, like any other address the shop has no page for.
 */
function productReviews(context: AppLoadContext, product: ProductDetail, facts: ReviewFactsRow | null, url: URL) {
  const id = Number(product.id);
  if (!facts) throw notFound();
  const page = requestedReviewPage(url.searchParams, reviewTotal(starCountsOf(facts)));
  if (page === null) throw notFound();
  return reviewsPage(id, facts, page, url, context.market);
}

/**
 * spec §7 the widget service's carousels for this product (the same for every shopper: kept with
 * the page); a slot that fails or has nothing is left out. Server HTML the browser keeps, not data.
 */
async function productCarousels(context: AppLoadContext, request: Request, item: ProductItem, flags: FeatureFlags) {
  // An item that cannot be bought now is offered what its card's Shop Similar offers (spec §8).
  const carouselSlots = productCarouselSlots(flags, { inStock: item.stock === "in-stock" });
  // (only a document carries them: after a client-side navigation the browser asks for them itself)
  const carousels =
    carouselSlots.length && context.rendersDocument
      ? (await fetchProductCarousels(context, request, item.partNumber, carouselSlots)).map((carousel) => ({ kind: "products" as const, ...carousel }))
      : [];
  context.serverContent.productCarousels = carousels;
  return { carouselSlots, hasCarousels: carousels.length > 0 };
}
