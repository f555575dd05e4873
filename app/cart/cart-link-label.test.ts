import { describe, expect, it } from "vitest";
import { cartLinkLabel } from "./cart-link-label";

describe("cartLinkLabel", () => {
  it("names an empty cart", () => expect(cartLinkLabel(0)).toBe("Cart, empty"));
  it("counts one item in the singular", () => expect(cartLinkLabel(1)).toBe("Cart, 1 item"));
  it("counts more items in the plural", () => expect(cartLinkLabel(12)).toBe("Cart, 12 items"));
});
