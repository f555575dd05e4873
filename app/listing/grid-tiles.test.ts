import { describe, expect, it } from "vitest";
import { adFields, isValidAdPlacement } from "#app/ads/ad-fields.ts";
import { AD_CAMPAIGNS } from "#app/ads/campaigns.ts";
import { gridTiles, loadingPlaceholderCount } from "./grid-tiles";

const ad = (adPlacement: number | null, band: { isAtf: boolean; isBtf: boolean } = { isAtf: true, isBtf: false }) => ({ isAd: true, ...band, adPlacement });
const kinds = (tiles: ReturnType<typeof gridTiles>) =>
  tiles.map((t) => (t.kind === "product" ? `p${t.position}` : t.kind === "ad" ? `ad${t.ad.adPlacement}` : t.kind));

describe("ad placement (spec §5: ad tiles only when placement is valid)", () => {
  it("is valid for an ad above or below the fold with a whole index within the grid", () => {
    expect(isValidAdPlacement(ad(0), 36)).toBe(true);
    expect(isValidAdPlacement(ad(36, { isAtf: false, isBtf: true }), 36)).toBe(true);
  });

  it("is invalid when not an ad, in neither or both bands, without an index, or past the grid", () => {
    expect(isValidAdPlacement({ ...ad(1), isAd: false }, 36)).toBe(false);
    expect(isValidAdPlacement(ad(1, { isAtf: false, isBtf: false }), 36)).toBe(false);
    expect(isValidAdPlacement(ad(1, { isAtf: true, isBtf: true }), 36)).toBe(false);
    expect(isValidAdPlacement(ad(null), 36)).toBe(false);
    expect(isValidAdPlacement(ad(-1), 36)).toBe(false);
    expect(isValidAdPlacement(ad(1.5), 36)).toBe(false);
    expect(isValidAdPlacement(ad(5), 4)).toBe(false);
  });

  it("a campaign's ad carries its band, slot and first-party trackers under the market prefix", () => {
    const [campaign] = AD_CAMPAIGNS;
    const fields = adFields(campaign.id, { slot: 21, band: "btf" }, "2048851", "/ca");
    expect(fields).toMatchObject({ isAd: true, isAtf: false, isBtf: true, adPlacement: 21 });
    expect(fields.impressionTracker).toBe(`/ca/ads/v1/event?type=impression&campaign=${campaign.id}&part=2048851&slot=21`);
    expect(fields.clickTracker).toBe(`/ca/ads/v1/event?type=click&campaign=${campaign.id}&part=2048851&slot=21`);
  });
});

describe("grid tiles", () => {
  const products = ["a", "b", "c", "d"];

  it("puts ads at their index without moving the products' positions", () => {
    expect(kinds(gridTiles({ products, from: 36, ads: [ad(3), ad(1)] }))).toEqual(["p37", "ad1", "p38", "ad3", "p39", "p40"]);
  });

  it("drops an invalid ad and a second ad for a taken index; an ad may close the grid", () => {
    const second = { ...ad(1, { isAtf: false, isBtf: true }), id: "second" };
    const tiles = gridTiles({ products, from: 0, ads: [ad(9), ad(1), second, { ...ad(2), isAtf: false }] });
    expect(kinds(tiles)).toEqual(["p1", "ad1", "p2", "p3", "p4"]);
    expect(kinds(gridTiles({ products, from: 0, ads: [ad(4)] }))).toEqual(["p1", "p2", "p3", "p4", "ad4"]);
  });

  it("gives the educational widget its slot, or the next one when an ad has it", () => {
    expect(kinds(gridTiles({ products, from: 0, educationalSlot: 2 }))).toEqual(["p1", "p2", "educational-placeholder", "p3", "p4"]);
    expect(kinds(gridTiles({ products, from: 0, ads: [ad(2)], educationalSlot: 2 }))).toEqual(["p1", "p2", "ad2", "educational-placeholder", "p3", "p4"]);
    expect(kinds(gridTiles({ products: ["a"], from: 0, educationalSlot: 5 }))).toEqual(["p1"]);
  });

  it("gives CMS zone 19's standard card its slot before the educational widget, each moving on past an ad", () => {
    expect(kinds(gridTiles({ products, from: 0, standardCardSlot: 2 }))).toEqual(["p1", "p2", "standard-card", "p3", "p4"]);
    expect(kinds(gridTiles({ products, from: 0, ads: [ad(2)], standardCardSlot: 2, educationalSlot: 2 }))).toEqual([
      "p1",
      "p2",
      "ad2",
      "standard-card",
      "educational-placeholder",
      "p3",
      "p4",
    ]);
    expect(kinds(gridTiles({ products, from: 0, standardCardSlot: 4, educationalSlot: 1 }))).toEqual([
      "p1",
      "educational-placeholder",
      "p2",
      "p3",
      "standard-card",
      "p4",
    ]);
  });

  it("ends with product placeholders for the page that is loading", () => {
    expect(kinds(gridTiles({ products: ["a"], from: 0, placeholders: 2 }))).toEqual(["p1", "product-placeholder", "product-placeholder"]);
    expect(loadingPlaceholderCount(36, 40, 36)).toBe(4);
    expect(loadingPlaceholderCount(36, 100, 36)).toBe(36);
    expect(loadingPlaceholderCount(40, 40, 36)).toBe(0);
  });
});
