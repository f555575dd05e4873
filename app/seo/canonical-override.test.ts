import { describe, expect, it } from "vitest";
import { canonicalFromMetadata, firstCanonicalOverride, readCanonicalValue } from "./canonical-override";

const ORIGIN = "https://www.tailwise.com";

describe("page metadata of kind Canonical (spec §2: short description first, then long description)", () => {
  it("is the short description, else the long one, else none", () => {
    expect(canonicalFromMetadata({ shortDescription: " /b/dog-food_c20100 ", longDescription: "/b/dog_c288" })).toBe("/b/dog-food_c20100");
    expect(canonicalFromMetadata({ shortDescription: "  ", longDescription: "/b/dog_c288" })).toBe("/b/dog_c288");
    expect(canonicalFromMetadata({ shortDescription: "", longDescription: "" })).toBeNull();
  });
});

describe("readCanonicalValue: what a written canonical names", () => {
  it("a site path is a page of ours in the market; a /ca prefix is the market's and is dropped", () => {
    expect(readCanonicalValue("/b/dog-food_c20100", ORIGIN)).toEqual({ path: "/b/dog-food_c20100" });
    expect(readCanonicalValue("/ca/b/dog-food_c20100?rh=rating%3A4", ORIGIN)).toEqual({ path: "/b/dog-food_c20100?rh=rating%3A4" });
    expect(readCanonicalValue(`${ORIGIN}/ca/b/dog-food_c20100`, ORIGIN)).toEqual({ path: "/b/dog-food_c20100" });
  });

  it("another https address is a page elsewhere", () => {
    expect(readCanonicalValue("https://partner.example/dog-food", ORIGIN)).toEqual({ url: "https://partner.example/dog-food" });
  });

  it("names nothing when empty, relative, protocol-relative, not https or not an address", () => {
    for (const value of [
      undefined,
      null,
      "",
      "  ",
      "b/dog_c288",
      "//evil.example/x",
      "http://partner.example/",
      "javascript:alert(1)",
      "/b/dog food",
      "https://",
    ]) {
      expect(readCanonicalValue(value, ORIGIN), String(value)).toBeNull();
    }
  });

  it("the first value that names an address wins", () => {
    expect(firstCanonicalOverride([undefined, "not a url", "/b/cat_c325", "/b/dog_c288"], ORIGIN)).toEqual({ path: "/b/cat_c325" });
    expect(firstCanonicalOverride([null, undefined], ORIGIN)).toBeNull();
  });
});
