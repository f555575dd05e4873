import { requestErrorTitle } from "#app/errors/request-error.ts";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useId, useMemo } from "react";
import { useAnalytics } from "#app/analytics/analytics-provider.tsx";
import { pageHeaders } from "#app/http/cache-policy.ts";
import { skipRevalidationAfterShopperWrites } from "#app/http/revalidation.ts";
import { addResources } from "#app/i18n/translator.ts";
import { useTranslation } from "#app/markets/use-market.ts";
import { Breadcrumbs } from "#app/listing/components/breadcrumbs-island.ts";
import { RatingStars } from "#app/listing/components/rating-stars.tsx";
import { PriceLines } from "#app/pricing/components/price-lines.tsx";
import { BuyBox } from "#app/product/components/buy-box.tsx";
import { OptionGroups } from "#app/product/components/option-groups.tsx";
import { ProductGallery } from "#app/product/components/product-gallery.tsx";
import { ProductCarouselsSlot, RecentlyViewedSlot, ShareSlot } from "#app/product/components/product-slots.tsx";
import { loadProductPage } from "#app/product/load-product.server.ts";
import { ReviewsIsland } from "#app/reviews/components/reviews-island.tsx";
import { REVIEWS_ANCHOR } from "#app/reviews/review-pages.ts";
import { StructuredDataScript } from "#app/seo/structured-data-script.tsx";
import pageCopy from "#locales/en-US/shop-product.json";

// This page's own strings join the shop namespace when its module loads (app/i18n/translator.ts).
addResources("en-US", "shop", pageCopy);

// Anonymous and the same for every visitor once personal parts are filled in: kept at the edge.
export const headers = pageHeaders;

export const loader = (args: LoaderFunctionArgs) => loadProductPage(args);

export const shouldRevalidate = skipRevalidationAfterShopperWrites;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [{ title: `${data.product.title} | Tailwise` }, { name: "description", content: data.product.description.slice(0, 160) }, ...data.links]
    : [{ title: requestErrorTitle(404) }];

export default function ProductRoute() {
  const {
    product,
    gallery,
    reviews,
    itemId,
    crumbs,
    optionHrefs,
    shareUrl,
    carouselSlots,
    hasCarousels,
    showsRecentlyViewed,
    showsShare,
    offersNotifyMe,
    brandHref,
  } = useLoaderData<typeof loader>();
  // The same trail on every render of the same data: the breadcrumbs are an island whose code may still be loading.
  const trail = useMemo(() => crumbs.map((c, i) => (i === crumbs.length - 1 ? { label: c.label } : { label: c.label, href: c.href })), [crumbs]);
  const { t } = useTranslation(["shop", "listing"]);
  const emit = useAnalytics();
  const ids = useId();
  const item = product.items.find((i) => i.id === itemId) ?? product.items[0];

  useEffect(() => {
    emit((analytics) =>
      analytics.track("Product Viewed", {
        eventCategory: "pdp",
        eventAction: "view",
        eventLabel: item.partNumber,
        eventNonInt: true,
        products: [
          {
            product_id: product.partNumber,
            sku: item.partNumber,
            name: product.name,
            price: item.price,
            brand: product.brand.name,
            variant: item.name,
            position: 1,
          },
        ],
      }),
    );
    // Once per product and option shown, not again when the page's data revalidates.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids stand for the rest of what is sent
  }, [emit, product.id, item.id]);

  return (
    <article className="product-page">
      <StructuredDataScript id="product-json-ld" />
      <Breadcrumbs crumbs={trail} />
      <div className="product-page__body">
        <ProductGallery name={product.name} image={product.image} pictures={gallery} />
        <div className="product-page__buy">
          <p className="card__brand">{brandHref ? <a href={brandHref}>{product.brand.name}</a> : product.brand.name}</p>
          <h1>{product.name}</h1>
          {/* The stars lead to the reviews they sum up (app/reviews/). */}
          {product.ratingCount > 0 ? (
            <a className="product-page__rating" href={`#${REVIEWS_ANCHOR}`}>
              <RatingStars rating={product.rating} count={product.ratingCount} />
            </a>
          ) : null}
          {/* The price lines every surface shows (app/pricing/components/price-lines.tsx). */}
          <div className="product-price" aria-live="polite" data-testid="product-price">
            <PriceLines view={item.prices} size="product" />
          </div>
          <OptionGroups items={product.items} item={item} optionHrefs={optionHrefs} />
          <BuyBox product={product} item={item} ids={ids} offersNotifyMe={offersNotifyMe} />
          {showsShare ? <ShareSlot catalogEntryId={product.id} productName={product.name} productImageUrl={product.image} url={shareUrl} /> : null}
        </div>
      </div>
      <section className="product-page__description">
        <h2>{t("product.description")}</h2>
        <p>{product.description}</p>
        <p className="product-page__sku">{t("product.sku", { partNumber: item.partNumber })}</p>
      </section>
      <ReviewsIsland reviews={reviews} />
      {/* Shop Similar's link leads here without JavaScript. */}
      <div id="similar-items">
        {carouselSlots.length ? (
          <ProductCarouselsSlot key={product.id} partNumber={item.partNumber} slots={carouselSlots} serverRendered={hasCarousels} />
        ) : null}
      </div>
      {showsRecentlyViewed ? <RecentlyViewedSlot key={product.id} partNumber={item.partNumber} /> : null}
    </article>
  );
}
