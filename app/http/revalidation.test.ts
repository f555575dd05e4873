import { expect, it } from "vitest";
import { skipRevalidationAfterShopperWrites } from "./revalidation";

const args = (formAction: string | undefined, defaultShouldRevalidate = true) =>
  ({ formAction, defaultShouldRevalidate, currentUrl: new URL("http://x/"), nextUrl: new URL("http://x/"), currentParams: {}, nextParams: {} }) as Parameters<
    typeof skipRevalidationAfterShopperWrites
  >[0];

it("a cart change or a notify-me sign-up does not reload a catalogue page's data", () => {
  for (const action of ["/app/cart", "/ca/app/cart", "/app/notify-me", "/ca/app/notify-me?index"]) {
    expect(skipRevalidationAfterShopperWrites(args(action)), action).toBe(false);
  }
});

it("anything else revalidates as Remix would", () => {
  expect(skipRevalidationAfterShopperWrites(args(undefined))).toBe(true);
  expect(skipRevalidationAfterShopperWrites(args("/s?query=dog"))).toBe(true);
  expect(skipRevalidationAfterShopperWrites(args(undefined, false))).toBe(false);
});
