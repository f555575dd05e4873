import { describe, expect, it } from "vitest";
import { NEUTRAL_PERSONAL, parsePersonal, serializePersonal, type PersonalState } from "./personal";

const shopper: PersonalState = { xsrfToken: "tok", cartCount: 3, hasPurchased: true, registeredUser: false, isBot: false, requestId: "r-1" };

describe("the personal island", () => {
  it("round-trips a visitor's state", () => expect(parsePersonal(serializePersonal(shopper))).toEqual(shopper));

  it("keeps an unknown cart count unknown (null), not 0", () => expect(parsePersonal(serializePersonal({ ...shopper, cartCount: null })).cartCount).toBeNull());

  it("cannot be closed early by a value: '<' is escaped inside the script", () => {
    const text = serializePersonal({ ...shopper, requestId: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(parsePersonal(text).requestId).toBe("</script><script>alert(1)</script>");
  });

  it("falls back to neutral for what is missing, malformed or of the wrong type", () => {
    expect(parsePersonal(null)).toEqual(NEUTRAL_PERSONAL);
    expect(parsePersonal("{not json")).toEqual(NEUTRAL_PERSONAL);
    expect(parsePersonal(JSON.stringify({ cartCount: -1, hasPurchased: "yes", xsrfToken: 5 }))).toEqual(NEUTRAL_PERSONAL);
    expect(parsePersonal(JSON.stringify({ cartCount: 2.5 })).cartCount).toBe(0);
  });
});
