// A cart's own lines and the commands that change them (issue #7 rules, issue #28: one Durable
// Object per cart applies them, worker/cart-object.ts). Pure: what a command does to one line, given
// the line as it is and how many live lines the cart has; the object reads and writes, one command
// at a time, so two tabs' adds never read the same "before". The catalogue's refusals (an item not
// published, out of stock, not sold online) are checked by the Worker before (app/cart/cart.server.ts).

import { MAX_CART_LINES, MAX_QUANTITY_PER_LINE, UNDO_WINDOW_MINUTES } from "./cart-rules";

/** What a cart stores of a line: ids and quantities, never a price (prices are the catalogue's at every read). */
export interface StoredLine {
  item_id: number;
  part_number: string;
  quantity: number;
  /** 1 when the shopper chose Autoship for the line */
  autoship: number;
  personalization: string | null;
  /** ISO 8601; lines are shown in the order they were added */
  added_at: string;
  /** ISO 8601 when removed (kept for Undo for UNDO_WINDOW_MINUTES), else null */
  removed_at: string | null;
}

export type CommandRefusal = { ok: false; status: 400 | 404 | 409 | 422; field?: string; error: string };

/** Every refusal a cart change can answer, with its words: the one owner of each message. */
export const CART_REFUSALS = {
  itemNotFound: { ok: false, status: 404, error: "This item is not available." },
  outOfStock: { ok: false, status: 409, error: "This item is out of stock." },
  notSoldHere: { ok: false, status: 422, error: "This item can't be added to the cart online." },
  autoshipNotAllowed: { ok: false, status: 400, field: "autoship", error: "autoship: Autoship isn't available for this item." },
  personalizationRequired: { ok: false, status: 400, field: "personalization", error: "personalization: Enter the text to personalize this item." },
  personalizationNotAllowed: { ok: false, status: 400, field: "personalization", error: "personalization: This item can't be personalized." },
  cartFull: { ok: false, status: 409, error: `Your cart is full (${MAX_CART_LINES} different items). Remove something to add more.` },
  notInCart: { ok: false, status: 404, error: "This item is not in your cart." },
  atMost: { ok: false, status: 409, error: `You already have the most we sell of this item in one order (${MAX_QUANTITY_PER_LINE}).` },
  otherPersonalization: {
    ok: false,
    status: 409,
    field: "personalization",
    error: "This item is already in your cart with other personalization. Change or remove that one first.",
  },
  undoTooLate: { ok: false, status: 409, error: "It's too late to undo that. Add the item again from its page." },
} as const satisfies Record<string, CommandRefusal>;

/** A command as the cart object takes it: the Worker has parsed it and checked the item against the catalogue. */
export type LineCommand =
  | {
      intent: "add";
      itemId: number;
      partNumber: string;
      quantity: number;
      /** absent: as the line is (a card's add does not turn an Autoship line into a one-time one) */
      autoship?: boolean;
      personalization?: string;
    }
  | { intent: "set-quantity"; itemId: number; quantity: number }
  | { intent: "remove" | "undo-remove"; itemId: number };

const isLive = (line: StoredLine | null): line is StoredLine => line !== null && line.removed_at === null;

/**
 * The line after `command`, or why the cart refuses it. `line` is the item's line, removed or not
 * (null when the cart never had it); `liveLines` how many lines the cart has that are not removed.
 */
export function nextLine(line: StoredLine | null, liveLines: number, command: LineCommand, now: Date): { line: StoredLine } | { refusal: CommandRefusal } {
  if (command.intent === "add") return addTo(line, liveLines, command, now);
  if (!line || (command.intent === "undo-remove") === isLive(line)) return { refusal: CART_REFUSALS.notInCart };
  switch (command.intent) {
    case "remove":
      return { line: { ...line, removed_at: now.toISOString() } };
    case "set-quantity":
      // 0 removes the line (kept for Undo with the quantity it had).
      return { line: command.quantity === 0 ? { ...line, removed_at: now.toISOString() } : { ...line, quantity: command.quantity } };
    case "undo-remove":
      // The same window the cart page offers Undo in; and undo cannot grow a cart past its limit.
      if (now.getTime() - Date.parse(line.removed_at!) > UNDO_WINDOW_MINUTES * 60_000) return { refusal: CART_REFUSALS.undoTooLate };
      if (liveLines >= MAX_CART_LINES) return { refusal: CART_REFUSALS.cartFull };
      return { line: { ...line, removed_at: null } };
  }
}

/** add: to the live line's quantity (at most MAX_QUANTITY_PER_LINE), or a removed line back as a fresh one. */
function addTo(line: StoredLine | null, liveLines: number, command: Extract<LineCommand, { intent: "add" }>, now: Date) {
  const live = isLive(line) ? line : null;
  if (!live && liveLines >= MAX_CART_LINES) return { refusal: CART_REFUSALS.cartFull };
  if (live && live.quantity >= MAX_QUANTITY_PER_LINE) return { refusal: CART_REFUSALS.atMost };
  // One line per item: a second text for a personalized item would silently replace the first.
  if (live?.personalization && command.personalization && live.personalization !== command.personalization)
    return { refusal: CART_REFUSALS.otherPersonalization };
  return {
    line: {
      item_id: command.itemId,
      part_number: command.partNumber,
      quantity: Math.min(MAX_QUANTITY_PER_LINE, (live?.quantity ?? 0) + command.quantity),
      autoship: command.autoship === undefined ? (line?.autoship ?? 0) : command.autoship ? 1 : 0,
      personalization: command.personalization ?? line?.personalization ?? null,
      added_at: live?.added_at ?? now.toISOString(),
      removed_at: null,
    },
  };
}

/** Units on a line as the header counts them: a removed line counts none. */
export const liveQuantity = (line: StoredLine | null): number => (isLive(line) ? line.quantity : 0);
