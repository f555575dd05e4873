// spec §5 "Coercions", shared by the browser validator (validate.ts) and the zod schemas (schemas.ts)
// so both sides coerce identically.

const NUMERIC_TEXT = /^\s*\$?\s*-?(\d+\.?\d*|\.\d+)\s*$/;
const DIGITS_ONLY = /^\d+$/;

/** Numeric strings, also with a leading dollar sign, become numbers; anything else is left for the type check. */
export function coerceNumber(value: unknown): unknown {
  return typeof value === "string" && NUMERIC_TEXT.test(value) ? Number(value.replace(/[\s$]/g, "")) : value;
}

/** Numbers become strings for string fields. */
export function coerceString(value: unknown): unknown {
  return typeof value === "number" && Number.isFinite(value) ? String(value) : value;
}

/** Position is parsed to an integer and must be digits only. */
export function coercePosition(value: unknown): unknown {
  return typeof value === "string" && DIGITS_ONLY.test(value) ? parseInt(value, 10) : value;
}

/** The type word used in "received type A" messages (matches zod's parsed-type names). */
export function typeName(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number" && Number.isNaN(value)) return "nan";
  return typeof value;
}
