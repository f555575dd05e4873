// Where focus goes after Remove and Undo on the cart page (issue #26). Each takes its focused button
// away with the line (Remove) or with the undo note (Undo), which dropped focus to the page's body:
// the control that replaces it takes focus instead. Only a change the shopper just made hands focus
// on, so a page that loads with an undo note or lines never moves focus by itself.

type Receiver = "undo" | "line";

let handOff: { itemId: string; to: Receiver } | null = null;

/** The shopper submitted Remove (to: "undo") or Undo (to: "line") for this item. */
export function handFocusTo(itemId: string, to: Receiver): void {
  handOff = { itemId, to };
}

/** Whether this item's newly shown control is the one focus was handed to; asks once. */
export function receivesFocus(itemId: string, as: Receiver): boolean {
  if (handOff?.itemId !== itemId || handOff.to !== as) return false;
  handOff = null;
  return true;
}
