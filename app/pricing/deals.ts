// The promotions a product can be in (spec §3 card `promotions`, `isDeal`; the dealsId facet) and
// what each one does to an order. Declared once: the catalogue generator files products under
// these ids, every surface shows the promotion's name from here, and the cart applies its rule
// (./order-pricing.ts). Pure.

/**
 * How a promotion changes an order (docs/decisions/0034-one-price-owner.md):
 * - `every-nth-free`: among the units of the promotion's products in the cart, every `nth` unit
 *   (the cheapest of each group of `nth`, units taken most expensive first) is free;
 * - `every-nth-pct-off`: likewise, but that unit costs `pct` % less;
 * - `pct-off`: every unit costs `pct` % less;
 * - `first-autoship-pct-off`: an Autoship line of a shopper's first Autoship order costs `pct` % less
 *   (one of the first-order offers, ./price-facts.ts: the better one applies, they never add up);
 * - `spend-reward`: once the promotion's products come to `minimum` (in the market's currency), the
 *   order earns an eGift card of `reward`; no price changes.
 */
export type DealRule =
  | { kind: "every-nth-free"; nth: number }
  | { kind: "every-nth-pct-off"; nth: number; pct: number }
  | { kind: "pct-off"; pct: number }
  | { kind: "first-autoship-pct-off"; pct: number }
  | { kind: "spend-reward"; minimum: number; reward: number };

export interface Deal {
  /** the dealsId facet value and the promotion's id */
  id: string;
  /** what the card, the product page and the cart say the deal is */
  name: string;
  rule: DealRule;
}

export const DEALS = [
  { id: "41001", name: "Buy 2, Get 1 Free", rule: { kind: "every-nth-free", nth: 3 } },
  { id: "41002", name: "Spend $49, Get a $20 eGift Card", rule: { kind: "spend-reward", minimum: 49, reward: 20 } },
  { id: "41003", name: "30% Off Your First Autoship", rule: { kind: "first-autoship-pct-off", pct: 30 } },
  { id: "41004", name: "Save 20% on Select Items", rule: { kind: "pct-off", pct: 20 } },
  { id: "41005", name: "Buy 1, Get 1 50% Off", rule: { kind: "every-nth-pct-off", nth: 2, pct: 50 } },
] as const satisfies readonly Deal[];

const BY_ID: ReadonlyMap<string, Deal> = new Map(DEALS.map((deal) => [deal.id, deal]));

/** The promotion with this id, or null for none or an id this store does not run. */
export function dealById(id: string | null | undefined): Deal | null {
  return id ? (BY_ID.get(id) ?? null) : null;
}

/** A first-Autoship promotion offers nothing on a product without Autoship: it is not that product's deal. */
export function dealAppliesTo(deal: Deal, product: { autoshipAllowed: boolean }): boolean {
  return deal.rule.kind !== "first-autoship-pct-off" || product.autoshipAllowed;
}
