import { describe, expect, it } from "vitest";
import { plainFormDestination } from "./plain-form-destination";

const change = (over: Partial<Parameters<typeof plainFormDestination>[0]>) =>
  plainFormDestination({ intent: "add", itemId: "42", redirectTo: null, referer: null, cartPath: "/ca/app/cart", ...over });

describe("where a plain form's cart change lands", () => {
  it("an add lands on the cart page, naming the item and the page it came from", () => {
    expect(change({ referer: "/ca/b/dog_c288?sort=byLowestPrice" })).toBe("/ca/app/cart?added=42&back=%2Fca%2Fb%2Fdog_c288%3Fsort%3DbyLowestPrice");
  });

  it("an add without a usable Referer lands on the cart page with no way back offered", () => {
    expect(change({})).toBe("/ca/app/cart?added=42");
    expect(change({ referer: "//evil.example/x" })).toBe("/ca/app/cart?added=42");
  });

  it("an add from the cart page itself offers no way back to the cart", () => {
    expect(change({ referer: "/ca/app/cart?added=7&back=%2Fca%2F" })).toBe("/ca/app/cart?added=42");
  });

  it("a form that names its page goes there, whatever the change", () => {
    expect(change({ redirectTo: "/ca/p/dp/1", referer: "/ca/b/dog_c288" })).toBe("/ca/p/dp/1");
    expect(change({ intent: "remove", redirectTo: "/ca/" })).toBe("/ca/");
  });

  it("a named page that is not one of ours is ignored", () => {
    expect(change({ redirectTo: "//evil.example", referer: "/ca/s?query=cat" })).toBe("/ca/app/cart?added=42&back=%2Fca%2Fs%3Fquery%3Dcat");
  });

  it("other changes go back to the cart page, without a past add's confirmation", () => {
    expect(change({ intent: "remove", referer: "/ca/app/cart?added=42&back=%2Fca%2F" })).toBe("/ca/app/cart");
    expect(change({ intent: "set-quantity", referer: null })).toBe("/ca/app/cart");
    expect(change({ intent: "undo-remove", referer: "/ca/b/dog_c288" })).toBe("/ca/b/dog_c288");
  });
});
