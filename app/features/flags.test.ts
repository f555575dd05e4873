import { describe, expect, it } from "vitest";
import { DEFAULT_FLAGS, FLAG_NAMES, flagsFingerprint, mergeFlags, parseFlagList } from "./flags";

describe("feature flag defaults (spec §9)", () => {
  it("ads, cmsWidgets, cmsAtf, landoWidgets and newUserCta are on; the sort labels are on; v2 price buckets and legacy enrichment are off", () => {
    expect(DEFAULT_FLAGS).toMatchObject({
      ads: true,
      cmsWidgets: true,
      cmsAtf: true,
      landoWidgets: true,
      newUserCta: true,
      sortNewest: true,
      sortBestselling: true,
      priceBucketsV2: false,
      legacyEnrichment: false,
    });
    expect(DEFAULT_FLAGS).toMatchObject({ sponsoredBrandVideo: true, productCarousels: true });
  });

  it("miniPdp is off and plpHeader on (spec §9); the part-number links and the brand-path experiment's short paths are off until set", () => {
    expect(DEFAULT_FLAGS).toMatchObject({ miniPdp: false, plpHeader: true, partNumberLinks: false, brandShortPaths: false });
    expect(DEFAULT_FLAGS).toMatchObject({
      didYouMean: true,
      visuallySimilar: true,
      recentlyViewed: true,
      realUserMonitoring: true,
      parallelListingCalls: true,
      highValueFacetLinks: true,
    });
    expect(DEFAULT_FLAGS).toMatchObject({ boughtTogether: true, shareButton: true, notifyMe: true });
  });

  it("about 25 flags (spec §9)", () => {
    expect(FLAG_NAMES.length).toBeGreaterThanOrEqual(20);
    expect(FLAG_NAMES.length).toBeLessThanOrEqual(30);
  });
});

describe("mergeFlags: sources in the order query > experiment > environment > page", () => {
  it("the first source that sets a flag wins", () => {
    const query = { priceBucketsV2: true };
    const experiment = { priceBucketsV2: false, sortNewest: false };
    const environment = { sortNewest: true, ads: false };
    const merged = mergeFlags(query, experiment, environment);
    expect(merged.priceBucketsV2).toBe(true);
    expect(merged.sortNewest).toBe(false);
    expect(merged.ads).toBe(false);
  });

  it("a flag no source sets keeps its default", () => {
    expect(mergeFlags({}, { ads: false })).toEqual({ ...DEFAULT_FLAGS, ads: false });
    expect(mergeFlags()).toEqual(DEFAULT_FLAGS);
  });
});

describe("parseFlagList: the FEATURE_FLAGS text ops write", () => {
  it("reads on/off, true/false and 1/0, with spaces allowed around items", () => {
    expect(parseFlagList(" priceBucketsV2=on, sortNewest = OFF ,ads=0,legacyEnrichment=true")).toEqual({
      flags: { priceBucketsV2: true, sortNewest: false, ads: false, legacyEnrichment: true },
    });
    expect(parseFlagList("")).toEqual({ flags: {} });
  });

  it("names an unknown flag and lists the known ones", () => {
    const parsed = parseFlagList("ads=on,miniPdpp=on");
    expect(parsed).toEqual({ error: expect.stringContaining('unknown flag "miniPdpp"') });
    expect("error" in parsed && parsed.error).toContain(FLAG_NAMES.join(", "));
  });

  it("refuses an item without a clear on or off", () => {
    for (const text of ["ads", "ads=", "ads=yes", "ads=on=off"]) {
      expect(parseFlagList(text), text).toEqual({ error: expect.stringContaining('flag "ads" needs =on or =off') });
    }
  });
});

describe("flagsFingerprint: what a cache key adds for the flags", () => {
  it("is empty with every flag at its default, so default pages keep their keys", () => {
    expect(flagsFingerprint(DEFAULT_FLAGS)).toBe("");
  });

  it("names exactly the flags that differ, in table order, whatever order they were set in", () => {
    expect(flagsFingerprint(mergeFlags({ legacyEnrichment: true, ads: false }))).toBe("ads=off,legacyEnrichment=on");
    expect(flagsFingerprint(mergeFlags({ ads: false, legacyEnrichment: true }))).toBe("ads=off,legacyEnrichment=on");
  });
});
