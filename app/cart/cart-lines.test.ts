import { describe, expect, it } from "vitest";
import { CART_REFUSALS, liveQuantity, nextLine, type StoredLine } from "./cart-lines";
import { MAX_CART_LINES, MAX_QUANTITY_PER_LINE } from "./cart-rules";

const NOW = new Date("2026-11-28T12:00:00.000Z");
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();
const line = (over: Partial<StoredLine> = {}): StoredLine => ({
  item_id: 7,
  part_number: "P7",
  quantity: 2,
  autoship: 0,
  personalization: null,
  added_at: minutesAgo(90),
  removed_at: null,
  ...over,
});
const add = (quantity: number, over: { autoship?: boolean; personalization?: string } = {}) => ({
  intent: "add" as const,
  itemId: 7,
  partNumber: "P7",
  quantity,
  ...over,
});

describe("an add", () => {
  it("starts a line with its quantity, stamped now, one-time unless Autoship was chosen", () => {
    expect(nextLine(null, 0, add(3), NOW)).toEqual({ line: line({ quantity: 3, added_at: NOW.toISOString() }) });
    expect(nextLine(null, 0, add(1, { autoship: true }), NOW)).toMatchObject({ line: { autoship: 1 } });
  });

  it("adds to a live line's quantity, keeps its place and its Autoship when the add does not say", () => {
    expect(nextLine(line({ autoship: 1 }), 1, add(3), NOW)).toEqual({ line: line({ quantity: 5, autoship: 1 }) });
  });

  it("stops at the most one order takes, and refuses once the line is there", () => {
    expect(nextLine(line({ quantity: MAX_QUANTITY_PER_LINE - 1 }), 1, add(5), NOW)).toMatchObject({ line: { quantity: MAX_QUANTITY_PER_LINE } });
    expect(nextLine(line({ quantity: MAX_QUANTITY_PER_LINE }), 1, add(1), NOW)).toEqual({ refusal: CART_REFUSALS.atMost });
  });

  it("brings a removed line back as a fresh one: the add's quantity, now", () => {
    expect(nextLine(line({ removed_at: minutesAgo(1) }), 0, add(1), NOW)).toEqual({ line: line({ quantity: 1, added_at: NOW.toISOString() }) });
  });

  it("refuses a new line in a full cart, but not more of a line it has", () => {
    expect(nextLine(null, MAX_CART_LINES, add(1), NOW)).toEqual({ refusal: CART_REFUSALS.cartFull });
    expect(nextLine(line(), MAX_CART_LINES, add(1), NOW)).toMatchObject({ line: { quantity: 3 } });
  });

  it("refuses other personalization for an item already personalized", () => {
    expect(nextLine(line({ personalization: "REX" }), 1, add(1, { personalization: "FIDO" }), NOW)).toEqual({ refusal: CART_REFUSALS.otherPersonalization });
    expect(nextLine(line({ personalization: "REX" }), 1, add(1), NOW)).toMatchObject({ line: { quantity: 3, personalization: "REX" } });
  });
});

describe("changing a line", () => {
  it("sets a live line's quantity; 0 removes it (kept for Undo with its quantity)", () => {
    expect(nextLine(line(), 1, { intent: "set-quantity", itemId: 7, quantity: 5 }, NOW)).toEqual({ line: line({ quantity: 5 }) });
    expect(nextLine(line(), 1, { intent: "set-quantity", itemId: 7, quantity: 0 }, NOW)).toEqual({ line: line({ removed_at: NOW.toISOString() }) });
  });

  it("removes a live line, and undoes a removal within the window", () => {
    expect(nextLine(line(), 1, { intent: "remove", itemId: 7 }, NOW)).toEqual({ line: line({ removed_at: NOW.toISOString() }) });
    expect(nextLine(line({ removed_at: minutesAgo(29) }), 0, { intent: "undo-remove", itemId: 7 }, NOW)).toEqual({ line: line() });
  });

  it("refuses an undo after the window, or into a full cart", () => {
    expect(nextLine(line({ removed_at: minutesAgo(31) }), 0, { intent: "undo-remove", itemId: 7 }, NOW)).toEqual({ refusal: CART_REFUSALS.undoTooLate });
    expect(nextLine(line({ removed_at: minutesAgo(1) }), MAX_CART_LINES, { intent: "undo-remove", itemId: 7 }, NOW)).toEqual({
      refusal: CART_REFUSALS.cartFull,
    });
  });

  it("says the item is not in the cart when there is no such line, or it is not in the state the change needs", () => {
    expect(nextLine(null, 0, { intent: "remove", itemId: 7 }, NOW)).toEqual({ refusal: CART_REFUSALS.notInCart });
    expect(nextLine(line({ removed_at: minutesAgo(1) }), 0, { intent: "set-quantity", itemId: 7, quantity: 2 }, NOW)).toEqual({
      refusal: CART_REFUSALS.notInCart,
    });
    expect(nextLine(line(), 1, { intent: "undo-remove", itemId: 7 }, NOW)).toEqual({ refusal: CART_REFUSALS.notInCart });
  });
});

it("a removed line counts no units", () => {
  expect(liveQuantity(line({ quantity: 4 }))).toBe(4);
  expect(liveQuantity(line({ removed_at: minutesAgo(1) }))).toBe(0);
  expect(liveQuantity(null)).toBe(0);
});
