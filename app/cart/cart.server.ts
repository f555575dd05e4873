import { z } from "zod";
import { moneyColumnSuffix, type MarketConfig } from "#app/markets/config.ts";
import { isHttps, parseCookies, serializeCookie } from "#app/http/cookies.ts";
import { CART_COOKIES, CART_COOKIE_MAX_AGE_SECONDS } from "./cart-cookie";
import { CLAIM_CART_SQL, claimedCartSql } from "./cart-claim.server";

import { buildProductItemPath } from "#app/urls/listing-url.ts";
import { productImagePath } from "#app/images/product-image-url.ts";
import { brandAtStartOfName, ctaType } from "#app/catalogue/product-rules.ts";
import { describeZodError } from "#app/validation/describe-zod-error.ts";
import { itemPriceRowOf, priceFacts, type PriceFacts } from "#app/pricing/price-facts.ts";
import { priceOrder, unitPrice, type CustomerClass, type LinePricing, type OrderTotals } from "#app/pricing/order-pricing.ts";
import { MAX_CART_LINES, MAX_PERSONALIZATION_LENGTH, MAX_QUANTITY_PER_LINE, UNDO_WINDOW_MINUTES, lineStatus, type LineStatus } from "./cart-rules";

// The cart in D1 (tables carts, cart_lines) behind an HttpOnly cookie; no login. Prices are read from
// the catalogue at every read: the cart stores item ids and quantities, never a price.

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

const LineRow = z.object({
  item_id: z.number(),
  quantity: z.number(),
  autoship: z.number(),
  personalization: z.string().nullable(),
  removed_at: z.string().nullable(),
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
  deal_id: z.string().nullable(),
  map_enforced: z.number(),
  map_type: z.number().nullable(),
  map_savings: z.number().nullable(),
});
type LineRow = z.infer<typeof LineRow>;

const money = moneyColumnSuffix;

/** The line columns: the item and product as the catalogue has them now. */
const lineSelect = (market: MarketConfig) => `
  SELECT l.item_id, l.quantity, l.autoship, l.personalization, l.removed_at,
         i.part_number, i.name AS item_name, i.price_${money(market)} AS price, i.strike_${money(market)} AS strike, i.strike_type,
         i.autoship_${money(market)} AS autoship_price, i.autoship_discount_pct, i.first_autoship_pct, i.first_autoship_max_${money(market)} AS first_autoship_max,
         i.ppu_${money(market)} AS ppu, i.unit_of_measure, i.inventory, i.published AS item_published, i.discontinued AS item_discontinued,
         i.map_enforced, i.map_type, i.map_savings_${money(market)} AS map_savings,
         p.id AS product_id, p.part_number AS parent_part_number, p.name, p.slug, p.image, b.name AS brand,
         p.published AS product_published, p.is_discontinued AS product_discontinued, p.is_autoship_allowed, p.deal_id
    FROM cart_lines l
    JOIN carts c ON c.id = l.cart_id AND c.market = ?2
    JOIN items i ON i.id = l.item_id
    JOIN products p ON p.id = i.product_id
    JOIN brands b ON b.id = p.brand_id`;

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
  db: D1Database,
  market: MarketConfig,
  cartId: string | null,
  { customer = "new", now = new Date() }: { customer?: CustomerClass; now?: Date } = {},
): Promise<Cart> {
  if (!cartId) return { ...EMPTY_CART, customer };
  const undoSince = new Date(now.getTime() - UNDO_WINDOW_MINUTES * 60_000).toISOString();
  const { results } = await db
    .prepare(`${lineSelect(market)} WHERE l.cart_id = ?1 AND (l.removed_at IS NULL OR l.removed_at >= ?3) ORDER BY l.added_at, l.item_id`)
    .bind(cartId, market.region, undoSince)
    .all();
  const rows = z.array(LineRow).parse(results);
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
export async function readCartCount(db: D1Database, market: MarketConfig, cartId: string | null): Promise<number> {
  if (!cartId) return 0;
  const row = await db
    .prepare(
      "SELECT COALESCE(SUM(l.quantity), 0) AS count FROM cart_lines l JOIN carts c ON c.id = l.cart_id AND c.market = ?2 WHERE l.cart_id = ?1 AND l.removed_at IS NULL",
    )
    .bind(cartId, market.region)
    .first<{ count: number }>();
  return Number(row?.count ?? 0);
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

export type CartCommandResult =
  | { ok: true; cartId: string; created: boolean; change: CartChange; count: number }
  | { ok: false; status: 400 | 404 | 409 | 422; field?: string; error: string };

const CART_MESSAGES = {
  itemNotFound: "This item is not available.",
  outOfStock: "This item is out of stock.",
  notSoldHere: "This item can't be added to the cart online.",
  autoshipNotAllowed: "autoship: Autoship isn't available for this item.",
  personalizationRequired: "personalization: Enter the text to personalize this item.",
  personalizationNotAllowed: "personalization: This item can't be personalized.",
  cartFull: `Your cart is full (${MAX_CART_LINES} different items). Remove something to add more.`,
  notInCart: "This item is not in your cart.",
  atMost: `You already have the most we sell of this item in one order (${MAX_QUANTITY_PER_LINE}).`,
  otherPersonalization: "This item is already in your cart with other personalization. Change or remove that one first.",
  undoTooLate: "It's too late to undo that. Add the item again from its page.",
} as const;

const ItemFacts = z.object({
  item_id: z.number(),
  inventory: z.number(),
  item_published: z.number(),
  item_discontinued: z.number(),
  product_published: z.number(),
  product_discontinued: z.number(),
  is_autoship_allowed: z.number(),
  is_gift_card: z.number(),
  is_customizable: z.number(),
  is_prescription: z.number(),
  is_rx_vet_diet: z.number(),
  part_number: z.string(),
});

/**
 * Every change marks the cart as used: the change renews the cookie for another 30 days, and the
 * retention job deletes a cart only once its `updated_at` says that cookie has lapsed.
 */
const touchCart = (db: D1Database, cartId: string, cartRef = "?1") =>
  db.prepare(`UPDATE carts SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ${cartRef}`).bind(cartId);

/**
 * Adds to the line (or brings a removed one back) of the cart `cartRef` names: `?1`, its id, or
 * the claimed cart of a first add (claimedCartSql("?1"), ?1 the claim key). The sum is taken in SQL,
 * so two adds at once (a double click, two tabs) both count.
 */
const upsertLineSql = (cartRef: string) => `
  INSERT INTO cart_lines (cart_id, item_id, part_number, quantity, autoship, personalization) VALUES (${cartRef}, ?2, ?3, ?4, COALESCE(?5, 0), ?6)
  ON CONFLICT (cart_id, item_id) DO UPDATE SET
    quantity = MIN(${MAX_QUANTITY_PER_LINE}, CASE WHEN cart_lines.removed_at IS NULL THEN cart_lines.quantity ELSE 0 END + excluded.quantity),
    autoship = CASE WHEN ?5 IS NULL THEN cart_lines.autoship ELSE excluded.autoship END,
    personalization = COALESCE(excluded.personalization, cart_lines.personalization),
    added_at = CASE WHEN cart_lines.removed_at IS NULL THEN cart_lines.added_at ELSE excluded.added_at END,
    removed_at = NULL`;

/** Whose cart a command changes: the cart its cookie names, and the key a first add claims a cart under (cart-claim.server.ts). */
export interface CartHolder {
  cartId: string | null;
  claimKey: string;
  /** who is shopping: what a unit of the changed line costs them (a new customer's first Autoship order) */
  customer?: CustomerClass;
}

const ClaimedCart = z.object({ id: z.string() });

/** Who a command is applied for, and the two reads every command starts from. */
interface CommandContext {
  db: D1Database;
  market: MarketConfig;
  customer: CustomerClass;
  /** the item's line in the cart, removed or not (?1 the cart, ?2 the market, ?3 the item) */
  lineStatement: D1PreparedStatement;
  /** how many lines the cart has that are not removed (?1 the cart, ?2 the market) */
  liveLines: D1PreparedStatement;
}

type AddCommand = Extract<CartCommand, { intent: "add" }>;
type LineCommand = Exclude<CartCommand, { intent: "add" }>;
type CommandRefusal = Extract<CartCommandResult, { ok: false }>;

const NOT_IN_CART: CommandRefusal = { ok: false, status: 404, error: CART_MESSAGES.notInCart };

const countIn = (result: D1Result) => Number((result.results[0] as { n?: number } | undefined)?.n ?? 0);

/**
 * Applies one command. A cart is created on the first add, or joined when the same browser's first
 * add claimed one moments ago (the caller sets the cookie to `cartId` after every change). Every write
 * is checked against the catalogue: an item must be published, in stock and sold online (not a gift
 * card) to be added.
 */
export async function applyCartCommand(
  db: D1Database,
  market: MarketConfig,
  holder: CartHolder,
  command: CartCommand,
  now = new Date(),
  newId = () => crypto.randomUUID(),
): Promise<CartCommandResult> {
  const context: CommandContext = {
    db,
    market,
    customer: holder.customer ?? "new",
    lineStatement: db.prepare(`${lineSelect(market)} WHERE l.cart_id = ?1 AND l.item_id = ?3`),
    liveLines: db.prepare(
      "SELECT COUNT(*) AS n FROM cart_lines l JOIN carts c ON c.id = l.cart_id AND c.market = ?2 WHERE l.cart_id = ?1 AND l.removed_at IS NULL",
    ),
  };
  return command.intent === "add" ? addToCart(context, holder, command, newId) : changeLine(context, holder.cartId, command, now);
}

/** set-quantity, remove and undo-remove: the line must be in the cart (removed, for undo-remove; live, for the others). */
async function changeLine(context: CommandContext, cartId: string | null, command: LineCommand, now: Date): Promise<CartCommandResult> {
  const { db, market, lineStatement, liveLines } = context;
  if (!cartId) return NOT_IN_CART;
  const id = Number(command.itemId);
  const [lineResult, countResult] = await db.batch([lineStatement.bind(cartId, market.region, id), liveLines.bind(cartId, market.region)]);
  if (!lineResult.results[0]) return NOT_IN_CART;
  const line = LineRow.parse(lineResult.results[0]);
  const removed = line.removed_at !== null;
  if ((command.intent === "undo-remove") !== removed) return NOT_IN_CART;
  if (command.intent === "remove" || (command.intent === "set-quantity" && command.quantity === 0))
    return removeLine(context, cartId, id, line, command.intent === "remove" ? "remove" : "set-quantity", now);
  if (command.intent === "undo-remove") return undoRemove(context, cartId, id, line, countIn(countResult), now);
  return setQuantity(context, cartId, id, line, command.quantity);
}

/** Marks the line removed (kept for Undo for UNDO_WINDOW_MINUTES): a remove, or a quantity set to 0. */
async function removeLine(context: CommandContext, cartId: string, id: number, line: LineRow, kind: "remove" | "set-quantity", now: Date) {
  const { db, market, customer } = context;
  await db.batch([
    db.prepare("UPDATE cart_lines SET removed_at = ?3 WHERE cart_id = ?1 AND item_id = ?2").bind(cartId, id, now.toISOString()),
    touchCart(db, cartId),
  ]);
  return done(db, market, cartId, false, kind, line, line.quantity, 0, customer);
}

/** Brings a removed line back with its quantity. */
async function undoRemove(context: CommandContext, cartId: string, id: number, line: LineRow, liveLineCount: number, now: Date): Promise<CartCommandResult> {
  const { db, market, customer } = context;
  // The same window the cart page offers Undo in; and undo cannot grow a cart past its limit.
  if (now.getTime() - Date.parse(line.removed_at!) > UNDO_WINDOW_MINUTES * 60_000) return { ok: false, status: 409, error: CART_MESSAGES.undoTooLate };
  if (liveLineCount >= MAX_CART_LINES) return { ok: false, status: 409, error: CART_MESSAGES.cartFull };
  await db.batch([db.prepare("UPDATE cart_lines SET removed_at = NULL WHERE cart_id = ?1 AND item_id = ?2").bind(cartId, id), touchCart(db, cartId)]);
  return done(db, market, cartId, false, "undo-remove", line, 0, line.quantity, customer);
}

/** A new quantity (1 or more; 0 removes the line) for a live line. */
async function setQuantity(context: CommandContext, cartId: string, id: number, line: LineRow, quantity: number) {
  const { db, market, customer } = context;
  await db.batch([db.prepare("UPDATE cart_lines SET quantity = ?3 WHERE cart_id = ?1 AND item_id = ?2").bind(cartId, id, quantity), touchCart(db, cartId)]);
  return done(db, market, cartId, false, "set-quantity", line, line.quantity, quantity, customer);
}

/** The catalogue facts an add is checked against (?1 the item). */
const ITEM_FACTS_SQL = `SELECT i.id AS item_id, i.inventory, i.published AS item_published, i.discontinued AS item_discontinued, i.part_number,
                p.published AS product_published, p.is_discontinued AS product_discontinued, p.is_autoship_allowed,
                p.is_gift_card, p.is_customizable, p.is_prescription, p.is_rx_vet_diet
           FROM items i JOIN products p ON p.id = i.product_id WHERE i.id = ?1`;

/** add: checks the item and the cart, then adds to the line (claiming a cart on a first add). */
async function addToCart(context: CommandContext, holder: CartHolder, command: AddCommand, newId: () => string): Promise<CartCommandResult> {
  const { db, market, customer, lineStatement, liveLines } = context;
  const { cartId } = holder;
  const id = Number(command.itemId);
  const [itemResult, lineResult, countResult] = await db.batch([
    db.prepare(ITEM_FACTS_SQL).bind(id),
    lineStatement.bind(cartId ?? "", market.region, id),
    liveLines.bind(cartId ?? "", market.region),
  ]);
  const itemRow = itemResult.results[0];
  if (!itemRow) return { ok: false, status: 404, error: CART_MESSAGES.itemNotFound };
  const item = ItemFacts.parse(itemRow);
  const itemRefusal = refuseItem(item, command);
  if (itemRefusal) return itemRefusal;
  const existing = lineResult.results[0] ? LineRow.parse(lineResult.results[0]) : null;
  const live = existing && existing.removed_at === null ? existing : null;
  const lineCount = countIn(countResult);
  const lineRefusal = refuseLine(live, lineCount, command);
  if (lineRefusal) return lineRefusal;
  // A first add (no cart cookie, or its cart is gone) claims a cart for the browser, or joins the one
  // its other first adds claimed a moment ago (decision 0032).
  const firstAdd = !cartId || (!existing && lineCount === 0 && !(await cartExists(db, market, cartId)));
  const added = Math.min(command.quantity, MAX_QUANTITY_PER_LINE);
  const { target, created } = await writeAddedLine(context, holder, firstAdd, { id, partNumber: item.part_number, added, command }, newId);
  const after = LineRow.parse(await lineStatement.bind(target, market.region, id).first());
  // What this add changed, also when another add of the same item landed first (the line it read
  // before may be behind): the quantity after it less what it added, never less than it had seen.
  const previous = Math.min(after.quantity, Math.max(live?.quantity ?? 0, after.quantity - added));
  return done(db, market, target, created, "add", after, previous, after.quantity, customer);
}

/** Why the catalogue refuses this add, if it does: unpublished, out of stock, not sold online, or options the item does not take. */
function refuseItem(item: z.infer<typeof ItemFacts>, command: AddCommand): CommandRefusal | null {
  if (item.item_published !== 1 || item.product_published !== 1) return { ok: false, status: 404, error: CART_MESSAGES.itemNotFound };
  if (item.item_discontinued === 1 || item.product_discontinued === 1 || item.inventory <= 0)
    return { ok: false, status: 409, error: CART_MESSAGES.outOfStock };
  const cta = ctaType({
    isGiftCard: item.is_gift_card === 1,
    isCustomizable: item.is_customizable === 1,
    isPrescription: item.is_prescription === 1,
    isRxVetDiet: item.is_rx_vet_diet === 1,
  });
  if (cta === "none") return { ok: false, status: 422, error: CART_MESSAGES.notSoldHere };
  if (command.autoship && item.is_autoship_allowed !== 1) return { ok: false, status: 400, field: "autoship", error: CART_MESSAGES.autoshipNotAllowed };
  if (cta === "personalize" && !command.personalization)
    return { ok: false, status: 400, field: "personalization", error: CART_MESSAGES.personalizationRequired };
  if (cta !== "personalize" && command.personalization)
    return { ok: false, status: 400, field: "personalization", error: CART_MESSAGES.personalizationNotAllowed };
  return null;
}

/** Why the cart refuses this add, if it does: full, the line at its most, or the item there with other personalization. */
function refuseLine(live: LineRow | null, lineCount: number, command: AddCommand): CommandRefusal | null {
  if (!live && lineCount >= MAX_CART_LINES) return { ok: false, status: 409, error: CART_MESSAGES.cartFull };
  if (live && live.quantity >= MAX_QUANTITY_PER_LINE) return { ok: false, status: 409, error: CART_MESSAGES.atMost };
  // One line per item: a second text for a personalized item would silently replace the first.
  if (live?.personalization && command.personalization && live.personalization !== command.personalization) {
    return { ok: false, status: 409, field: "personalization", error: CART_MESSAGES.otherPersonalization };
  }
  return null;
}

/**
 * Adds to the line. A first add claims its cart, adds the line and reads the claimed id in one batch
 * (one transaction), so racing adds all land in the same cart (decision 0032); `created` when the
 * claim made a new cart rather than joining one.
 */
async function writeAddedLine(
  { db, market }: CommandContext,
  { cartId, claimKey }: CartHolder,
  firstAdd: boolean,
  { id, partNumber, added, command }: { id: number; partNumber: string; added: number; command: AddCommand },
  newId: () => string,
): Promise<{ target: string; created: boolean }> {
  const cartRef = firstAdd ? claimedCartSql("?1") : "?1";
  const cartKey = firstAdd ? claimKey : cartId!;
  const addLine = [
    db
      .prepare(upsertLineSql(cartRef))
      .bind(cartKey, id, partNumber, added, command.autoship === undefined ? null : command.autoship ? 1 : 0, command.personalization ?? null),
    touchCart(db, cartKey, cartRef),
  ];
  if (!firstAdd) {
    await db.batch(addLine);
    return { target: cartId!, created: false };
  }
  const newCart = newId();
  const results = await db.batch([
    db.prepare(CLAIM_CART_SQL).bind(newCart, market.region, claimKey),
    ...addLine,
    db.prepare(`SELECT ${cartRef} AS id`).bind(claimKey),
  ]);
  const target = ClaimedCart.parse(results.at(-1)?.results[0]).id;
  return { target, created: target === newCart };
}

async function cartExists(db: D1Database, market: MarketConfig, cartId: string): Promise<boolean> {
  return (await db.prepare("SELECT 1 AS x FROM carts WHERE id = ?1 AND market = ?2").bind(cartId, market.region).first()) !== null;
}

async function done(
  db: D1Database,
  market: MarketConfig,
  cartId: string,
  created: boolean,
  kind: CartChange["kind"],
  row: LineRow,
  previousQuantity: number,
  quantity: number,
  customer: CustomerClass,
): Promise<CartCommandResult> {
  const autoship = row.autoship === 1 && row.is_autoship_allowed === 1;
  const { itemId, productId, partNumber, parentPartNumber, name, brand, option } = lineIdentity(row);
  // The unit as the order charges it (before promotions, which depend on the whole cart).
  const unitCents = unitPrice(lineFacts(row, market), autoship, customer).cents;
  return {
    ok: true,
    cartId,
    created,
    change: { kind, previousQuantity, quantity, line: { itemId, productId, partNumber, parentPartNumber, name, brand, option, autoship, unitCents } },
    count: await readCartCount(db, market, cartId),
  };
}
