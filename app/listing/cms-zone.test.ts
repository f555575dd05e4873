import { describe, expect, it } from "vitest";
import { cmsZonePosition, showsCmsZone19, zone19ContentOf } from "./cms-zone";

describe("CMS zone 19 (spec §5)", () => {
  const standard = { kind: "standard-card" } as const;

  it("is used with at least 4 products at offset 0 and a standard card or no content", () => {
    expect(showsCmsZone19({ productCount: 4, offset: 0, zone: standard })).toBe(true);
    expect(showsCmsZone19({ productCount: 36, offset: 0, zone: { kind: "no-content" } })).toBe(true);
  });

  it("fewer than 4 products trigger no extra CMS zone", () => {
    expect(showsCmsZone19({ productCount: 3, offset: 0, zone: standard })).toBe(false);
    expect(showsCmsZone19({ productCount: 0, offset: 0, zone: { kind: "no-content" } })).toBe(false);
  });

  it("is not used past the first page or with other content", () => {
    expect(showsCmsZone19({ productCount: 36, offset: 36, zone: standard })).toBe(false);
    expect(showsCmsZone19({ productCount: 36, offset: 0, zone: { kind: "other" } })).toBe(false);
  });
});

describe("what zone 19 holds", () => {
  it("is a standard card when it is one banner, no content when empty, other for anything else", () => {
    expect(zone19ContentOf(undefined)).toEqual({ kind: "no-content" });
    expect(zone19ContentOf([])).toEqual({ kind: "no-content" });
    expect(zone19ContentOf([{ kind: "banner" }])).toEqual({ kind: "standard-card" });
    expect(zone19ContentOf([{ kind: "banner" }, { kind: "banner" }])).toEqual({ kind: "other" });
    expect(zone19ContentOf([{ kind: "bannerCarousel" }])).toEqual({ kind: "other" });
  });
});

describe("CMS zone position (spec §4: default or alt)", () => {
  it("is above the grid on an untouched listing, below it once filtered or sorted", () => {
    expect(cmsZonePosition({ filtered: false, sorted: false })).toBe("default");
    expect(cmsZonePosition({ filtered: true, sorted: false })).toBe("alt");
    expect(cmsZonePosition({ filtered: false, sorted: true })).toBe("alt");
  });
});
