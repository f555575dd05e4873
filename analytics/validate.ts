import { coerceNumber, coercePosition, coerceString, typeName } from "./coerce";
import { MESSAGES } from "./constants";

// Browser-side validation, hand-written so the page bundle does not carry zod (see README.md).
// The field tables mirror the zod schemas in schemas.ts; validate.test.ts fails if the two drift.
// A trailing "!" marks a required, not-nullable field (spec §3); other fields accept null/undefined.

type FieldType = "string" | "number" | "integer" | "boolean";
type FieldRule = FieldType | `${FieldType}!`;
export type Fields = Record<string, FieldRule>;

const OPTIONAL_IDENTITY: Fields = {
  customerID: "string",
  viewType: "string",
  appVersion: "string",
  user_id: "string",
  operatingSystem: "string",
  nma_linker_id: "string",
};

/** spec §3 "Page payload" */
export const PAGE_FIELDS: Fields = {
  personalization_id: "string!",
  authentication_state: "string!",
  page_type: "string!",
  ...OPTIONAL_IDENTITY,
};

/** spec §3 "Event payload" */
export const EVENT_FIELDS: Fields = {
  ...PAGE_FIELDS,
  eventCategory: "string!",
  eventAction: "string!",
  eventNonInt: "boolean!",
  eventLabel: "string",
  eventValue: "string",
  app_version: "string",
};

/** spec §3 "Location" */
export const LOCATION_FIELDS: Fields = {
  hostname: "string!",
  href: "string!",
  pathname: "string!",
  port: "number!",
  protocol: "string!",
  path: "string",
  hash: "string",
  search: "string",
};

/** spec §3 "Promotion" */
export const PROMOTION_FIELDS: Fields = {
  creative: "string!",
  name: "string!",
  promotion_id: "string!",
  position: "integer",
};

/** spec §3 "Product record (outgoing)"; position is the integer of spec §5's coercion. */
export const PRODUCT_FIELDS: Fields = {
  product_id: "string!",
  sku: "string!",
  name: "string!",
  price: "number!",
  position: "integer!",
  category: "number",
  brand: "string",
  quantity: "number",
  variant: "string",
  coupon: "string",
};

const COERCE: Record<FieldType, (v: unknown) => unknown> = {
  string: coerceString,
  number: coerceNumber,
  integer: coercePosition,
  boolean: (v) => v,
};

function matches(type: FieldType, value: unknown): boolean {
  if (type === "integer") return typeof value === "number" && Number.isInteger(value);
  if (type === "number") return typeof value === "number" && !Number.isNaN(value);
  return typeof value === type;
}

/**
 * Checks `value` against `fields`, returning a coerced shallow copy and the spec §5 messages.
 * It never throws: analytics checks only log (spec §5 "nothing is blocked"). Unknown keys pass through.
 */
export function checkFields(fields: Fields, value: Record<string, unknown>, path = ""): { value: Record<string, unknown>; messages: string[] } {
  const out: Record<string, unknown> = { ...value };
  const messages: string[] = [];
  for (const [key, rule] of Object.entries(fields)) {
    const required = rule.endsWith("!");
    const type = (required ? rule.slice(0, -1) : rule) as FieldType;
    const name = path + key;
    const v = out[key];
    if (v === undefined || v === null) {
      if (required) messages.push(v === undefined ? MESSAGES.required(name) : MESSAGES.notNullable(name));
      continue;
    }
    const coerced = COERCE[type](v);
    if (matches(type, coerced)) {
      out[key] = coerced;
    } else {
      // zod's names: a non-integer number reports as "float" against "integer"; other mismatches against "number".
      const isFloat = type === "integer" && typeof coerced === "number";
      const expected = type === "integer" ? (isFloat ? "integer" : "number") : type;
      messages.push(MESSAGES.wrongType(name, isFloat ? "float" : typeName(coerced), expected));
    }
  }
  return { value: out, messages };
}

/**
 * A whole payload as it goes out: its own fields (page or event), the fields its kind adds (a
 * promotion's), its location and each of its products, with every message under its path.
 */
export function checkPayload(type: "track" | "page", props: Record<string, unknown>, extra?: Fields): { value: Record<string, unknown>; messages: string[] } {
  const checked = checkFields(type === "page" ? PAGE_FIELDS : EVENT_FIELDS, props);
  const messages = checked.messages;
  const value = checked.value;
  if (extra) {
    const more = checkFields(extra, value);
    Object.assign(value, more.value);
    messages.push(...more.messages);
  }
  const location = checkFields(LOCATION_FIELDS, value.location as Record<string, unknown>, "location.");
  value.location = location.value;
  messages.push(...location.messages);
  if (Array.isArray(value.products)) {
    value.products = value.products.map((p: Record<string, unknown>, i: number) => {
      const product = checkFields(PRODUCT_FIELDS, p, `products.${i}.`);
      messages.push(...product.messages);
      return product.value;
    });
  }
  return { value, messages };
}
