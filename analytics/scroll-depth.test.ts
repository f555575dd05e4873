import { describe, expect, it } from "vitest";
import { scrollDepthPercent } from "./scroll-depth";

describe("scroll_depth: how far down the page the shopper has been, in whole percent", () => {
  it("is the share of the document above the viewport's bottom edge", () => {
    expect(scrollDepthPercent(0, 800, 4000)).toBe(20);
    expect(scrollDepthPercent(1200, 800, 4000)).toBe(50);
    expect(scrollDepthPercent(3200, 800, 4000)).toBe(100);
  });
  it("is 100 for a page that fits the viewport and never above 100 (overscroll)", () => {
    expect(scrollDepthPercent(0, 800, 600)).toBe(100);
    expect(scrollDepthPercent(3500, 800, 4000)).toBe(100);
  });
  it("is 0 when the page cannot be measured, and a negative (rubber-band) scroll counts as the top", () => {
    expect(scrollDepthPercent(0, 800, 0)).toBe(0);
    expect(scrollDepthPercent(-50, 800, 4000)).toBe(20);
  });
});
