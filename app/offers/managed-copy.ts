// Offer copy in managed content (the header banner, home and listing zones; docs/decisions/0026,
// 0037). Merchandisers write the banner in the CONTENT KV, but the thresholds belong to the offers
// table (./offers.ts) and differ by visitor class, which a text shown to every shopper cannot know.
// So offer facts are written as placeholders the page fills for its visitor, and copy that states
// an offer fact the table contradicts is refused when content is checked, published or read
// (app/content/content-document.ts). Pure.
import type { MarketConfig } from "#app/markets/config.ts";
import { DELIVERY_TIMEFRAMES, FREE_SHIPPING_THRESHOLDS, offerAmount, RETURNS, WELCOME_OFFER_PLACEHOLDER, WELCOME_OFFERS, type VisitorOffers } from "./offers";

type Region = MarketConfig["region"];
const REGIONS: readonly Region[] = ["us", "ca"];
const MARKET_NAMES: Record<Region, string> = { us: "the US", ca: "Canada" };

/** What a managed text may say through the table: `{freeShippingThreshold}` and so on. */
const OFFER_PLACEHOLDERS = {
  /** "$35" for a new customer in the US, "$49" for an existing one. */
  freeShippingThreshold: (o: VisitorOffers) => offerAmount(o.freeShippingThreshold),
  /** "1-3 day" */
  deliveryTimeframe: (o: VisitorOffers) => o.delivery,
  /** "365" */
  returnsDays: (o: VisitorOffers) => String(o.returnsDays),
} as const satisfies Record<string, (o: VisitorOffers) => string>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** Managed content with every offer placeholder filled for one visitor (strings anywhere inside; the rest as it is). */
export function fillOfferPlaceholders<T>(value: T, offers: VisitorOffers): T {
  if (typeof value === "string") {
    return value.replace(PLACEHOLDER, (whole, name: string) =>
      Object.hasOwn(OFFER_PLACEHOLDERS, name) ? OFFER_PLACEHOLDERS[name as keyof typeof OFFER_PLACEHOLDERS](offers) : whole,
    ) as T;
  }
  if (Array.isArray(value)) return value.map((item) => fillOfferPlaceholders(item, offers)) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillOfferPlaceholders(item, offers)])) as T;
  }
  return value;
}

export interface OfferCopyProblem {
  path: (string | number)[];
  message: string;
}

/** Every string inside a value, with where it is. */
function* textsIn(value: unknown, path: (string | number)[]): Generator<{ text: string; path: (string | number)[] }> {
  if (typeof value === "string") yield { text: value, path };
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* textsIn(item, [...path, index]);
  else if (value !== null && typeof value === "object") for (const [key, item] of Object.entries(value)) yield* textsIn(item, [...path, key]);
}

const FREE_SHIPPING = /free[\s-]+shipping|ships?\s+(?:for\s+)?free/i;
const AMOUNT = /\$\s?(\d+(?:\.\d\d)?)/g;
const TIMEFRAME = /(\d+)\s*(?:-|–|to)\s*(\d+)[\s-]+(?:business[\s-]+)?days?/gi;
const RETURNS_DAYS = [/(\d+)[\s-]+days?[\s-]+(?:free\s+)?returns?/gi, /returns?\b[^.]*?\b(?:within|for|up to)\s+(\d+)\s+days?/gi];
/** Words only the new-customer welcome offer uses (spec §9): its code, its eGift card, a first order, new customers. */
const WELCOME_WORDS = new RegExp(
  `${Object.values(WELCOME_OFFERS)
    .map((offer) => offer.code)
    .join("|")}|\\be-?gift\\b|\\bfirst\\s+order|\\bwelcome\\s+(?:offer|code|gift)|\\bnew\\s+(?:customer|shopper)s?\\b`,
  "i",
);

/** What one text, shown in these markets to new and existing customers alike, says against the table. */
export function offerTextProblems(text: string, regions: readonly Region[]): string[] {
  const problems: string[] = [];
  for (const [, name] of text.matchAll(PLACEHOLDER)) {
    if (!Object.hasOwn(OFFER_PLACEHOLDERS, name))
      problems.push(
        `{${name}} is not an offer placeholder (${Object.keys(OFFER_PLACEHOLDERS)
          .map((p) => `{${p}}`)
          .join(", ")})`,
      );
  }
  if (WELCOME_WORDS.test(text)) {
    problems.push(
      `"${text}" reads as the new-customer welcome offer, which existing customers must never see; managed content is shown to every shopper: place a placeholder of type "${WELCOME_OFFER_PLACEHOLDER}" where it should show`,
    );
  }
  if (FREE_SHIPPING.test(text)) {
    for (const [, amount] of text.matchAll(AMOUNT)) {
      const wrong = regions.filter((r) => Object.values(FREE_SHIPPING_THRESHOLDS[r]).some((threshold) => threshold !== Number(amount)));
      if (!wrong.length) continue;
      const rules = wrong.map(
        (r) =>
          `${offerAmount(FREE_SHIPPING_THRESHOLDS[r].new)} for new and ${offerAmount(FREE_SHIPPING_THRESHOLDS[r].existing)} for existing customers in ${MARKET_NAMES[r]}`,
      );
      problems.push(`"${text}" says $${amount} for free shipping, but the threshold is ${rules.join("; ")}: write {freeShippingThreshold}`);
    }
  }
  for (const [, from, to] of text.matchAll(TIMEFRAME)) {
    const wrong = regions.filter((r) => DELIVERY_TIMEFRAMES[r] !== `${from}-${to} day`);
    if (wrong.length)
      problems.push(
        `"${text}" says ${from}-${to} day, but delivery in ${wrong.map((r) => `${MARKET_NAMES[r]} is ${DELIVERY_TIMEFRAMES[r]}`).join(", ")}: write {deliveryTimeframe}`,
      );
  }
  for (const pattern of RETURNS_DAYS) {
    for (const [, days] of text.matchAll(pattern)) {
      const wrong = regions.filter((r) => RETURNS[r].days !== Number(days));
      if (wrong.length)
        problems.push(
          `"${text}" says returns within ${days} days, but ${wrong.map((r) => `${MARKET_NAMES[r]} gives ${RETURNS[r].days}`).join(", ")}: write {returnsDays}`,
        );
    }
  }
  return problems;
}

/** Managed content as written (the CLI's and the Worker's ContentSource): pages for one or both markets, listing rules per market. */
export interface ManagedContentTexts {
  pages: Readonly<Record<string, unknown>>;
  listing?: { rules?: readonly { markets?: readonly Region[]; zones?: unknown }[] };
}

/** Every place managed content contradicts the offers table, or would show the welcome offer to everyone. */
export function offerCopyProblems(content: ManagedContentTexts): OfferCopyProblem[] {
  const problems: OfferCopyProblem[] = [];
  const check = (value: unknown, path: (string | number)[], regions: readonly Region[]) => {
    for (const { text, path: at } of textsIn(value, path)) for (const message of offerTextProblems(text, regions)) problems.push({ path: at, message });
  };
  for (const [id, entry] of Object.entries(content.pages)) {
    if (entry !== null && typeof entry === "object" && "byMarket" in entry) {
      const byMarket = (entry as { byMarket: Partial<Record<Region, unknown>> }).byMarket;
      for (const region of REGIONS) check(byMarket[region], ["pages", id, "byMarket", region], [region]);
    } else check(entry, ["pages", id], REGIONS);
  }
  // (Read defensively: the schema runs this over whatever it parsed, also when other parts were refused.)
  (content.listing?.rules ?? []).forEach((rule, index) =>
    check(rule?.zones, ["listing", "rules", index, "zones"], Array.isArray(rule?.markets) ? rule.markets : REGIONS),
  );
  return problems;
}
