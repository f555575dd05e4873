import { expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

const fallback = "/app/cart";

it("keeps a path of this site, with its query", () => {
  expect(safeRedirectPath("/ca/kibble/dp/501?item=2", fallback)).toBe("/ca/kibble/dp/501?item=2");
});

it("never sends a form to another host", () => {
  for (const value of [
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "\\\\evil.example",
    "evil",
    "",
    null,
  ]) {
    expect(safeRedirectPath(value, fallback), JSON.stringify(value)).toBe(fallback);
  }
});

it("refuses an absurdly long value", () => expect(safeRedirectPath(`/${"a".repeat(2001)}`, fallback)).toBe(fallback));
