import { describe, expect, it } from "vitest";
import { NOTIFY_ME_MESSAGES, alreadySignedUpMessage, checkEmail, normaliseTerm, subjectKey } from "./notify-me-rules";

describe("checkEmail (spec §5 notify-me validation)", () => {
  it("an empty address is 'Email address is required.'", () => {
    for (const value of ["", "   ", undefined, null]) expect(checkEmail(value)).toEqual({ ok: false, error: "Email address is required." });
  });
  it("a malformed address is 'Please enter a valid email address.'", () => {
    for (const value of ["pat", "pat@", "@example.com", "pat@example", "pat smith@example.com", "pat@@example.com", `${"a".repeat(250)}@example.com`]) {
      expect(checkEmail(value)).toEqual({ ok: false, error: "Please enter a valid email address." });
    }
  });
  it("a valid address is trimmed and lower-cased, so the same person is one sign-up", () => {
    expect(checkEmail("  Pat.Smith+dogs@Example.co.uk ")).toEqual({ ok: true, email: "pat.smith+dogs@example.co.uk" });
  });
});

it("the duplicate and failure messages are the spec's", () => {
  expect(alreadySignedUpMessage("salmon kibble")).toBe("Looks like you already signed up to be notified when salmon kibble becomes available.");
  expect(NOTIFY_ME_MESSAGES.failure).toBe("We were unable to complete your request, please try again.");
});

describe("subjectKey", () => {
  it("the same search typed differently is one subject", () => {
    expect(subjectKey({ kind: "term", term: "  Salmon   Kibble" })).toBe(subjectKey({ kind: "term", term: "salmon kibble" }));
    expect(normaliseTerm("  Salmon   Kibble")).toBe("salmon kibble");
  });
  it("a product is its own subject", () => expect(subjectKey({ kind: "product", productId: "501234" })).toBe("product:501234"));
});
