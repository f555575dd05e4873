import { describe, expect, it } from "vitest";
import { cartCountClass, cartLinkLabel } from "./cart-link-label";

describe("cartLinkLabel", () => {
  it("names an empty cart", () => expect(cartLinkLabel(0)).toBe("Cart, empty"));
  it("counts one item in the singular", () => expect(cartLinkLabel(1)).toBe("Cart, 1 item"));
  it("counts more items in the plural", () => expect(cartLinkLabel(12)).toBe("Cart, 12 items"));
  it("says only 'Cart' when the count is unknown (the carts could not be read), never 'empty'", () => expect(cartLinkLabel(null)).toBe("Cart"));
});

describe("cartCountClass", () => {
  it("hides the count of an empty cart", () => expect(cartCountClass(0)).toBe("cart-link__count cart-link__count--empty"));
  it("shows any other count", () => expect(cartCountClass(3)).toBe("cart-link__count"));
  it("hides an unknown count", () => expect(cartCountClass(null)).toBe("cart-link__count cart-link__count--empty"));
});
