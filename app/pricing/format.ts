import { formatEnglishNumber, type SignDisplay } from "#app/i18n/english-numbers.ts";
import type { MarketConfig } from "#app/markets/config.ts";

/** spec §9: currency fraction digits default 2. */
export const CURRENCY_FRACTION_DIGITS = 2;
/** spec §5: Canadian full-format prices are prefixed 'CA '. */
const CANADIAN_FULL_FORMAT_PREFIX = "CA ";
/**
 * spec §3: "The US currency format is used for the full price format in both markets." We use it for
 * the short format too (see {@link formatPrice}), so the symbol here is fixed: en-US's currency style
 * for USD, which writes "$" after the sign ("-$3.25"). Written without Intl (decision 0083):
 * app/i18n/english-numbers.ts gives what `Intl.NumberFormat("en-US", { style: "currency" })` gives.
 */
const US_CURRENCY_SYMBOL = "$";
/** The widest range of fraction digits Intl accepts, which the price format keeps as its own limit. */
const MAX_FRACTION_DIGITS = 20;

export interface PriceFormatOptions {
  market: MarketConfig;
  maximumDigits?: number;
  signDisplay?: SignDisplay;
  fullFormat?: boolean;
}

/** spec §5: a string is stripped of everything except digits, dot and minus. */
function numericPart(value: string): number | undefined {
  const stripped = value.replace(/[^\d.-]/g, "");
  if (stripped === "") return undefined;
  const parsed = Number(stripped);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/**
 * spec §5 "Price display".
 *
 * - A string is stripped of everything except digits, dot and minus (`"$1,234.5"` → 1234.5). If
 *   the result is empty or not a number, the original value is shown as text unchanged
 *   (`"See Price in Cart"` stays as it is). null and undefined show as the empty string.
 * - Otherwise it is formatted as currency with no digit grouping, at most 2 fraction digits
 *   (overridable via `maximumDigits`; the minimum follows it down so it never exceeds it), and the
 *   optional `signDisplay`.
 * - spec §3: the US currency format (en-US, `$`) is used for the full price format in both markets;
 *   Canadian full-format prices are prefixed 'CA ' → `CA $1234.50`.
 *
 * Decision: the short format (`fullFormat` false, the default; product cards and facets) is the
 * same US currency format without the market marker, so a card shows `$12.99` in both markets —
 * the shopper already knows which market they are in, and `CA$` on every card is noise.
 * A value that rounds to zero is shown without a minus sign (`-0.001` → `$0.00`).
 */
export function formatPrice(value: string | number | null | undefined, options: PriceFormatOptions): string {
  if (value === null || value === undefined) return "";
  const amount = typeof value === "number" ? (Number.isFinite(value) ? value : undefined) : numericPart(value);
  if (amount === undefined) return String(value);

  const { market, fullFormat = false, signDisplay } = options;
  const maximumDigits = options.maximumDigits ?? CURRENCY_FRACTION_DIGITS;
  if (!Number.isInteger(maximumDigits) || maximumDigits < 0 || maximumDigits > MAX_FRACTION_DIGITS) {
    throw new RangeError(`maximumDigits must be an integer from 0 to ${MAX_FRACTION_DIGITS}`);
  }
  // Avoid "-$0.00": the currency style keeps the sign of a negative value that rounds to zero.
  const roundsToZero = Math.abs(amount) < 0.5 * 10 ** -maximumDigits;
  const text = formatEnglishNumber(roundsToZero ? 0 : amount, {
    symbol: US_CURRENCY_SYMBOL,
    useGrouping: false,
    maximumFractionDigits: maximumDigits,
    // The minimum follows the maximum down (as Intl requires: it never exceeds it).
    minimumFractionDigits: Math.min(CURRENCY_FRACTION_DIGITS, maximumDigits),
    signDisplay,
  });
  return fullFormat && market.currency === "CAD" ? `${CANADIAN_FULL_FORMAT_PREFIX}${text}` : text;
}

/**
 * Savings percentage label, e.g. `15%` (strikeSavingsPct, autoshipDiscountPct, promo-pricing
 * savings_pct — all given in percentage points, 0–100).
 *
 * Decisions: the value is rounded down to a whole percent, so a label never overstates the saving
 * (14.6 → `14%`); a string is read like a price (digits, dot, minus); a value that is missing, not
 * a number, not above 0 or above 100 gives the empty string, i.e. no label.
 */
export function formatSavingsPct(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const pct = typeof value === "number" ? value : numericPart(value);
  if (pct === undefined || !Number.isFinite(pct) || pct > 100) return "";
  const whole = Math.floor(pct);
  return whole > 0 ? `${whole}%` : "";
}

/**
 * An amount an order charges (cents), as the cart, checkout and the cart's API state it: the full
 * format, so a Canadian total reads `CA $38.97` and can never be taken for US dollars (spec §5;
 * docs/decisions/0034). Prices on cards, shelves and product pages keep the short format.
 */
export function orderAmount(cents: number, market: MarketConfig): string {
  return formatPrice(cents / 100, { market, fullFormat: true });
}

/** Cents (integer) to an amount in the currency (the spec §3 fields' unit), or null. */
export function centsToAmount(cents: number | null | undefined): number | null {
  return cents == null ? null : Math.round(cents) / 100;
}
