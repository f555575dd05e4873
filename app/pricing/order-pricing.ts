// What an order charges (issue #24): each line's unit price from its item's price facts
// (./price-facts.ts), then the promotions (./deals.ts) over the lines they cover. The cart page,
// its optimistic totals in the browser, checkout and analytics all price an order here. Money in
// integer cents of the market's currency. Pure.
import type { Deal } from "./deals";
import type { PriceFacts } from "./price-facts";

/** spec §6 new vs existing customer: who a first-order offer is for. */
export type CustomerClass = "new" | "existing";

/**
 * The first Autoship order's offer this shopper gets, or null (docs/decisions/0034): a new
 * customer's first order is their first Autoship order; an existing customer has ordered before and
 * the session says nothing of their Autoship history, so no page promises them a first-order price.
 */
export function firstAutoshipOfferFor(facts: Pick<PriceFacts, "autoship">, customer: CustomerClass): NonNullable<PriceFacts["autoship"]>["first"] {
  return customer === "new" ? (facts.autoship?.first ?? null) : null;
}

export type LinePricing = "one-time" | "autoship-first" | "autoship-repeat";

/** The unit price of a line bought once or on Autoship, and which price it is. */
export function unitPrice(facts: PriceFacts, autoship: boolean, customer: CustomerClass): { cents: number; pricing: LinePricing } {
  if (!autoship || !facts.autoship) return { cents: facts.oneTimeCents, pricing: "one-time" };
  const first = firstAutoshipOfferFor(facts, customer);
  return first ? { cents: first.cents, pricing: "autoship-first" } : { cents: facts.autoship.repeatCents, pricing: "autoship-repeat" };
}

export interface OrderLineInput {
  /** the line's key (its item id) */
  key: string;
  quantity: number;
  /** bought on Autoship (ignored when the item has no Autoship) */
  autoship: boolean;
  /** only lines that can be bought count (an out-of-stock or unavailable line is flagged, not charged) */
  available: boolean;
  facts: PriceFacts;
}

interface PricedLine {
  key: string;
  unitCents: number;
  pricing: LinePricing;
  /** what an Autoship line's later deliveries cost a unit; null for one-time lines */
  repeatCents: number | null;
  /** the promotion's saving on this line */
  promotionCents: number;
  /** unit × quantity less the promotion; 0 for a line that is not charged */
  lineCents: number;
}

export interface AppliedPromotion {
  deal: Deal;
  savingsCents: number;
  /** a spend-reward promotion: the eGift card, earned or how far away (cents of spend still missing) */
  reward?: { amount: number; earned: boolean; remainingCents: number };
}

export interface OrderTotals {
  /** units on the lines that are charged */
  itemCount: number;
  /** what the order charges for its items: every charged line, promotions taken off */
  subtotalCents: number;
  /** what Autoship saves on this order against buying once */
  autoshipSavingsCents: number;
  /** what promotions save on this order */
  promotionSavingsCents: number;
  promotions: AppliedPromotion[];
  /** lines flagged and not charged */
  unavailableLines: number;
}

export interface PricedOrder {
  lines: PricedLine[];
  totals: OrderTotals;
}

const pctOf = (cents: number, pct: number) => Math.round((cents * pct) / 100);

/**
 * The promotion's saving per line. Units of every line in the promotion count together, most
 * expensive first, so the unit a "buy N" offer makes free or cheaper is the cheapest of each group.
 */
function promotionSavings(deal: Deal, lines: readonly { key: string; unitCents: number; quantity: number }[]): Map<string, number> {
  const savings = new Map<string, number>();
  const add = (key: string, cents: number) => savings.set(key, (savings.get(key) ?? 0) + cents);
  const rule = deal.rule;
  switch (rule.kind) {
    case "pct-off":
      for (const line of lines) add(line.key, pctOf(line.unitCents * line.quantity, rule.pct));
      break;
    case "every-nth-free":
    case "every-nth-pct-off": {
      const units = lines.flatMap((line) => Array.from({ length: line.quantity }, () => line)).sort((a, b) => b.unitCents - a.unitCents);
      units.forEach((unit, index) => {
        if ((index + 1) % rule.nth !== 0) return;
        add(unit.key, rule.kind === "every-nth-free" ? unit.unitCents : pctOf(unit.unitCents, rule.pct));
      });
      break;
    }
    case "first-autoship-pct-off": // in the first Autoship order's unit price already (./price-facts.ts)
    case "spend-reward": // no price changes
      break;
  }
  return savings;
}

/** The order as it is charged, for a customer of this class. */
export function priceOrder(lines: readonly OrderLineInput[], customer: CustomerClass): PricedOrder {
  const units = lines.map((line) => ({ line, ...unitPrice(line.facts, line.autoship, customer) }));
  const charged = units.filter((u) => u.line.available && u.line.quantity > 0);
  const byDeal = new Map<string, { deal: Deal; lines: { key: string; unitCents: number; quantity: number }[] }>();
  for (const u of charged) {
    const deal = u.line.facts.deal;
    if (!deal) continue;
    const group = byDeal.get(deal.id) ?? { deal, lines: [] };
    group.lines.push({ key: u.line.key, unitCents: u.cents, quantity: u.line.quantity });
    byDeal.set(deal.id, group);
  }
  const savingsByLine = new Map<string, number>();
  const promotions: AppliedPromotion[] = [];
  for (const { deal, lines: covered } of byDeal.values()) {
    const savings = promotionSavings(deal, covered);
    let total = 0;
    for (const [key, cents] of savings) {
      savingsByLine.set(key, (savingsByLine.get(key) ?? 0) + cents);
      total += cents;
    }
    const promotion: AppliedPromotion = { deal, savingsCents: total };
    if (deal.rule.kind === "spend-reward") {
      const spent = covered.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
      const minimumCents = Math.round(deal.rule.minimum * 100);
      promotion.reward = { amount: deal.rule.reward, earned: spent >= minimumCents, remainingCents: Math.max(0, minimumCents - spent) };
    }
    promotions.push(promotion);
  }

  const totals: OrderTotals = { itemCount: 0, subtotalCents: 0, autoshipSavingsCents: 0, promotionSavingsCents: 0, promotions, unavailableLines: 0 };
  const priced = units.map(({ line, cents, pricing }): PricedLine => {
    const isCharged = line.available && line.quantity > 0;
    const promotionCents = isCharged ? (savingsByLine.get(line.key) ?? 0) : 0;
    const lineCents = isCharged ? cents * line.quantity - promotionCents : 0;
    if (!line.available) totals.unavailableLines += 1;
    if (isCharged) {
      totals.itemCount += line.quantity;
      totals.subtotalCents += lineCents;
      totals.autoshipSavingsCents += (line.facts.oneTimeCents - cents) * line.quantity;
      totals.promotionSavingsCents += promotionCents;
    }
    return {
      key: line.key,
      unitCents: cents,
      pricing,
      repeatCents: pricing === "one-time" ? null : line.facts.autoship!.repeatCents,
      promotionCents,
      lineCents,
    };
  });
  return { lines: priced, totals };
}
