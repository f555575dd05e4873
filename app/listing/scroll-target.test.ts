import { describe, expect, it } from "vitest";
import { isListingChange, scrollStateFor, scrollYFor, SCROLL_TARGETS } from "./scroll-target";

describe("scroll target (spec §4)", () => {
  it("takes filter, sort and page changes to the top of the listing, and leaves Load More where it is", () => {
    expect(SCROLL_TARGETS).toEqual({ filter: "listing", sort: "listing", page: "listing", "load-more": "none" });
    expect(scrollStateFor("sort")).toEqual({ scrollTarget: "listing" });
  });

  it("scrolls up to the listing only from below it, to the page top only from below it, never for none", () => {
    expect(scrollYFor("listing", 480, 3000)).toBe(480);
    expect(scrollYFor("listing", 480, 200)).toBeNull();
    expect(scrollYFor("page", 480, 3000)).toBe(0);
    expect(scrollYFor("page", 480, 0)).toBeNull();
    expect(scrollYFor("none", 480, 3000)).toBeNull();
    expect(scrollYFor(undefined, 480, 3000)).toBeNull();
  });

  it("knows the changes by name", () => {
    expect(isListingChange("page")).toBe(true);
    expect(isListingChange("toString")).toBe(false);
    expect(isListingChange(undefined)).toBe(false);
  });
});
