import { describe, expect, it } from "vitest";
import { CA_MARKET, US_MARKET } from "#app/markets/config.ts";
import { BRAND_PATH_CONTROL, BRAND_PATH_VARIANT_01, brandExperimentPath, brandPageUrl, brandPathGroup, showsBrandVariant } from "./brand-paths";

describe("spec §4 experiments on brand paths", () => {
  it("has 17 CONTROL paths and 18 VARIANT_01 paths, none on both lists", () => {
    expect(BRAND_PATH_CONTROL).toHaveLength(17);
    expect(BRAND_PATH_VARIANT_01).toHaveLength(18);
    expect(BRAND_PATH_CONTROL.filter((path) => BRAND_PATH_VARIANT_01.includes(path))).toEqual([]);
    for (const path of [...BRAND_PATH_CONTROL, ...BRAND_PATH_VARIANT_01]) expect(path).toMatch(/^\/brands\/[a-z0-9-]+_c\d+$/);
  });

  it("maps a path on the first list to CONTROL, on the second to VARIANT_01, any other to DEFAULT", () => {
    expect(brandPathGroup("/brands/barkwell_c30001")).toBe("CONTROL");
    expect(brandPathGroup("/brands/calm-meadow_c30035")).toBe("VARIANT_01");
    expect(brandPathGroup("/brands/tailwise_c30063")).toBe("DEFAULT");
    expect(brandPathGroup("/b/dog_c288")).toBe("DEFAULT");
    // the same path with a query, a trailing slash or capitals
    expect(brandPathGroup("/brands/calm-meadow_c30035/?page=2")).toBe("VARIANT_01");
    expect(brandPathGroup("/Brands/Barkwell_c30001")).toBe("CONTROL");
  });

  it("uses the shorter path for VARIANT_01 when the flag is set, otherwise the longer one with the extra parameter", () => {
    expect(brandExperimentPath("/brands/calm-meadow_c30035", true)).toBe("/brands/calm-meadow_c30035");
    expect(brandExperimentPath("/brands/calm-meadow_c30035", false)).toBe("/brands/calm-meadow_c30035?brandExp=VARIANT_01");
    expect(brandExperimentPath("/brands/calm-meadow_c30035?page=2", false)).toBe("/brands/calm-meadow_c30035?page=2&brandExp=VARIANT_01");
  });

  it("leaves CONTROL and DEFAULT paths alone, flag or not", () => {
    for (const flag of [true, false]) {
      expect(brandExperimentPath("/brands/barkwell_c30001", flag)).toBe("/brands/barkwell_c30001");
      expect(brandExperimentPath("/brands/tailwise_c30063", flag)).toBe("/brands/tailwise_c30063");
    }
  });
});

describe("brand links as the experiment has them (the brand finder, a product's brand)", () => {
  it("a VARIANT_01 brand's link is the longer path with brandExp, or the short path with brandShortPaths", () => {
    const [slug, id] = BRAND_PATH_VARIANT_01[0].replace("/brands/", "").split("_c");
    expect(brandPageUrl(US_MARKET, { slug, categoryId: id }, false)).toBe(`${BRAND_PATH_VARIANT_01[0]}?brandExp=VARIANT_01`);
    expect(brandPageUrl(CA_MARKET, { slug, categoryId: id }, true)).toBe(`/ca${BRAND_PATH_VARIANT_01[0]}`);
  });
  it("a CONTROL or other brand's link is its path, in its market", () => {
    const [slug, id] = BRAND_PATH_CONTROL[0].replace("/brands/", "").split("_c");
    expect(brandPageUrl(CA_MARKET, { slug, categoryId: id }, false)).toBe(`/ca${BRAND_PATH_CONTROL[0]}`);
    expect(brandPageUrl(US_MARKET, { slug: "not-in-the-lists", categoryId: 39999 }, false)).toBe("/brands/not-in-the-lists_c39999");
  });
  it("the brand page shows its variant only when reached by a VARIANT_01 brand's longer path", () => {
    const on = (path: string) => showsBrandVariant(new URL(path, "https://www.tailwise.test"));
    expect(on(`${BRAND_PATH_VARIANT_01[0]}?brandExp=VARIANT_01`)).toBe(true);
    expect(on(`/ca${BRAND_PATH_VARIANT_01[0]}?brandExp=VARIANT_01`)).toBe(true);
    expect(on(BRAND_PATH_VARIANT_01[0])).toBe(false);
    expect(on(`${BRAND_PATH_CONTROL[0]}?brandExp=VARIANT_01`)).toBe(false);
    expect(on(`${BRAND_PATH_VARIANT_01[0]}?brandExp=CONTROL`)).toBe(false);
  });
});
