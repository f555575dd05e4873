import { describe, expect, it } from "vitest";
import { appendQuery, destinationProblem, normaliseRedirectPath, sourceProblem, splitPathAndQuery } from "./paths";

describe("normaliseRedirectPath: letter case and trailing slashes are ignored", () => {
  it.each([
    ["/b/dog-food", "/b/dog-food"],
    ["/B/Dog-Food", "/b/dog-food"],
    ["/b/dog-food/", "/b/dog-food"],
    ["/b/dog-food///", "/b/dog-food"],
    ["/", "/"],
    ["//", "/"],
    ["/b/caf%C3%A9", "/b/caf%c3%a9"],
  ])("%s → %s", (path, expected) => expect(normaliseRedirectPath(path)).toBe(expected));
});

describe("the visitor's query string is carried to the destination", () => {
  it("is added after ?", () => expect(appendQuery("/b/dog-food_c20100", "utm=1")).toBe("/b/dog-food_c20100?utm=1"));
  it("follows the destination's own query", () => expect(appendQuery("/s?query=kibble", "page=2")).toBe("/s?query=kibble&page=2"));
  it("leaves the destination alone when there is none", () => expect(appendQuery("/b/dog-food_c20100", "")).toBe("/b/dog-food_c20100"));
  it("splits a location", () => {
    expect(splitPathAndQuery("/s?rh=c:1&x=2")).toEqual(["/s", "rh=c:1&x=2"]);
    expect(splitPathAndQuery("/b/x")).toEqual(["/b/x", ""]);
  });
});

describe("sources", () => {
  it.each(["/b/dog-food", "/", "/f/puppy-dry-dog-food_c3312_f158v7a1c2e", "/B/Mixed-Case/", "/cats", "/cabin/x", "/b/caf%C3%A9"])("accepts %s", (from) =>
    expect(sourceProblem(from)).toBeNull(),
  );
  it.each([
    ["b/dog-food", /must start with \//],
    ["", /empty/],
    ["//evil.example/x", /not a site path/],
    ["/b/dog-food?page=2", /query string/],
    ["/b/dog-food#top", /query string or fragment/],
    ["/b/dog food", /percent-encoded/],
    ["/b/café", /percent-encoded/],
    ["/ca/b/dog-food", /market prefix/],
    ["/ca", /market prefix/],
    ["/CA/b/x", /market prefix/],
    [`/${"x".repeat(2048)}`, /longer than/],
  ])("rejects %s", (from, message) => expect(sourceProblem(from)).toMatch(message));
});

describe("destinations never leave the site", () => {
  it.each(["/b/dog-food_c20100", "/", "/brands", "/education/puppy-training", "/s?query=kibble", "/deals/todays-deal_c2723"])("accepts %s", (to) =>
    expect(destinationProblem(to)).toBeNull(),
  );
  it.each([
    ["https://evil.example/b/x", /leaves the site/],
    ["http://www.tailwise.test/b/x", /leaves the site/],
    ["javascript:alert(1)", /leaves the site/],
    ["JavaScript:alert(1)", /leaves the site/],
    ["data:text/html,hi", /leaves the site/],
    ["//evil.example", /leaves the site/],
    ["/\\evil.example", /leaves the site/],
    ["/b\\x", /backslash/],
    ["b/dog-food-288", /must start with \//],
    ["/b/x\n", /percent-encoded/],
    ["/b/x#top", /fragment/],
    ["/ca/b/dog-food_c20100", /market prefix/],
  ])("rejects %s", (to, message) => expect(destinationProblem(to)).toMatch(message));
});
