import { brandPageUrl } from "#app/experiments/brand-paths.ts";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { productCarouselSlots, type ProductCarouselSlot } from "#app/widgets/product-carousel-slots.ts";
import { fetchProductCarousels } from "#app/widgets/carousel-client.server.ts";
import { useIslandSource, ZoneIsland } from "#app/content/components/zone-island.tsx";
import { useServerContent } from "#app/content/server-content.ts";
import type { RootLoaderData } from "#app/root.tsx";
import { skipRevalidationAfterShopperWrites } from "#app/http/revalidation.ts";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { lazy, Suspense, useEffect, useId } from "react";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { useAnalytics } from "#app/analytics/analytics-provider.tsx";
import { AddToCartForm } from "#app/cart/components/add-to-cart-form.tsx";
import { MAX_PERSONALIZATION_LENGTH, MAX_QUANTITY_PER_LINE } from "#app/cart/cart-limits.ts";
import { Breadcrumbs } from "#app/listing/components/breadcrumbs.tsx";
import { RatingStars } from "#app/listing/components/rating-stars.tsx";
import { notFound, runCatalogue } from "#app/listing/load-listing.server.ts";
import { decideProductRedirect, redirectResponse, REDIRECT_REASONS } from "#app/listing/loader-redirects.ts";
import { buildCategoryUrl, buildProductItemPath, buildProductPath, isCatalogPrefix } from "#app/listing/url.ts";
import { PART_NUMBER_PATTERN } from "#app/catalogue/part-number.ts";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import { useMarket } from "#app/markets/use-market.ts";
import { LazyNotifyMeForm } from "#app/notify-me/components/lazy-notify-me-form.tsx";
import { PriceLines } from "#app/pricing/components/price-lines.tsx";
import { usePersonal } from "#app/visitor/personal-context.tsx";
import { optionGroups, selectedItem } from "#app/product/options.ts";
import { loadProduct, productOfPartNumber } from "#app/product/product.server.ts";
import { STOCK_LABELS, STOCK_MESSAGES } from "#app/product/stock.ts";
import { productStructuredData } from "#app/product/product-json-ld.server.ts";
import { pageHeaders } from "#app/http/cache-policy.ts";
import { pageLinks } from "#app/seo/page-links.ts";
import pageCopy from "#locales/en-US/shop-product.json";
import { addResources } from "#app/i18n/translator.ts";

// This page's own strings join the shop namespace when its module loads (app/i18n/translator.ts).
addResources("en-US", "shop", pageCopy);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { market } = context;
  const db = context.cloudflare.env.DB;
  // `/{slug}/dp/{id}`, or the part-number form `/{slug}/sku/{partNumber}` (the partNumberLinks flag's links).
  const partNumber = params.partNumber;
  const named = partNumber === undefined ? null : PART_NUMBER_PATTERN.test(partNumber) ? await runCatalogue(context, "product", () => productOfPartNumber(db, partNumber)) : null;
  if (partNumber !== undefined && !named) throw notFound();
  const id = named ? named.productId : /^\d{1,12}$/.test(params.id ?? "") ? Number(params.id) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  const product = await runCatalogue(context, "product", () => loadProduct(db, market, id));
  if (!product) throw notFound();
  const prefixOf = (value: string) => (isCatalogPrefix(value) ? value : "b");
  const decision = decideProductRedirect({
    market,
    requestedSlug: params.slug,
    product: { id: product.id, slug: product.slug, published: product.published, category: { ...product.category, catalogPrefix: prefixOf(product.category.catalogPrefix) } },
    ...(named && { partNumber }),
  });
  if (decision) throw redirectResponse(decision);
  // A part number of an item not on sale (any more): the product's own page, not another item under its name.
  if (named?.itemId && !product.items.some((i) => i.id === named.itemId)) {
    throw redirectResponse({ location: withMarketPrefix(buildProductPath({ slug: product.slug, catalogEntryId: product.id }), market), reason: REDIRECT_REASONS.unpublishedItem, status: 302 });
  }

  const url = new URL(request.url);
  // A part-number link names its item; `?item=` chooses another.
  const item = selectedItem(product.items, url.searchParams.get("item") ?? named?.itemId ?? null, (i) => i.facts.advertisedCents)!;
  const path = withMarketPrefix(buildProductPath({ slug: product.slug, catalogEntryId: product.id }), market);
  const itemPath = (itemId: string) => withMarketPrefix(buildProductItemPath({ slug: product.slug, catalogEntryId: product.id }, itemId), market);
  // spec §2 breadcrumbs with every level: Home, each published ancestor category, the product.
  const crumbs = [
    { label: "Home", href: withMarketPrefix("/", market), type: "home" },
    ...product.ancestors
      .filter((a) => a.published)
      .map((a) => ({ label: a.name, href: buildCategoryUrl(market, { catalogPrefix: prefixOf(a.catalogPrefix), slug: a.slug, groupId: a.id }), type: "category" })),
    { label: product.name, href: path, type: "product" },
  ];
  const optionHrefs = Object.fromEntries(product.items.map((i) => [i.id, itemPath(i.id)]));
  // Absolute URLs (canonical, alternates, JSON-LD, share) from the configured origin, never the Host header.
  const origin = context.cloudflare.env.SITE_ORIGIN;
  // spec §7 the widget service's carousels for this product (the same for every shopper: kept with
  // the page); a slot that fails or has nothing is left out. Server HTML the browser keeps, not data.
  const flags = await context.flags();
  // An item that cannot be bought now is offered what its card's Shop Similar offers (spec §8).
  const carouselSlots = productCarouselSlots(flags, { inStock: item.stock === "in-stock" });
  // (only a document carries them: after a client-side navigation the browser asks for them itself)
  const carousels = carouselSlots.length && context.rendersDocument ? (await fetchProductCarousels(context, request, item.partNumber, carouselSlots)).map((carousel) => ({ kind: "products" as const, ...carousel })) : [];
  context.serverContent.productCarousels = carousels;
  // spec §4 the brand-path experiment decides the brand link's form.
  const brandHref = product.brand.categoryId === null ? null : brandPageUrl(market, { slug: product.brand.slug, categoryId: product.brand.categoryId }, flags.brandShortPaths);
  return {
    product,
    itemId: item.id,
    crumbs,
    origin,
    path,
    optionHrefs,
    carouselSlots,
    hasCarousels: carousels.length > 0,
    showsRecentlyViewed: flags.recentlyViewed,
    showsShare: flags.shareButton,
    offersNotifyMe: flags.notifyMe,
    brandHref,
    links: pageLinks({ siteOrigin: origin, path }),
  };
}

// Anonymous and the same for every visitor once personal parts are filled in: kept at the edge.
export const headers = pageHeaders;

export const shouldRevalidate = skipRevalidationAfterShopperWrites;


export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: `${data.product.name} | Tailwise` },
        { name: "description", content: data.product.description.slice(0, 160) },
        ...data.links,
      ]
    : [{ title: "Page Not Found" }];

export default function ProductRoute() {
  const { product, itemId, crumbs, origin, path, optionHrefs, carouselSlots, hasCarousels, showsRecentlyViewed, showsShare, offersNotifyMe, brandHref } = useLoaderData<typeof loader>();
  const canonical = origin + path;
  const market = useMarket();
  // JSON-LD is for crawlers, which read the server's HTML: built while rendering on the server (not
  // sent twice in the page's data, and its code not in the browser bundle); hydration keeps what the
  // server wrote.
  const structuredData =
    typeof document === "undefined"
      ? productStructuredData({ product, crumbs, origin, path, optionHrefs, currency: market.currency })
      : document.getElementById(JSON_LD_ID)?.innerHTML ?? "";
  const { t } = useTranslation(["shop", "listing"]);
  const emit = useAnalytics();
  const ids = useId();
  const item = product.items.find((i) => i.id === itemId) ?? product.items[0];
  const groups = optionGroups(product.items, item);

  useEffect(() => {
    emit((analytics) =>
      analytics.track("Product Viewed", {
        eventCategory: "pdp",
        eventAction: "view",
        eventLabel: item.partNumber,
        eventNonInt: true,
        products: [{ product_id: product.partNumber, sku: item.partNumber, name: product.name, price: item.price, brand: product.brand.name, variant: item.name, position: 1 }],
      }),
    );
    // Once per product and option shown, not again when the page's data revalidates.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids stand for the rest of what is sent
  }, [emit, product.id, item.id]);

  return (
    <article className="product-page">
      <script type="application/ld+json" id={JSON_LD_ID} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: structuredData }} />
      <Breadcrumbs crumbs={crumbs.map((c, i) => (i === crumbs.length - 1 ? { label: c.label } : { label: c.label, href: c.href }))} />
      <div className="product-page__body">
        <img className="product-page__image" src={product.image} alt={product.name} width={360} height={360} />
        <div className="product-page__buy">
          <p className="card__brand">{brandHref ? <a href={brandHref}>{product.brand.name}</a> : product.brand.name}</p>
          <h1>{product.name}</h1>
          <RatingStars rating={product.rating} count={product.ratingCount} />
          {/* The price lines every surface shows (app/pricing/components/price-lines.tsx). */}
          <div className="product-price" aria-live="polite" data-testid="product-price">
            <PriceLines view={item.prices} size="product" />
          </div>

          <div id="options" className="product-options">
            {groups.map((group) => {
              const chosen = group.values.find((v) => v.selected)?.value ?? item[group.key];
              return (
                <fieldset key={group.key} className="option-group">
                  <legend>
                    {group.name}: <strong>{chosen}</strong>
                  </legend>
                  <ul>
                    {group.values.map((value) => (
                      <li key={value.value}>
                        <Link
                          to={optionHrefs[value.itemId]}
                          replace
                          preventScrollReset
                          className={`option-chip${value.selected ? " option-chip--selected" : ""}${value.unavailableWith ? " option-chip--unavailable" : ""}`}
                          aria-current={value.selected ? "true" : undefined}
                        >
                          {value.value}
                          {value.unavailableWith ? <span className="option-chip__note">{value.unavailableWith}</span> : null}
                          {/* Which sizes are out of stock, in the stock word every surface uses. */}
                          {!value.unavailableWith && value.stock !== "in-stock" ? <span className="option-chip__note">{STOCK_LABELS[value.stock]}</span> : null}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </fieldset>
              );
            })}
          </div>

          <BuyBox product={product} item={item} ids={ids} offersNotifyMe={offersNotifyMe} />
          {showsShare ? <ShareSlot catalogEntryId={product.id} productName={product.name} productImageUrl={product.image} url={canonical} /> : null}
        </div>
      </div>
      <section className="product-page__description">
        <h2>{t("product.description")}</h2>
        <p>{product.description}</p>
        <p className="product-page__sku">{t("product.sku", { partNumber: item.partNumber })}</p>
      </section>
      {/* Shop Similar's link leads here without JavaScript. */}
      <div id="similar-items">
        {carouselSlots.length ? <ProductCarouselsSlot key={product.id} partNumber={item.partNumber} slots={carouselSlots} serverRendered={hasCarousels} /> : null}
      </div>
      {showsRecentlyViewed ? <RecentlyViewedSlot key={product.id} partNumber={item.partNumber} /> : null}
    </article>
  );
}

const JSON_LD_ID = "product-json-ld";
const RecentlyViewed = lazy(() => import("#app/widgets/components/recently-viewed.tsx"));
const FetchedProductCarousels = lazy(() => import("#app/widgets/components/product-carousels.tsx"));

/**
 * The product's carousels: the server renders them into the page (no copy in the hydration data,
 * decision 0026), the page that hydrates keeps that HTML, and after a client-side navigation the
 * browser asks the widget service for them itself.
 */
function ProductCarouselsSlot({ partNumber, slots, serverRendered }: { partNumber: string; slots: readonly ProductCarouselSlot[]; serverRendered: boolean }) {
  const source = useIslandSource();
  const environment = useRouteLoaderData<RootLoaderData>("root")?.app.environment ?? "dev";
  const carousels = useServerContent()?.productCarousels;
  if (source === "browser") {
    return (
      <Suspense fallback={null}>
        <FetchedProductCarousels partNumber={partNumber} slots={slots} environment={environment} />
      </Suspense>
    );
  }
  return serverRendered ? <ZoneIsland name="product-carousels" components={carousels} /> : null;
}

/**
 * The shopper's own "Recently viewed": asked by the browser once the page runs (never kept with the
 * page). Its own component, so the page around it does not render again when it starts.
 */
function RecentlyViewedSlot({ partNumber }: { partNumber: string }) {
  const environment = useRouteLoaderData<RootLoaderData>("root")?.app.environment ?? "dev";
  return useHydrated() ? (
    <Suspense fallback={null}>
      <RecentlyViewed partNumber={partNumber} environment={environment} />
    </Suspense>
  ) : null;
}

// Sharing needs JavaScript (Web Share API or the clipboard), so the server renders nothing for it and
// the browser loads its code after hydration, not with the page (issue #8 budget).
const ShareButton = lazy(() => import("#app/product/share-button.tsx").then((m) => ({ default: m.ShareButton })));
function ShareSlot(props: { catalogEntryId: string; productName: string; productImageUrl: string; url: string }) {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <ShareButton {...props} />
    </Suspense>
  ) : null;
}

export type LoadedProduct = ReturnType<typeof useLoaderData<typeof loader>>["product"];

/** spec §3, §5: Product (offers per item) and BreadcrumbList, as one JSON-LD script's text. */
function BuyBox({ product, item, ids, offersNotifyMe }: { product: LoadedProduct; item: LoadedProduct["items"][number]; ids: string; offersNotifyMe: boolean }) {
  const { t } = useTranslation(["shop", "listing"]);
  const { hasPurchased } = usePersonal();
  if (item.stock === "discontinued") {
    return (
      <div className="stock stock--gone" role="status">
        <p className="stock__label">{STOCK_MESSAGES.noLongerAvailable}</p>
        <p>{STOCK_MESSAGES.discontinued}</p>
      </div>
    );
  }
  if (item.stock === "out-of-stock") {
    return (
      <div className="stock stock--out">
        <p className="stock__label" role="status">
          {STOCK_MESSAGES.outOfStock}
        </p>
        {offersNotifyMe ? <LazyNotifyMeForm key={item.id} subject={{ productId: product.id }} heading={t("notifyMe.heading")} /> : null}
      </div>
    );
  }
  if (product.cta === "none") return <p className="stock__note">{t("product.giftCard")}</p>;
  return (
    <div className="buy-box">
      <p className="stock__label stock__label--in">{t("product.inStock")}</p>
      {product.isPrescription ? <p className="stock__note">{t("product.prescription")}</p> : null}
      <AddToCartForm key={item.id} itemId={item.id} source="pdp" className="buy-box__form">
        <label htmlFor={`${ids}-qty`}>{t("product.quantity")}</label>
        <input id={`${ids}-qty`} name="quantity" type="number" inputMode="numeric" min={1} max={MAX_QUANTITY_PER_LINE} defaultValue={1} required className="buy-box__qty" />
        {item.prices.autoshipPrice ? (
          <fieldset className="buy-box__autoship">
            <legend>{t("product.purchaseType")}</legend>
            <label>
              <input type="radio" name="autoship" value="0" defaultChecked /> {t("product.oneTime")} ({item.prices.price})
            </label>
            <label>
              <input type="radio" name="autoship" value="1" /> {t("product.autoship", { pct: item.prices.autoshipPct })} ({item.prices.autoshipPrice})
              {/* What the cart charges a new customer's first Autoship order (app/pricing/order-pricing.ts). */}
              {!hasPurchased && item.prices.firstAutoshipPct ? (
                <span className="buy-box__first-autoship">
                  {" "}
                  {item.prices.firstAutoshipPrice ? t("listing:price.firstAutoship", { price: item.prices.firstAutoshipPrice, pct: item.prices.firstAutoshipPct }) : t("listing:price.firstAutoshipPct", { pct: item.prices.firstAutoshipPct })}
                </span>
              ) : null}
            </label>
          </fieldset>
        ) : null}
        {product.cta === "personalize" ? (
          <>
            <label htmlFor={`${ids}-personalization`}>{t("product.personalization", { max: MAX_PERSONALIZATION_LENGTH })}</label>
            <input id={`${ids}-personalization`} name="personalization" type="text" maxLength={MAX_PERSONALIZATION_LENGTH} required aria-describedby={`${ids}-personalization-hint`} />
            <p id={`${ids}-personalization-hint`} className="hint">{t("product.personalizationHint")}</p>
          </>
        ) : null}
      </AddToCartForm>
    </div>
  );
}
