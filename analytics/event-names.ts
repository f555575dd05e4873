import { MESSAGES, UNIDENTIFIED_EVENT_NAME } from "./constants";
import type { Logger } from "./logger";

// spec §5 "Event-name mapping": category:action:label patterns to friendly customer-data-platform names.
// The spec withholds the exact patterns; these are this storefront's, one group per spec §2 feature area.
// "*" matches any text (labels may contain ":"); matching ignores case and repeated spaces; first match wins,
// so specific rows come before a feature area's catch-all. Names that Segment's e-commerce v2 spec defines
// (Product Clicked, Product List Filtered, Cart Viewed, Product Added to Wishlist...) use Segment's wording.

export const EVENT_NAME_TABLE: ReadonlyArray<readonly [pattern: string, name: string]> = [
  // page views and personalization (spec §5 "Page Viewed", "personalize")
  ["page:view:*", "Page Viewed"],
  ["*:personalize:*", "personalize"],

  // product lists: facets, sort, sub-category navigation, related lists, visually-similar products
  ["plp:facet*:*", "Product List Filtered"],
  ["plp:sort*:*", "Product List Filtered"],
  ["plp:sub-category*:*", "Navigation Clicked"],
  ["plp:product impression*:*", "Product List Viewed"],
  ["plp:product click*:*", "Product Clicked"],
  ["plp:add to autoship:*", "Product Added"],
  ["plp:add to cart:*", "Product Added"],
  ["related list*:view*:*", "Product List Viewed"],
  ["related list*:*:*", "Product Clicked"],
  ["visually similar*:view*:*", "Product List Viewed"],
  ["visually similar*:*:*", "Product Clicked"],

  // product detail pages: description, reviews, FAQ, attributes
  ["pdp:view*:*", "Product Viewed"],
  ["pdp:add once to autoship:*", "addOnceToAutoship"],
  ["pdp:add to autoship:*", "Product Added"],
  ["pdp:add to cart:*", "Product Added"],
  ["pdp:show more table*:*", "Show More Table Button Clicked"],
  ["pdp:write a review:*", "Product Reviewed"],
  ["pdp:review*:*", "Asset Clicked"],
  ["pdp:description*:*", "Asset Clicked"],
  ["pdp:faq*:*", "Asset Clicked"],
  ["pdp:attribute*:*", "Asset Clicked"],
  ["pdp:*:*", "Product Clicked"],

  // mini cart (spec §4: quantity changes become Product Added / Product Removed)
  ["mini cart:view*:*", "Cart Viewed"],
  ["mini cart:remove*:*", "Product Removed"],
  ["mini cart:undo remove*:*", "Product Added"],
  ["mini cart:quantity increase*:*", "Product Added"],
  ["mini cart:quantity decrease*:*", "Product Removed"],
  ["mini cart:checkout*:*", "Checkout Started"],
  ["mini cart:*:*", "Asset Clicked"],

  // checkout: order type, pet weight, place order
  ["checkout:start*:*", "Checkout Started"],
  ["checkout:order type*:*", "Checkout Step Completed"],
  ["checkout:pet weight*:*", "Checkout Step Completed"],
  ["checkout:place order:*fail*", "Checkout Step Failed"],
  ["checkout:*fail*:*", "Checkout Step Failed"],
  ["checkout:place order*:*", "Checkout Completed"],
  ["checkout:remove*:*", "Product Removed"],

  // autoship management
  ["autoship:add once to autoship:*", "addOnceToAutoship"],
  ["autoship:discontinued*:view*", "Error Viewed"],
  ["autoship:view*:*", "Autoship Viewed"],
  ["autoship:savings*:*", "Autoship Viewed"],
  ["autoship:rename*:*", "Autoship Updated"],
  ["autoship:change frequency*:*", "Autoship Updated"],
  ["autoship:change next order date*:*", "Autoship Updated"],
  ["autoship:skip*:*", "Autoship Updated"],
  ["autoship:ship now*:*", "Autoship Updated"],
  ["autoship:cancel*:*", "Autoship Updated"],
  ["autoship:discontinued*:replace*", "Autoship Updated"],
  ["autoship:promo code*:*", "Autoship Updated"],
  ["autoship:gift card*:*", "Autoship Updated"],
  ["autoship:account balance*:*", "Autoship Updated"],
  ["autoship:*:*", "Autoship Clicked"],

  // pet profile creation and edit
  ["pet profile:start*:*", "Pet Profile Started"],
  ["pet profile:create*:*", "Pet Profile Created"],
  ["pet profile:edit*:*", "Pet Profile Updated"],
  ["pet profile:*type*:*", "Pet Profile Step Completed"],
  ["pet profile:name*:*", "Pet Profile Step Completed"],
  ["pet profile:weight*:*", "Pet Profile Step Completed"],
  ["pet profile:breed*:*", "Pet Profile Step Completed"],
  ["pet profile:avatar*:*", "Pet Profile Step Completed"],
  ["pet profile:gender*:*", "Pet Profile Step Completed"],
  ["pet profile:birthday*:*", "Pet Profile Step Completed"],
  ["pet profile:adoption day*:*", "Pet Profile Step Completed"],
  ["pet profile:medication*:*", "Pet Profile Step Completed"],
  ["pet profile:allerg*:*", "Pet Profile Step Completed"],
  ["pet profile:health condition*:*", "Pet Profile Step Completed"],
  ["pet profile:*:*", "Pet Profile Clicked"],

  // food-finder micro-funnel
  ["food finder:view*:*", "Micro-funnel Step Viewed"],
  ["food finder:*:*", "Micro-funnel Step Completed"],

  // connect-with-a-vet
  ["connect with a vet:view*:*", "Widget Viewed"],
  ["connect with a vet:*:*", "Asset Clicked"],

  // pet insurance steps
  ["insurance:*view*:*", "Insurance Step Viewed"],
  ["insurance:*:*", "Insurance Step Completed"],

  // pharmacy prescriptions and pharmacy product pages
  ["pharmacy:add pet*:*", "Prescription Pet Added"],
  ["pharmacy:add vet*:*", "Prescription Vet Added"],
  ["pharmacy:approval method*:*", "Prescription Approval Method Selected"],
  ["pharmacy:*view*:*", "Prescription Viewed"],
  ["pharmacy:*:*", "Prescription Clicked"],

  // favorites
  ["favorites:add*:*", "Product Added to Wishlist"],
  ["favorites:remove*:*", "Product Removed from Wishlist"],
  ["favorites:*:*", "Asset Clicked"],

  // puppy guide
  ["puppy guide:view*:*", "Widget Viewed"],
  ["puppy guide:*:*", "Asset Clicked"],

  // sign-in and account creation
  ["sign in:*fail*:*", "Login Failed"],
  ["sign in:*success*:*", "Login Completed"],
  ["create account:*success*:*", "Account Created"],

  // restricted-states errors (spec §5 "Error Clicked and Error Viewed")
  ["restricted states:view*:*", "Error Viewed"],
  ["restricted states:*:*", "Error Clicked"],

  // search
  ["search:*:*", "Products Searched"],

  // header, top and browse navigation, footer contact links
  ["header:view*:*", "Navigation Viewed"],
  ["top nav*:view*:*", "Navigation Viewed"],
  ["browse nav*:view*:*", "Navigation Viewed"],
  ["header:*:*", "Navigation Clicked"],
  ["top nav*:*:*", "Navigation Clicked"],
  ["browse nav*:*:*", "Navigation Clicked"],
  ["footer:contact*:*", "Navigation Clicked"],
  ["footer:*:*", "Navigation Clicked"],

  // promotions and content widgets: banners, carousels, cards, content blocks, accordions
  ["promotion:view*:*", "Promotion Viewed"],
  ["promotion:click*:*", "Promotion Clicked"],
  ["banner:view*:*", "Widget Viewed"],
  ["carousel:view*:*", "Widget Viewed"],
  ["card:view*:*", "Widget Viewed"],
  ["content block:view*:*", "Widget Viewed"],
  ["accordion:view*:*", "Widget Viewed"],
  ["banner:*:*", "Widget Clicked"],
  ["carousel:*:*", "Widget Clicked"],
  ["card:*:*", "Widget Clicked"],
  ["content block:*:*", "Widget Clicked"],
  ["accordion:*:*", "Widget Clicked"],
];

export interface GaEventFields {
  eventCategory?: unknown;
  eventAction?: unknown;
  eventLabel?: unknown;
}

const norm = (v: unknown) =>
  String(v ?? "")
    .trim()
    .replace(/\s+/g, " ")
    .toLowerCase();

/** The category:action:label key a pattern is matched against (also what the blacklist sees). */
export function eventKey(event: GaEventFields): string {
  return `${norm(event.eventCategory)}:${norm(event.eventAction)}:${norm(event.eventLabel)}`;
}

function compile(pattern: string): RegExp {
  const body = norm(pattern)
    .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
    .replace(/\*/g, ".*");
  return new RegExp(`^${body}$`);
}

let compiled: [RegExp, string][] | undefined; // compiled on first use, not at import (keeps import free)

/** Friendly name for a GA-style event, or "Unidentified GA 360 Event" when no pattern matches. */
export function mapEventName(event: GaEventFields): string {
  compiled ??= EVENT_NAME_TABLE.map(([p, name]) => [compile(p), name]);
  const key = eventKey(event);
  return compiled.find(([re]) => re.test(key))?.[1] ?? UNIDENTIFIED_EVENT_NAME;
}

/** Toggle text (a JSON list of regular expressions) to RegExps; bad entries are logged and skipped. */
export function compileBlacklist(patterns: unknown, logger?: Logger): RegExp[] {
  if (!Array.isArray(patterns)) return [];
  const out: RegExp[] = [];
  for (const p of patterns) {
    try {
      out.push(new RegExp(String(p), "i"));
    } catch {
      logger?.warn(MESSAGES.INVALID_BLACKLIST_PATTERN, p);
    }
  }
  return out;
}

/** spec §4: the configurable blacklist, matched against the category:action:label key and the name. */
export function isBlacklisted(key: string, name: string, blacklist: RegExp[]): boolean {
  return blacklist.some((re) => re.test(key) || re.test(name));
}

export interface NameDecision {
  /** The friendly name (UNIDENTIFIED_EVENT_NAME when unmapped) reported to the data layer and logs. */
  name: string;
  /** spec §4: false when unmapped, blacklisted or flagged to skip; only then is the platform skipped. */
  sendToCdp: boolean;
}

/**
 * spec §4 delivery rule for the platform: an event is mapped to a name unless it is on the configurable
 * blacklist (matched against its category:action:label key and its name), matches no mapping, or is
 * flagged to skip.
 */
export function decideCdpName(event: GaEventFields, options: { blacklist?: RegExp[]; skip?: boolean; name?: string } = {}): NameDecision {
  const name = options.name ?? mapEventName(event);
  const blacklisted = isBlacklisted(eventKey(event), name, options.blacklist ?? []);
  return { name, sendToCdp: !options.skip && name !== UNIDENTIFIED_EVENT_NAME && !blacklisted };
}
