import type { MarketConfig } from "#app/markets/config.ts";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import type { Enrichment, PromoPrice } from "#app/search/enrichment.ts";
import { nextTask } from "#app/ui/next-task.ts";
import type { CardView } from "./view";

// Enrichment after load (spec §4, issue #9): a listing page may come from the edge cache, minutes
// old; once it is shown, the browser asks the catalogue what each card should say now
// (POST /plp/api/enrichments) and the first Autoship order's price (POST /plp/api/promo-pricing),
// and the cards that changed are redrawn; a product that must not show any more is taken out
// (sanitising). Loaded after hydration: nothing of it is in the page's first JavaScript.

/** The APIs take at most this many part numbers a request (spec §7 request schema). */
const PART_NUMBERS_PER_REQUEST = 100;

/**
 * The price text of an amount in the card's market: the page's `formatPrice` (app/pricing/format.ts,
 * the one owner of prices), handed in rather than imported, so this module, loaded after hydration,
 * reaches no module the page's own chunks do not already hold with the same importers (esbuild would
 * otherwise split the number code off into a file of its own on every page: decision 0083).
 */
export type PriceText = (amount: number) => string;

/** A card as the catalogue says it should be now: pure, so it tests without a browser. */
export function enrichedCard(
  card: CardView,
  enrichment: Extract<Enrichment, { remove: false }>,
  promo: PromoPrice | undefined,
  priceText: PriceText,
): CardView {
  // Every price field is replaced by the owner's words now (app/pricing/price-view.ts); none is worked out here.
  const {
    price: _price,
    strikePrice: _s,
    strikeSavingsPct: _sp,
    ppu: _ppu,
    autoshipPrice: _a,
    autoshipPct: _p,
    firstAutoshipPrice: _f,
    firstAutoshipPct: _fp,
    mapMessage: _m,
    deal: _d,
    optionsMessage: _o,
    moreDeals: _md,
    ...rest
  } = card;
  const { firstAutoshipPrice: _ef, firstAutoshipPct: _efp, ...prices } = enrichment.prices;
  const badges: string[] = card.badges.filter((badge) => badge === "new");
  if (enrichment.stock !== "in-stock") badges.push(enrichment.stock);
  return {
    ...rest,
    ...prices,
    // spec §7 promo pricing: the first Autoship order's offer; a price the maker does not allow shown stays for the cart to say.
    ...(promo?.value != null && !promo.isMapEnforced && { firstAutoshipPrice: priceText(promo.value) }),
    ...(promo?.value != null && promo.savings_pct && { firstAutoshipPct: promo.savings_pct }),
    ...(enrichment.optionsMessage && { optionsMessage: enrichment.optionsMessage }),
    badges,
    ...(enrichment.promotions.length > 1 && { moreDeals: enrichment.promotions.length - 1 }),
    inStock: enrichment.inStock,
    itemId: enrichment.addToCartItemId,
  };
}

const sameCard = (a: CardView, b: CardView) => JSON.stringify(a) === JSON.stringify(b);

async function postPartNumbers<T>(market: MarketConfig, path: string, partNumbers: string[], signal: AbortSignal): Promise<Record<string, T>> {
  const answers: Record<string, T> = {};
  for (let i = 0; i < partNumbers.length; i += PART_NUMBERS_PER_REQUEST) {
    const res = await fetch(withMarketPrefix(path, market), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ partNumbers: partNumbers.slice(i, i + PART_NUMBERS_PER_REQUEST) }),
      signal,
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    Object.assign(answers, (await res.json()) as Record<string, T>);
  }
  return answers;
}

/**
 * What changed, by card id: the card as it should be now, or null to take it out. A card the
 * catalogue has nothing new for is left out of the answer (so it is not redrawn).
 */
export async function enrichCards(
  cards: CardView[],
  market: MarketConfig,
  signal: AbortSignal,
  { legacyEnrichment, priceText }: { legacyEnrichment: boolean; priceText: PriceText },
): Promise<Map<string, CardView | null>> {
  // The requests start in a task of their own: a hydrating page asks from its effects, which React
  // runs all in one task (issue #28, Total Blocking Time).
  await nextTask();
  const partNumbers = [...new Set(cards.map((card) => card.partNumber))];
  const [enrichments, promos] = await Promise.all([
    // spec §7: the legacy item service only behind its flag.
    postPartNumbers<Enrichment>(market, legacyEnrichment ? "/api/item/v1/item" : "/plp/api/enrichments", partNumbers, signal),
    postPartNumbers<PromoPrice>(market, "/plp/api/promo-pricing", partNumbers, signal),
  ]);
  const changes = new Map<string, CardView | null>();
  for (const card of cards) {
    const enrichment = enrichments[card.partNumber];
    if (!enrichment) continue;
    if (enrichment.remove) {
      changes.set(card.id, null);
      continue;
    }
    const now = enrichedCard(card, enrichment, promos[card.partNumber], priceText);
    if (!sameCard(card, now)) changes.set(card.id, now);
  }
  return changes;
}
