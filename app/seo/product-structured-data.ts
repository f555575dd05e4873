/**
 * JSON-LD for the product page (STYLE: Hydrogen `lib/seo.server.ts`): pure builders that return
 * data; the route renders it in `<script type="application/ld+json">` via {@link jsonLdScriptContent}.
 *
 * Why these rules:
 * - spec §3 "Product (for paths and structured data)" and "Structured product data": description,
 *   sku from partNumber, gtin12 from gtin (empty when missing).
 * - spec §3 "Rating summary" (ratingValue, reviewCount, best rating 5) and spec §5: "Structured data
 *   includes the rating block only when a review count exists".
 * - spec §3 "Breadcrumb entry": breadcrumbText and type; type facet is left out of structured data.
 * - Google's Product (merchant listing / product snippet) and BreadcrumbList rich-result rules:
 *   absolute URLs, a price per offer with `.` as the decimal point and no symbol, availability and
 *   condition as schema.org URLs, `item` on every crumb but the last.
 *
 * - Google's merchant listing shipping and returns (issue #27): an offer that ships free says so with
 *   `shippingDetails`, every offer carries the market's `hasMerchantReturnPolicy`; the facts are the
 *   offers table's, shaped by ./merchant-policy.ts (decision 0068). No `priceValidUntil`: the
 *   catalogue knows no end date for any price, and Google reads a date as a promise (decision 0068).
 *
 * Decision: one `Offer` per item rather than an `AggregateOffer`. Google documents merchant
 * listings (price, availability, shipping in Shopping surfaces) with `Offer`; `AggregateOffer`
 * (a low/high price range, meant for several sellers) only qualifies for product snippets and would
 * hide each size's own price, availability and URL. Tailwise is the one seller of every item.
 */
import type { MarketConfig } from "#app/markets/config.ts";
import { CURRENCY_FRACTION_DIGITS } from "#app/pricing/format.ts";
import type { ProductDetail } from "#app/product/product.server.ts";
import type { BreadcrumbType } from "#app/catalogue/search-vocabulary.ts";
import type { FreeShipping, ReturnPolicy } from "./merchant-policy";

// ---------------------------------------------------------------------------------------------
// Constants

export const SCHEMA_ORG_CONTEXT = "https://schema.org";
/** The store's name: the seller named on every offer (it sells its own stock), and the home page's Organization (./site-structured-data.ts). */
export const STORE_NAME = "Tailwise";
/** spec §3 "Rating summary", §9: best rating 5. */
const BEST_RATING = 5;
/** spec §3 "Structured product data": gtin12 is empty when the product has no gtin. */
const MISSING_GTIN = "";

type ItemAvailability = ProductDetail["availability"];

/** Google reads availability only as these schema.org ItemAvailability URLs. */
const SCHEMA_ORG_AVAILABILITY: Readonly<Record<ItemAvailability, string>> = Object.freeze({
  "in-stock": "https://schema.org/InStock",
  "out-of-stock": "https://schema.org/OutOfStock",
  discontinued: "https://schema.org/Discontinued",
});
/** Everything Tailwise sells is new. */
const NEW_CONDITION = "https://schema.org/NewCondition";
/** UN/CEFACT common code for a day, as Google reads a delivery time's unit. */
const DAY_UNIT_CODE = "DAY";
/** Returns are sent back by post: the store has no shops (decision 0068). */
const RETURN_BY_MAIL = "https://schema.org/ReturnByMail";

// ---------------------------------------------------------------------------------------------
// Product

interface StructuredDataItem {
  partNumber: string;
  name: string;
  /** Amount in the market currency, e.g. 12.49. */
  price: number;
  gtin?: string | null;
  availability: ItemAvailability;
  /** Site path of this item, including `?item=`. */
  url: string;
  /** Free shipping when the item alone reaches every shopper's threshold, else null (./merchant-policy.ts). */
  shipping: FreeShipping | null;
}

export interface ProductStructuredDataInput {
  /** e.g. "https://example.com" */
  origin: string;
  /** Canonical path including the market prefix, e.g. "/ca/kibble-co-chicken/dp/101". */
  path: string;
  name: string;
  description: string;
  /** Absolute URL or site path. */
  image: string;
  partNumber: string;
  gtin: string | null | undefined;
  brand: string;
  currency: MarketConfig["currency"];
  rating: { ratingValue: number; reviewCount: number } | null;
  /** The market's returns for this product (./merchant-policy.ts). */
  returnPolicy: ReturnPolicy;
  items: StructuredDataItem[];
}

/** A site path (or an already absolute URL) as an absolute URL on `origin`. */
function absoluteUrl(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, origin).href;
}

/** Google: digits and `.` only, no currency symbol or grouping; 2 decimals as the page shows. */
function offerPrice(amount: number): string {
  return amount.toFixed(CURRENCY_FRACTION_DIGITS);
}

/** Google's OfferShippingDetails: no charge, to the market's country, in its delivery days. */
function shippingDetailsJsonLd(shipping: FreeShipping): Record<string, unknown> {
  return {
    "@type": "OfferShippingDetails",
    shippingRate: { "@type": "MonetaryAmount", value: 0, currency: shipping.currency },
    shippingDestination: { "@type": "DefinedRegion", addressCountry: shipping.country },
    deliveryTime: {
      "@type": "ShippingDeliveryTime",
      // The store states one window from order to door; no separate handling time (decision 0068).
      transitTime: { "@type": "QuantitativeValue", minValue: shipping.deliveryDays.min, maxValue: shipping.deliveryDays.max, unitCode: DAY_UNIT_CODE },
    },
  };
}

/** Google's MerchantReturnPolicy: a finite window by mail, free where the store says so; or none. */
function returnPolicyJsonLd(policy: ReturnPolicy): Record<string, unknown> {
  if (!policy.returnable) {
    return { "@type": "MerchantReturnPolicy", applicableCountry: policy.country, returnPolicyCategory: "https://schema.org/MerchantReturnNotPermitted" };
  }
  return {
    "@type": "MerchantReturnPolicy",
    applicableCountry: policy.country,
    returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
    merchantReturnDays: policy.days,
    returnMethod: RETURN_BY_MAIL,
    // Only a fee the store states: Canada's free return shipping; the US terms say none (decision 0068).
    ...(policy.freeReturnShipping ? { returnFees: "https://schema.org/FreeReturn" } : {}),
  };
}

function offerJsonLd(item: StructuredDataItem, input: ProductStructuredDataInput): Record<string, unknown> {
  return {
    "@type": "Offer",
    name: item.name,
    sku: item.partNumber,
    ...(item.gtin ? { gtin12: item.gtin } : {}),
    price: offerPrice(item.price),
    priceCurrency: input.currency,
    availability: SCHEMA_ORG_AVAILABILITY[item.availability],
    url: absoluteUrl(item.url, input.origin),
    itemCondition: NEW_CONDITION,
    seller: { "@type": "Organization", name: STORE_NAME },
    ...(item.shipping ? { shippingDetails: shippingDetailsJsonLd(item.shipping) } : {}),
    hasMerchantReturnPolicy: returnPolicyJsonLd(input.returnPolicy),
  };
}

/**
 * spec §5: the rating block only when a review count exists — a positive one (0 reviews is none),
 * with a readable ratingValue (Google rejects the block without one).
 */
function hasReviewCount(rating: ProductStructuredDataInput["rating"]): rating is NonNullable<ProductStructuredDataInput["rating"]> {
  return rating !== null && Number.isFinite(rating.reviewCount) && rating.reviewCount > 0 && Number.isFinite(rating.ratingValue);
}

/**
 * The schema.org Product for a product page (spec §3 "Structured product data").
 *
 * Decisions: an item whose price is not a finite amount of at least 0 is left out (Google rejects a
 * whole Product for one unreadable offer price); with no item left the `offers` key is left out
 * rather than sent empty. A product with neither offers nor a rating is then not eligible for a
 * rich result (Google needs one of offers, review or aggregateRating); the page still renders.
 */
export function productJsonLd(input: ProductStructuredDataInput): Record<string, unknown> {
  const offers = input.items.filter((item) => Number.isFinite(item.price) && item.price >= 0).map((item) => offerJsonLd(item, input));
  const { rating } = input;
  return {
    "@context": SCHEMA_ORG_CONTEXT,
    "@type": "Product",
    name: input.name,
    url: absoluteUrl(input.path, input.origin),
    // An empty image would resolve to the home page; left out instead, so validation flags it.
    ...(input.image ? { image: absoluteUrl(input.image, input.origin) } : {}),
    description: input.description,
    sku: input.partNumber,
    // spec §3: "gtin12 from gtin (empty when missing)" — the key is always there.
    gtin12: input.gtin || MISSING_GTIN,
    brand: { "@type": "Brand", name: input.brand },
    ...(offers.length > 0 ? { offers } : {}),
    ...(hasReviewCount(rating)
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: rating.ratingValue,
            reviewCount: rating.reviewCount,
            bestRating: BEST_RATING,
          },
        }
      : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Breadcrumbs

export interface StructuredDataCrumb {
  breadcrumbText: string;
  /** "category", "search", "facet", "product", … (spec §3 "Breadcrumb entry"). */
  type: string;
  /** Site path (with market prefix) or absolute URL; the current page's crumb may have none. */
  href?: string;
}

/**
 * The schema.org BreadcrumbList for a page's trail.
 *
 * - spec §3: crumbs of type facet are left out of structured data; positions are renumbered from 1.
 * - Google: every ListItem but the last needs `item` (an absolute URL); the last may omit it.
 *   Decision: a crumb other than the last that has no href is left out too, as a facet is, rather
 *   than sent without a URL (which Google flags).
 */
export function breadcrumbJsonLd(crumbs: readonly StructuredDataCrumb[], origin: string): Record<string, unknown> {
  const shown = crumbs.filter((crumb) => crumb.type !== ("facet" satisfies BreadcrumbType));
  const listed = shown.filter((crumb, index) => crumb.href || index === shown.length - 1);
  return {
    "@context": SCHEMA_ORG_CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: listed.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.breadcrumbText,
      ...(crumb.href ? { item: absoluteUrl(crumb.href, origin) } : {}),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Rendering

/** Characters that could end the script element or an HTML comment, or break old JS parsers. */
const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;

function unicodeEscape(char: string): string {
  return `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>`, `&`, U+2028 and U+2029 are
 * written as `\uXXXX` escapes, so no product name or description can close the script (`</script>`)
 * or open a comment (`<!--`); JSON.parse reads the same value back.
 */
export function jsonLdScriptContent(value: Record<string, unknown> | readonly Record<string, unknown>[]): string {
  return JSON.stringify(value).replace(SCRIPT_UNSAFE, unicodeEscape);
}
