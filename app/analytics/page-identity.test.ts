import { describe, expect, it } from "vitest";
import { identityOf } from "./page-identity";

describe("who the visitor is, from the personal island", () => {
  it("a registered existing customer: their customer id and known id", () => {
    const island = JSON.stringify({ registeredUser: true, hasPurchased: true, isBot: false, customerId: "cust-1", knownPersonalizationId: "0f0e-8abc" });
    expect(identityOf(island)).toEqual({ registeredUser: true, hasPurchased: true, isBot: false, customerId: "cust-1", knownPersonalizationId: "0f0e-8abc" });
  });
  it("an existing customer who is not signed in has purchased but no known id", () => {
    expect(identityOf(JSON.stringify({ registeredUser: false, hasPurchased: true, customerId: "cust-1", knownPersonalizationId: "k" }))).toEqual({
      registeredUser: false,
      hasPurchased: true,
      isBot: false,
    });
  });
  it("anything missing or malformed is an anonymous new visitor", () => {
    const anonymous = { registeredUser: false, hasPurchased: false, isBot: false };
    expect(identityOf(null)).toEqual(anonymous);
    expect(identityOf("{not json")).toEqual(anonymous);
    expect(identityOf(JSON.stringify({ registeredUser: "yes", hasPurchased: 1 }))).toEqual(anonymous);
    expect(identityOf(JSON.stringify({ registeredUser: true, customerId: "</script>", knownPersonalizationId: 5 }))).toEqual({
      ...anonymous,
      registeredUser: true,
    });
  });
});
