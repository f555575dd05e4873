import { describe, expect, it } from "vitest";
import { CA_MARKET, US_MARKET } from "#app/markets/config.ts";
import { formatPrice, formatSavingsPct } from "./format";

const markets = [US_MARKET, CA_MARKET] as const;

describe("formatPrice (spec §5 Price display)", () => {
  it.each(markets)("a number is formatted as currency with no digit grouping and 2 fraction digits ($market.name)", (market) => {
    expect(formatPrice(1234.5, { market })).toBe("$1234.50");
    expect(formatPrice(12.99, { market })).toBe("$12.99");
    expect(formatPrice(1234567, { market })).toBe("$1234567.00");
  });

  it.each(markets)("a string is stripped of everything except digits, dot and minus ($market.name)", (market) => {
    expect(formatPrice("$1,234.50", { market })).toBe("$1234.50");
    expect(formatPrice("USD 9.5", { market })).toBe("$9.50");
    expect(formatPrice("-3.25 off", { market })).toBe("-$3.25");
  });

  it.each(markets)("if the stripped string is empty or not a number, the original value is shown unchanged ($market.name)", (market) => {
    expect(formatPrice("See Price in Cart", { market })).toBe("See Price in Cart");
    expect(formatPrice("", { market })).toBe("");
    expect(formatPrice("1.2.3", { market })).toBe("1.2.3");
    expect(formatPrice("-", { market })).toBe("-");
    expect(formatPrice("12-34", { market })).toBe("12-34");
  });

  it("null and undefined show as empty text; non-finite numbers as their text", () => {
    expect(formatPrice(null, { market: US_MARKET })).toBe("");
    expect(formatPrice(undefined, { market: CA_MARKET })).toBe("");
    expect(formatPrice(Number.NaN, { market: US_MARKET })).toBe("NaN");
  });

  it("at most 2 fraction digits by default, rounding half away from zero", () => {
    expect(formatPrice(9.999, { market: US_MARKET })).toBe("$10.00");
    expect(formatPrice(1.005, { market: US_MARKET })).toMatch(/^\$1\.0[01]$/); // binary float
    expect(formatPrice(2.125, { market: CA_MARKET })).toBe("$2.13");
  });

  it("maximumDigits overrides the fraction digits, and the minimum never exceeds it", () => {
    expect(formatPrice(1234.5, { market: US_MARKET, maximumDigits: 0 })).toBe("$1235");
    expect(formatPrice(12, { market: US_MARKET, maximumDigits: 1 })).toBe("$12.0");
    expect(formatPrice(0.12345, { market: CA_MARKET, maximumDigits: 4 })).toBe("$0.1235");
    expect(formatPrice(0.1, { market: CA_MARKET, maximumDigits: 4 })).toBe("$0.10");
    expect(() => formatPrice(1, { market: US_MARKET, maximumDigits: -1 })).toThrow(RangeError);
    expect(() => formatPrice(1, { market: US_MARKET, maximumDigits: 1.5 })).toThrow(RangeError);
  });

  it("optional sign display", () => {
    expect(formatPrice(5, { market: US_MARKET, signDisplay: "always" })).toBe("+$5.00");
    expect(formatPrice(-5, { market: CA_MARKET, signDisplay: "never" })).toBe("$5.00");
    expect(formatPrice(0, { market: US_MARKET, signDisplay: "exceptZero" })).toBe("$0.00");
  });

  it("a negative value that rounds to zero shows no minus sign", () => {
    expect(formatPrice(-0.001, { market: US_MARKET })).toBe("$0.00");
    expect(formatPrice("-0", { market: CA_MARKET })).toBe("$0.00");
    expect(formatPrice(-0.005, { market: US_MARKET })).toBe("-$0.01");
  });

  it("the US currency format is used for the full price format in both markets; Canadian full-format prices are prefixed 'CA '", () => {
    expect(formatPrice(1234.5, { market: US_MARKET, fullFormat: true })).toBe("$1234.50");
    expect(formatPrice(1234.5, { market: CA_MARKET, fullFormat: true })).toBe("CA $1234.50");
    expect(formatPrice("CAD 12.99", { market: CA_MARKET, fullFormat: true })).toBe("CA $12.99");
    expect(formatPrice(-1, { market: CA_MARKET, fullFormat: true })).toBe("CA -$1.00");
  });

  it("the 'CA ' prefix is not put in front of text that is not a price", () => {
    expect(formatPrice("See Price in Cart", { market: CA_MARKET, fullFormat: true })).toBe("See Price in Cart");
  });

  it("decision: the short (card) format is $12.99 in both markets", () => {
    expect(formatPrice(12.99, { market: US_MARKET })).toBe("$12.99");
    expect(formatPrice(12.99, { market: CA_MARKET })).toBe("$12.99");
  });
});

describe("formatSavingsPct", () => {
  it("shows whole percentage points, rounded down so a saving is never overstated", () => {
    expect(formatSavingsPct(15)).toBe("15%");
    expect(formatSavingsPct(14.6)).toBe("14%");
    expect(formatSavingsPct("35.0")).toBe("35%");
    expect(formatSavingsPct(100)).toBe("100%");
  });

  it("gives no label for missing, non-numeric, zero, negative or impossible savings", () => {
    for (const value of [null, undefined, "", "n/a", 0, 0.4, -5, 101, Number.NaN]) {
      expect(formatSavingsPct(value)).toBe("");
    }
  });
});
