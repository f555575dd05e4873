import { describe, expect, it } from "vitest";
import { showsCmsZone19 } from "./cms-zone";

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
