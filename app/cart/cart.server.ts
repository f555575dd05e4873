import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { moneyColumnSuffix, type MarketConfig } from "#app/markets/config.ts";
import { isHttps, parseCookies, serializeCookie } from "#app/http/cookies.ts";
import { CART_COOKIES, CART_COOKIE_MAX_AGE_SECONDS } from "./cart-cookie";
import { CART_REFUSALS, liveQuantity, type CommandRefusal, type LineCommand, type StoredLine } from "./cart-lines";
import type { CartObject, CartRef, LineOutcome } from "#worker/cart-object.ts";

import { buildProductItemPath } from "#app/urls/listing-url.ts";
import { productImagePath } from "#app/images/product-image-url.ts";
import { brandAtStartOfName, ctaType } from "#app/catalogue/product-rules.ts";
import { describeZodError } from "#app/validation/describe-zod-error.ts";
import { itemPriceRowOf, priceFacts, type PriceFacts } from "#app/pricing/price-facts.ts";
import { priceOrder, unitPrice, type CustomerClass, type LinePricing, type OrderTotals } from "#app/pricing/order-pricing.ts";
import { MAX_PERSONALIZATION_LENGTH, MAX_QUANTITY_PER_LINE, UNDO_WINDOW_MINUTES, lineStatus, type LineStatus } from "./cart-rules";
import type { CatalogueDb } from "#app/catalogue/d1.server.ts";

// The cart behind an HttpOnly cookie; no login. Its lines live in a Durable Object per cart
// (worker/cart-object.ts, decision 0078), named by the cookie's cart id; prices are read from the
// catalogue (D1) at every read: the cart stores item ids and quantities, never a price.

/** Where carts are: their objects (CARTS), and the catalogue that prices them (the request's session, decision 0079). */
export interface CartStore {
  catalogue: CatalogueDb;
  CARTS: DurableObjectNamespace<CartObject>;
}

/** The carts of a request's load context, priced through its catalogue session. */
export const cartStoreOf = (context: Pick<AppLoadContext, "catalogue" | "cloudflare">): CartStore => ({
  catalogue: context.catalogue.db,
  CARTS: context.cloudflare.env.CARTS,
});

/** The object that holds the cart `cartId` (its name is the cookie's id). */
const cartObject = (store: Pick<CartStore, "CARTS">, cartId: string) => store.CARTS.get(store.CARTS.idFromName(cartId));
const cartRef = (market: MarketConfig, cartId: string): CartRef => ({ cartId, market: market.region });

const CART_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function cartIdFrom(cookieHeader: string | null, market: MarketConfig): string | null {
  const id = parseCookies(cookieHeader ?? "")[CART_COOKIES[market.region]];
  return id && CART_ID.test(id) ? id : null;
}

export function cartCookie(request: Request, market: MarketConfig, cartId: string): string {
  return serializeCookie(CART_COOKIES[market.region], cartId, {
    httpOnly: true,
    secure: isHttps(request),
    sameSite: "Lax",
    maxAgeSeconds: CART_COOKIE_MAX_AGE_SECONDS,
  });
}

// ---------------------------------------------------------------------------------------------
// Commands: what a form or a fetcher posts to /app/cart

const itemId = z.string({ required_error: "itemId is required" }).regex(/^\d{1,12}$/, "itemId must be a catalogue item id");
/** Absent means "as it is": a card's Add to Cart does not turn an Autoship line into a one-time one. */
const flag = z
  .enum(["1", "0", "on", "true", "false"], { errorMap: () => ({ message: "must be 1 or 0" }) })
  .optional()
  .transform((value) => (value === undefined ? undefined : value === "1" || value === "on" || value === "true"));
const quantity = (min: number) =>
  z.coerce
    .number({ invalid_type_error: "quantity must be a number" })
    .int("quantity must be a whole number")
    .min(min, `quantity must be at least ${min}`)
    .max(MAX_QUANTITY_PER_LINE, `quantity must be at most ${MAX_QUANTITY_PER_LINE}`);

export const CartCommand = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add"),
    itemId,
    quantity: quantity(1).default(1),
    autoship: flag,
    personalization: z.string().trim().max(MAX_PERSONALIZATION_LENGTH, `personalization is at most ${MAX_PERSONALIZATION_LENGTH} characters`).optional(),
  }),
  z.object({ intent: z.literal("set-quantity"), itemId, quantity: quantity(0) }),
  z.object({ intent: z.literal("remove"), itemId }),
  z.object({ intent: z.literal("undo-remove"), itemId }),
]);
export type CartCommand = z.infer<typeof CartCommand>;

export type CommandParse = { ok: true; command: CartCommand } | { ok: false; field: string; error: string };

export function parseCartCommand(form: FormData): CommandParse {
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string" && value !== "") fields[key] = value;
  if (!fields.intent) return { ok: false, field: "intent", error: "intent: must be add, set-quantity, remove or undo-remove" };
  const parsed = CartCommand.safeParse(fields);
  if (parsed.success) return { ok: true, command: parsed.data };
  const [issue] = describeZodError(parsed.error);
  return { ok: false, field: issue.field, error: issue.message };
}

// ---------------------------------------------------------------------------------------------
// Reading

/** The catalogue's facts of an item a cart line names: what it is, whether it is sold, and its prices now. */
const ItemRow = z.object({
  item_id: z.number(),
  part_number: z.string(),
  item_name: z.string(),
  price: z.number(),
  strike: z.number().nullable(),
  strike_type: z.string().nullable(),
  autoship_price: z.number().nullable(),
  autoship_discount_pct: z.number().nullable(),
  first_autoship_pct: z.number().nullable(),
  first_autoship_max: z.number().nullable(),
  ppu: z.number().nullable(),
  unit_of_measure: z.string().nullable(),
  inventory: z.number(),
  item_published: z.number(),
  item_discontinued: z.number(),
  product_id: z.number(),
  parent_part_number: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  brand: z.string(),
  product_published: z.number(),
  product_discontinued: z.number(),
  is_autoship_allowed: z.number(),
  is_gift_card: z.number(),
  is_customizable: z.number(),
  is_prescription: z.number(),
  is_rx_vet_diet: z.number(),
  deal_id: z.string().nullable(),
  map_enforced: z.number(),
  map_type: z.number().nullable(),
  map_savings: z.number().nullable(),
});
type ItemRow = z.infer<typeof ItemRow>;
/** A line as the cart stores it, with its item as the catalogue has it now. */
type LineRow = ItemRow & Pick<StoredLine, "quantity" | "autoship" | "personalization" | "removed_at">;

const money = moneyColumnSuffix;

/** The items (?1, a JSON array of ids) as the catalogue has them now, in the market's currency. */
const itemSelect = (market: MarketConfig) => `
  SELECT i.id AS item_id, i.part_number, i.name AS item_name, i.price_${money(market)} AS price, i.strike_${money(market)} AS strike, i.strike_type,
         i.autoship_${money(market)} AS autoship_price, i.autoship_discount_pct, i.first_autoship_pct, i.first_autoship_max_${money(market)} AS first_autoship_max,
         i.ppu_${money(market)} AS ppu, i.unit_of_measure, i.inventory, i.published AS item_published, i.discontinued AS item_discontinued,
         i.map_enforced, i.map_type, i.map_savings_${money(market)} AS map_savings,
         p.id AS product_id, p.part_number AS parent_part_number, p.name, p.slug, p.image, b.name AS brand,
         p.published AS product_published, p.is_discontinued AS product_discontinued, p.is_autoship_allowed, p.deal_id,
         p.is_gift_card, p.is_customizable, p.is_prescription, p.is_rx_vet_diet
    FROM items i
    JOIN products p ON p.id = i.product_id
    JOIN brands b ON b.id = p.brand_id
   WHERE i.id IN (SELECT value FROM json_each(?1))`;

/** The catalogue rows of `itemIds`, by id (one query: the cart's lines are at most MAX_CART_LINES). */
async function readItems(db: CatalogueDb, market: MarketConfig, itemIds: number[]): Promise<Map<number, ItemRow>> {
  if (itemIds.length === 0) return new Map();
  const { results } = await db.prepare(itemSelect(market)).bind(JSON.stringify(itemIds)).all();
  return new Map(
    z
      .array(ItemRow)
      .parse(results)
      .map((row) => [row.item_id, row]),
  );
}

/** Stored lines with their items; a line whose item has left the catalogue is not shown. */
function withItems(lines: StoredLine[], items: Map<number, ItemRow>): LineRow[] {
  return lines.flatMap((line) => {
    const item = items.get(line.item_id);
    return item ? [{ ...item, quantity: line.quantity, autoship: line.autoship, personalization: line.personalization, removed_at: line.removed_at }] : [];
  });
}

export interface CartLine {
  itemId: string;
  productId: string;
  partNumber: string;
  parentPartNumber: string;
  name: string;
  brand: string;
  /** The brand line above the name: none when the name starts with the brand (it would read twice). */
  brandLine: string | null;
  /** The item's option values, e.g. "30 lb, Chicken". */
  option: string;
  image: string;
  href: string;
  quantity: number;
  autoship: boolean;
  autoshipAllowed: boolean;
  personalization: string | null;
  status: LineStatus;
  /** The item's price facts now (app/pricing/price-facts.ts): the browser prices pending changes from them too. */
  facts: PriceFacts;
  /** What the order charges (app/pricing/order-pricing.ts): a unit, which price that is, the promotion's saving, the line. */
  unitCents: number;
  pricing: LinePricing;
  repeatCents: number | null;
  promotionCents: number;
  lineCents: number;
}

export interface Cart {
  id: string | null;
  /** who it is priced for (a first Autoship order's price is a new customer's) */
  customer: CustomerClass;
  lines: CartLine[];
  /** Removed in the last UNDO_WINDOW_MINUTES: offered for "Undo". */
  removed: CartLine[];
  totals: OrderTotals;
}

/** A line's item price facts, from the one owner (the card and the product page read the same). */
function lineFacts(row: LineRow, market: MarketConfig): PriceFacts {
  // (the line's own `autoship` is the shopper's choice: the item's Autoship price is `autoship_price`)
  return priceFacts(itemPriceRowOf({ ...row, autoship: row.autoship_price }), { autoshipAllowed: row.is_autoship_allowed === 1, dealId: row.deal_id }, market);
}

/** Which item a line is, as the cart page and a change's report name it. */
const lineIdentity = (row: LineRow) => ({
  itemId: String(row.item_id),
  productId: String(row.product_id),
  partNumber: row.part_number,
  parentPartNumber: row.parent_part_number,
  name: row.name,
  brand: row.brand,
  brandLine: brandAtStartOfName(row) ? null : row.brand,
  option: row.item_name,
});

const statusOf = (row: LineRow): LineStatus =>
  lineStatus({
    inventory: row.inventory,
    itemPublished: row.item_published === 1,
    productPublished: row.product_published === 1,
    discontinued: row.item_discontinued === 1 || row.product_discontinued === 1,
  });

/** The lines as the order prices them: promotions span lines, so a line's price is known only with the others. */
function pricedLines(rows: LineRow[], market: MarketConfig, customer: CustomerClass): { lines: CartLine[]; totals: OrderTotals } {
  const inputs = rows.map((row) => ({
    key: String(row.item_id),
    quantity: row.quantity,
    autoship: row.autoship === 1 && row.is_autoship_allowed === 1,
    available: statusOf(row) === "available",
    facts: lineFacts(row, market),
  }));
  const order = priceOrder(inputs, customer);
  const lines = rows.map((row, index): CartLine => {
    const priced = order.lines[index];
    return {
      ...lineIdentity(row),
      // The product's own drawn front (docs/decisions/0060), as on its card: 200 px for a 72-96 px thumbnail on a 2x screen.
      image: productImagePath({ catalogEntryId: row.product_id, name: row.name, brand: row.brand, image: row.image }, "front", 200, "webp"),
      href: buildProductItemPath({ slug: row.slug, catalogEntryId: row.product_id }, row.item_id),
      quantity: row.quantity,
      autoship: inputs[index].autoship,
      autoshipAllowed: row.is_autoship_allowed === 1,
      personalization: row.personalization,
      status: statusOf(row),
      facts: inputs[index].facts,
      unitCents: priced.unitCents,
      pricing: priced.pricing,
      repeatCents: priced.repeatCents,
      promotionCents: priced.promotionCents,
      lineCents: priced.lineCents,
    };
  });
  return { lines, totals: order.totals };
}

const EMPTY_TOTALS: OrderTotals = Object.freeze({
  itemCount: 0,
  subtotalCents: 0,
  autoshipSavingsCents: 0,
  promotionSavingsCents: 0,
  promotions: [],
  unavailableLines: 0,
}) as OrderTotals;

const EMPTY_CART: Cart = Object.freeze({
  id: null,
  customer: "new",
  lines: [],
  removed: [],
  totals: EMPTY_TOTALS,
}) as Cart;

export async function readCart(
  store: CartStore,
  market: MarketConfig,
  cartId: string | null,
  { customer = "new", now = new Date() }: { customer?: CustomerClass; now?: Date } = {},
): Promise<Cart> {
  if (!cartId) return { ...EMPTY_CART, customer };
  const undoSince = new Date(now.getTime() - UNDO_WINDOW_MINUTES * 60_000).toISOString();
  const stored = await cartObject(store, cartId).read(cartRef(market, cartId), undoSince);
  const rows = withItems(
    stored,
    await readItems(
      store.catalogue,
      market,
      stored.map((line) => line.item_id),
    ),
  );
  const live = rows.filter((row) => row.removed_at === null);
  const { lines, totals } = pricedLines(live, market, customer);
  return {
    id: cartId,
    customer,
    lines,
    removed: pricedLines(
      rows.filter((row) => row.removed_at !== null),
      market,
      customer,
    ).lines,
    totals,
  };
}

/** The header's count: units on every line of the cart (flagged ones too: they are still there). */
export async function readCartCount(store: Pick<CartStore, "CARTS">, market: MarketConfig, cartId: string | null): Promise<number> {
  if (!cartId) return 0;
  return cartObject(store, cartId).count(cartRef(market, cartId));
}

// ---------------------------------------------------------------------------------------------
// Writing

/** What changed, for the page (label, announcement) and analytics (spec §4 cart events). */
export interface CartChange {
  kind: "add" | "set-quantity" | "remove" | "undo-remove";
  previousQuantity: number;
  quantity: number;
  line: Pick<CartLine, "itemId" | "productId" | "partNumber" | "parentPartNumber" | "name" | "brand" | "option" | "autoship" | "unitCents">;
}

export type CartCommandResult = { ok: true; cartId: string; created: boolean; change: CartChange; count: number } | CommandRefusal;

/** Whose cart a command changes: the cart its cookie names, and the key a first add claims a cart under (cart-claim.server.ts). */
export interface CartHolder {
  cartId: string | null;
  claimKey: string;
  /** who is shopping: what a unit of the changed line costs them (a new customer's first Autoship order) */
  customer?: CustomerClass;
}

type AddCommand = Extract<CartCommand, { intent: "add" }>;

/**
 * Applies one command. A cart is created on the first add, or joined when the same browser's first
 * add claimed one moments ago (the caller sets the cookie to `cartId` after every change). Every add
 * is checked against the catalogue first: an item must be published, in stock and sold online (not a
 * gift card); then the cart's object applies the command to its lines (worker/cart-object.ts).
 */
export async function applyCartCommand(
  store: CartStore,
  market: MarketConfig,
  holder: CartHolder,
  command: CartCommand,
  now = new Date(),
  newId = () => crypto.randomUUID(),
): Promise<CartCommandResult> {
  const customer = holder.customer ?? "new";
  const itemId = Number(command.itemId);
  if (command.intent !== "add") {
    if (!holder.cartId) return CART_REFUSALS.notInCart;
    // The line's item is read alongside (not after): its facts only describe the change.
    const [outcome, items] = await Promise.all([
      cartObject(store, holder.cartId).apply(cartRef(market, holder.cartId), { ...command, itemId }, now.getTime()),
      readItems(store.catalogue, market, [itemId]),
    ]);
    if (outcome.kind === "no-cart") return CART_REFUSALS.notInCart;
    if (outcome.kind === "refused") return outcome.refusal;
    const item = items.get(itemId);
    // The item left the catalogue: the cart page does not show its line either.
    if (!item) return CART_REFUSALS.notInCart;
    return done(market, { cartId: holder.cartId, created: false }, command.intent, item, outcome, customer);
  }
  const item = (await readItems(store.catalogue, market, [itemId])).get(itemId);
  if (!item) return CART_REFUSALS.itemNotFound;
  const refusal = refuseItem(item, command);
  if (refusal) return refusal;
  const lineCommand: LineCommand = {
    intent: "add",
    itemId,
    partNumber: item.part_number,
    quantity: Math.min(command.quantity, MAX_QUANTITY_PER_LINE),
    ...(command.autoship !== undefined && { autoship: command.autoship }),
    ...(command.personalization && { personalization: command.personalization }),
  };
  const nowMs = now.getTime();
  let target = { cartId: holder.cartId ?? "", created: false };
  let outcome: LineOutcome = holder.cartId
    ? await cartObject(store, holder.cartId).apply(cartRef(market, holder.cartId), lineCommand, nowMs)
    : { kind: "no-cart" };
  if (outcome.kind === "no-cart") {
    // A first add (no cart cookie, or its cart is gone) claims a cart for the browser, or joins the one
    // its other first adds claimed a moment ago (decision 0032): the claim's own object answers one
    // add at a time, so racing adds all get the same cart.
    target = await store.CARTS.get(store.CARTS.idFromName(`claim:${holder.claimKey}`)).claim(newId(), nowMs);
    outcome = await cartObject(store, target.cartId).apply(cartRef(market, target.cartId), lineCommand, nowMs, true);
  }
  if (outcome.kind === "no-cart") throw new Error(`the claimed cart ${target.cartId} is not a ${market.region} cart`);
  if (outcome.kind === "refused") return outcome.refusal;
  return done(market, target, "add", item, outcome, customer);
}

/** Why the catalogue refuses this add, if it does: unpublished, out of stock, not sold online, or options the item does not take. */
function refuseItem(item: ItemRow, command: AddCommand): CommandRefusal | null {
  if (item.item_published !== 1 || item.product_published !== 1) return CART_REFUSALS.itemNotFound;
  if (item.item_discontinued === 1 || item.product_discontinued === 1 || item.inventory <= 0) return CART_REFUSALS.outOfStock;
  const cta = ctaType({
    isGiftCard: item.is_gift_card === 1,
    isCustomizable: item.is_customizable === 1,
    isPrescription: item.is_prescription === 1,
    isRxVetDiet: item.is_rx_vet_diet === 1,
  });
  if (cta === "none") return CART_REFUSALS.notSoldHere;
  if (command.autoship && item.is_autoship_allowed !== 1) return CART_REFUSALS.autoshipNotAllowed;
  if (cta === "personalize" && !command.personalization) return CART_REFUSALS.personalizationRequired;
  if (cta !== "personalize" && command.personalization) return CART_REFUSALS.personalizationNotAllowed;
  return null;
}

/** What the command changed, as the page and analytics read it: units before and after, and the line's item now. */
function done(
  market: MarketConfig,
  { cartId, created }: { cartId: string; created: boolean },
  kind: CartChange["kind"],
  item: ItemRow,
  { before, after, count }: Extract<LineOutcome, { kind: "done" }>,
  customer: CustomerClass,
): CartCommandResult {
  const row: LineRow = { ...item, quantity: after.quantity, autoship: after.autoship, personalization: after.personalization, removed_at: after.removed_at };
  const autoship = row.autoship === 1 && row.is_autoship_allowed === 1;
  const { itemId, productId, partNumber, parentPartNumber, name, brand, option } = lineIdentity(row);
  // The unit as the order charges it (before promotions, which depend on the whole cart).
  const unitCents = unitPrice(lineFacts(row, market), autoship, customer).cents;
  return {
    ok: true,
    cartId,
    created,
    change: {
      kind,
      previousQuantity: liveQuantity(before),
      quantity: liveQuantity(after),
      line: { itemId, productId, partNumber, parentPartNumber, name, brand, option, autoship, unitCents },
    },
    count,
  };
}
