import { describe, expect, it } from "vitest";
import { translatorFor } from "#app/i18n/translator.ts";
import { addToCartLabel as labelIn, addToCartPhase, type AddToCartPhase } from "./add-to-cart-label";

const addToCartLabel = (phase: AddToCartPhase) => labelIn(phase, translatorFor("en-US", ["listing"]));

describe("add-to-cart button label (spec §4)", () => {
  it("reads Add to Cart until something is added", () => {
    expect(addToCartLabel(addToCartPhase({ submitting: false, result: undefined, settled: false }))).toBe("Add to Cart");
    expect(addToCartPhase({ submitting: true, result: undefined, settled: false })).toBe("adding");
  });
  it("then Added to cart, then Added", () => {
    expect(addToCartLabel(addToCartPhase({ submitting: false, result: { ok: true }, settled: false }))).toBe("Added to cart");
    expect(addToCartLabel(addToCartPhase({ submitting: false, result: { ok: true }, settled: true }))).toBe("Added");
  });
  it("a failure shows the error beside an Add to Cart the shopper can press again", () => {
    const phase = addToCartPhase({ submitting: false, result: { ok: false }, settled: false });
    expect(phase).toBe("error");
    expect(addToCartLabel(phase)).toBe("Add to Cart");
  });
});
