import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as S from "./schemas";
import { EVENT_FIELDS, type Fields, LOCATION_FIELDS, PAGE_FIELDS, PRODUCT_FIELDS, PROMOTION_FIELDS, checkFields } from "./validate";

const event = {
  personalization_id: "pid",
  authentication_state: "visitor",
  page_type: "plp",
  eventCategory: "plp",
  eventAction: "product click",
  eventNonInt: false,
};

describe("spec §5 messages", () => {
  it("missing required property: 'x' is required", () => {
    const { personalization_id, ...rest } = event;
    expect(checkFields(EVENT_FIELDS, rest).messages).toEqual(["'personalization_id' is required"]);
  });
  it("null value: 'x' is not nullable", () => {
    expect(checkFields(EVENT_FIELDS, { ...event, page_type: null }).messages).toEqual(["'page_type' is not nullable"]);
  });
  it("type mismatch: 'x' received type A but expected type B", () => {
    expect(checkFields(EVENT_FIELDS, { ...event, eventNonInt: "yes" }).messages).toEqual(["'eventNonInt' received type string but expected type boolean"]);
    expect(checkFields(EVENT_FIELDS, { ...event, eventCategory: { a: 1 } }).messages).toEqual([
      "'eventCategory' received type object but expected type string",
    ]);
    expect(checkFields(EVENT_FIELDS, { ...event, eventAction: ["a"] }).messages).toEqual(["'eventAction' received type array but expected type string"]);
  });
  it("prefixes nested paths", () => {
    expect(checkFields(PRODUCT_FIELDS, { product_id: "1", sku: "1", name: "n", price: "abc", position: 1 }, "products.0.").messages).toEqual([
      "'products.0.price' received type string but expected type number",
    ]);
  });
  it("optional fields accept null and undefined", () => {
    expect(checkFields(EVENT_FIELDS, { ...event, eventLabel: null, customerID: undefined }).messages).toEqual([]);
  });
  it("never throws, whatever it is given", () => {
    expect(() => checkFields(EVENT_FIELDS, {})).not.toThrow();
    expect(checkFields(EVENT_FIELDS, {}).messages).toHaveLength(6);
  });
});

describe("spec §5 coercions", () => {
  const product = { product_id: "p", sku: "s", name: "n", price: 1, position: 1 };
  it("numeric strings become numbers, also with a leading $", () => {
    expect(checkFields(PRODUCT_FIELDS, { ...product, price: "12.99" }).value.price).toBe(12.99);
    expect(checkFields(PRODUCT_FIELDS, { ...product, price: "$12.99" }).value.price).toBe(12.99);
    expect(checkFields(PRODUCT_FIELDS, { ...product, quantity: "3" }).value.quantity).toBe(3);
  });
  it("numbers become strings for string fields", () => {
    const r = checkFields(PRODUCT_FIELDS, { ...product, product_id: 12345, sku: 678 });
    expect(r.value.product_id).toBe("12345");
    expect(r.value.sku).toBe("678");
    expect(r.messages).toEqual([]);
  });
  it("position is parsed to an integer and must be digits only", () => {
    expect(checkFields(PRODUCT_FIELDS, { ...product, position: "7" }).value.position).toBe(7);
    expect(checkFields(PRODUCT_FIELDS, { ...product, position: "7a" }).messages).toEqual(["'position' received type string but expected type number"]);
    expect(checkFields(PRODUCT_FIELDS, { ...product, position: "-1" }).messages).toEqual(["'position' received type string but expected type number"]);
    expect(checkFields(PRODUCT_FIELDS, { ...product, position: 2.5 }).messages).toEqual(["'position' received type float but expected type integer"]);
  });
  it("does not mutate the input", () => {
    const input = { ...product, price: "$5" };
    checkFields(PRODUCT_FIELDS, input);
    expect(input.price).toBe("$5");
  });
});

// The browser checks and the zod schemas must describe the same payloads (see README.md).
describe("validate.ts field tables agree with the zod schemas", () => {
  const pairs: [string, Fields, z.ZodTypeAny][] = [
    ["page", PAGE_FIELDS, S.PagePayload],
    ["event", EVENT_FIELDS, S.EventPayload],
    ["location", LOCATION_FIELDS, S.Location],
    ["promotion", PROMOTION_FIELDS, S.Promotion],
    ["product", PRODUCT_FIELDS, S.OutgoingProduct],
  ];
  const samples: Record<string, unknown[]> = {
    string: ["x", 5, null, undefined, true, {}],
    number: [5, "5", "$5.50", "five", null, undefined, false],
    integer: [3, "3", "3.5", 3.5, "x", null, undefined],
    boolean: [true, "true", 1, null, undefined],
  };
  for (const [label, fields, schema] of pairs) {
    it(`${label}: same keys, and the same messages for every sample value of every field`, () => {
      const shape = (schema as z.AnyZodObject).shape;
      expect(Object.keys(shape).sort()).toEqual(Object.keys(fields).sort());
      const valid = Object.fromEntries(
        Object.entries(fields).map(([k, rule]) => [k, { string: "s", number: 1, integer: 1, boolean: true }[rule.replace("!", "") as "string"]]),
      );
      for (const [key, rule] of Object.entries(fields)) {
        for (const sample of samples[rule.replace("!", "")]) {
          const input = { ...valid, [key]: sample };
          const mine = checkFields(fields, input).messages;
          const parsed = schema.safeParse(input);
          const theirs = parsed.success ? [] : S.issueMessages(parsed.error);
          expect({ key, sample, messages: mine }).toEqual({ key, sample, messages: theirs });
          if (parsed.success) expect(checkFields(fields, input).value).toEqual(parsed.data);
        }
      }
    });
  }
});
