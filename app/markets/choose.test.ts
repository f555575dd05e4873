import { describe, expect, it } from "vitest";
import { CA_MARKET, DEFAULT_SITE_ID, US_MARKET } from "./config";
import { chooseMarket, INVALID_MARKET_TYPE_MESSAGE, marketByType, siteIdFor } from "./choose";

describe("chooseMarket (spec §5 Market choice)", () => {
  it.each([
    ["name", "en-CA"],
    ["locale", "ca"],
    ["path prefix", "/ca"],
    ["site id", 60],
    ["region", "ca"],
    ["currency", "CAD"],
  ])("the Canadian market's %s selects Canada", (_field, value) => {
    expect(chooseMarket(value)).toBe(CA_MARKET);
  });

  it.each([["en-US"], ["en-us"], ["us"], [""], [10], ["USD"], ["fr-CA"], [600], ["/cats"]])("anything else selects the US: %j", (value) => {
    expect(chooseMarket(value)).toBe(US_MARKET);
  });

  it("values that are not strings or numbers select the US", () => {
    for (const value of [undefined, null, true, [], {}, ["ca"]]) {
      expect(chooseMarket(value)).toBe(US_MARKET);
    }
  });

  it("decision: matching ignores case and surrounding spaces, and numeric strings match the site id", () => {
    expect(chooseMarket(" CA ")).toBe(CA_MARKET);
    expect(chooseMarket("cad")).toBe(CA_MARKET);
    expect(chooseMarket("60")).toBe(CA_MARKET);
  });

  it("a market object is chosen by its name", () => {
    expect(chooseMarket(CA_MARKET)).toBe(CA_MARKET);
    expect(chooseMarket(US_MARKET)).toBe(US_MARKET);
  });
});

describe("marketByType", () => {
  it("selects each market by its type or region", () => {
    expect(marketByType("en-US")).toBe(US_MARKET);
    expect(marketByType("en-CA")).toBe(CA_MARKET);
    expect(marketByType("us")).toBe(US_MARKET);
    expect(marketByType("ca")).toBe(CA_MARKET);
    expect(marketByType("EN-ca")).toBe(CA_MARKET);
  });

  it("an unknown market type throws 'Invalid market type'", () => {
    expect(INVALID_MARKET_TYPE_MESSAGE).toBe("Invalid market type");
    for (const type of ["", "fr-CA", "CAD", "/ca", "60"]) {
      expect(() => marketByType(type)).toThrowError(new Error("Invalid market type"));
    }
  });
});

describe("siteIdFor (spec §9 site ids)", () => {
  it("is 10 for the US, 60 for Canada and 0 for the default market", () => {
    expect(siteIdFor(US_MARKET)).toBe(10);
    expect(siteIdFor(CA_MARKET)).toBe(60);
    expect(siteIdFor()).toBe(0);
    expect(siteIdFor(null)).toBe(DEFAULT_SITE_ID);
  });
});
