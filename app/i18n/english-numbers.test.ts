import { describe, expect, it } from "vitest";
import { englishPluralCategory, formatEnglishNumber, type SignDisplay } from "./english-numbers";
import { i18nConfig } from "./config";

// The module's promise is "what Intl gives, without Intl": each test asks Intl for the answer.

/** A seeded generator, so a failure names values that can be run again. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const random = seeded(20261128);
/** Prices, counts, ties at every digit, binary near-ties (1.005, 1.0005), tiny and huge values, zeros of both signs. */
const values: number[] = [
  0,
  -0,
  1,
  -1,
  0.5,
  1.005,
  1.0005,
  2.125,
  9.995,
  9.999,
  0.0004,
  -0.001,
  -0.005,
  0.1,
  0.3,
  123456789.125,
  1e-7,
  1.5e-10,
  999999.9995,
  1e15,
  1.2345e20,
  1e21,
  Number.MAX_SAFE_INTEGER,
  ...Array.from({ length: 400 }, () => Math.round(random() * 10_000_000) / 100),
  ...Array.from({ length: 300 }, () => (random() - 0.5) * 10 ** Math.floor(random() * 14 - 6)),
  ...Array.from({ length: 200 }, () => Math.floor(random() * 2_000_000)),
  ...Array.from({ length: 200 }, () => Number(`${Math.floor(random() * 1000)}.${Math.floor(random() * 1000)}5`)),
];

describe("formatEnglishNumber writes what Intl writes, for both markets' languages", () => {
  it.each(i18nConfig.supportedLngs)("the decimal style, grouped, 0-3 fraction digits (%s)", (language) => {
    const intl = new Intl.NumberFormat(language);
    for (const value of values) expect(formatEnglishNumber(value), String(value)).toBe(intl.format(value));
  });

  it("the en-US currency style without grouping, every fraction width and sign display the price format uses", () => {
    const signs: SignDisplay[] = ["auto", "always", "exceptZero", "never"];
    for (const maximumFractionDigits of [0, 1, 2, 3, 5, 20]) {
      for (const signDisplay of signs) {
        const minimumFractionDigits = Math.min(2, maximumFractionDigits);
        const intl = new Intl.NumberFormat("en-US", {
          style: "currency",
          currency: "USD",
          useGrouping: false,
          minimumFractionDigits,
          maximumFractionDigits,
          signDisplay,
        });
        for (const value of values) {
          const ours = formatEnglishNumber(value, { minimumFractionDigits, maximumFractionDigits, useGrouping: false, signDisplay, symbol: "$" });
          expect(ours, `${value} ${maximumFractionDigits} ${signDisplay}`).toBe(intl.format(value));
        }
      }
    }
  });

  it("a count is grouped by thousands, as toLocaleString writes it", () => {
    expect(formatEnglishNumber(1234)).toBe("1,234");
    for (const value of values.filter(Number.isInteger)) expect(formatEnglishNumber(value)).toBe(value.toLocaleString("en-US"));
  });
});

describe("englishPluralCategory chooses as Intl.PluralRules does", () => {
  it.each(i18nConfig.supportedLngs)("%s", (language) => {
    const rules = new Intl.PluralRules(language);
    for (const value of [0, 1, -1, 2, 1.5, 0.5, 11, 21, 101, 1000, ...values]) expect(englishPluralCategory(value), String(value)).toBe(rules.select(value));
  });
});
