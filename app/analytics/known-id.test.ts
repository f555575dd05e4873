import { describe, expect, it } from "vitest";
import { knownPersonalizationIdFor } from "./known-id";

describe("a registered user's known personalization id", () => {
  it("is UUID-shaped (RFC 9562 version 8) and the same for the same customer on every device", async () => {
    const id = await knownPersonalizationIdFor("cust-1");
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await knownPersonalizationIdFor("cust-1")).toBe(id);
  });
  it("differs between customers and is not the customer id", async () => {
    expect(await knownPersonalizationIdFor("cust-2")).not.toBe(await knownPersonalizationIdFor("cust-1"));
    expect(await knownPersonalizationIdFor("cust-1")).not.toContain("cust-1");
  });
});
