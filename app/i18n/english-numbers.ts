// Numbers as the two markets' languages (en-US, en-CA, config.ts) write them, without Intl.
//
// Why not Intl: a browser tab's first Intl call loads ICU's locale data, 26-100 ms of main thread on
// the audit machine (decision 0083), which Lighthouse's mobile run counts four times over as
// Total Blocking Time; a new Worker isolate pays it too, in its first search's cards. Both
// languages write numbers alike: "," between thousands, "." before the fraction, "-" before a
// negative, and one plural rule. Every function here gives what Intl gives in each language
// config.ts lists (english-numbers.test.ts compares them over many values, so a market whose
// language writes numbers otherwise fails there first).

/** CLDR's cardinal plural category in English: "one" for an integer 1 (or -1), "other" otherwise. */
export const englishPluralCategory = (count: number): "one" | "other" => (Math.abs(count) === 1 ? "one" : "other");

/**
 * |x| to at most `max` and at least `min` fraction digits, rounding half away from zero (Intl's
 * halfExpand), as [integer digits, fraction digits]. It rounds the shortest decimal that reads back
 * as x (what String(x) writes, "1.0005"), as ECMA-402 does: Intl writes 1.0005 to 3 digits as
 * "1.001" where toFixed, which rounds the binary value 1.000499…, writes "1.000".
 */
function roundedDigits(x: number, min: number, max: number): [string, string] {
  const [, whole, fraction = "", exponent = "0"] = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(Math.abs(x)))!;
  let digits = whole + fraction;
  let point = whole.length + Number(exponent);
  if (point < 1) {
    digits = "0".repeat(1 - point) + digits;
    point = 1;
  }
  digits = digits.padEnd(point + max + 1, "0");
  let kept = digits.slice(0, point + max);
  // One more in the last kept digit, carried as far as it goes ("0.0995" to 3 digits: "0099" → "0100").
  if (digits[point + max] >= "5") kept = (BigInt(kept) + BigInt(1)).toString().padStart(kept.length, "0");
  const intLength = kept.length - max;
  return [kept.slice(0, intLength).replace(/^0+(?=\d)/, ""), kept.slice(intLength).replace(/0+$/, "").padEnd(min, "0")];
}

/** How Intl's `signDisplay` places a sign; "auto" is its default. */
export type SignDisplay = "auto" | "always" | "exceptZero" | "never";

export interface EnglishNumberOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
  useGrouping?: boolean;
  signDisplay?: SignDisplay;
  /** written between the sign and the digits, as Intl's en-US currency style writes "$" */
  symbol?: string;
}

/**
 * `new Intl.NumberFormat("en-US", options).format(x)` for a finite x and the options above (defaults
 * as Intl's decimal style: 0 to 3 fraction digits, grouped by thousands, a sign only when negative).
 * Every caller has a finite number in hand (the price format turns anything else into its text).
 */
export function formatEnglishNumber(x: number, options: EnglishNumberOptions = {}): string {
  const { minimumFractionDigits: min = 0, useGrouping = true, signDisplay = "auto", symbol = "" } = options;
  const [int, frac] = roundedDigits(x, min, options.maximumFractionDigits ?? Math.max(min, 3));
  const sign =
    signDisplay === "never" || (signDisplay === "exceptZero" && !/[1-9]/.test(int + frac))
      ? ""
      : x < 0 || Object.is(x, -0)
        ? "-"
        : signDisplay === "auto"
          ? ""
          : "+";
  return `${sign}${symbol}${useGrouping ? int.replace(/\B(?=(\d{3})+$)/g, ",") : int}${frac && `.${frac}`}`;
}
