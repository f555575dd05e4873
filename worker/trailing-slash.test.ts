import { describe, expect, it } from "vitest";
import { trailingSlashLocation, withoutTrailingSlash } from "./trailing-slash";

const API = new Set(["/plp/api/search", "/v1/batch", "/graphql", "/robots.txt"]);
const isMachinePath = (path: string) => API.has(path) || path.startsWith("/images/");
const locationFor = (pathname: string, search = "", method = "GET") => trailingSlashLocation({ method, pathname, search }, isMachinePath);

describe("withoutTrailingSlash", () => {
  it("drops every trailing slash and keeps the root", () => {
    expect(withoutTrailingSlash("/b/dog_c288/")).toBe("/b/dog_c288");
    expect(withoutTrailingSlash("/b/dog_c288//")).toBe("/b/dog_c288");
    expect(withoutTrailingSlash("/b/dog_c288")).toBeNull();
    expect(withoutTrailingSlash("/")).toBeNull();
  });
});

describe("trailingSlashLocation: a page's address never ends in a slash but the US home page", () => {
  it.each([
    ["/b/dog_c288/", "/b/dog_c288"],
    ["/ca/b/dog_c288/", "/ca/b/dog_c288"],
    ["/brands/", "/brands"],
    ["/brands/barkwell_c30001/", "/brands/barkwell_c30001"],
    ["/app/cart/", "/app/cart"],
    ["/barkwell-chicken/dp/100001/", "/barkwell-chicken/dp/100001"],
    ["/s/", "/s"],
  ])("%s moves to %s", (pathname, location) => {
    expect(locationFor(pathname)).toBe(location);
  });

  it("moves the Canadian home page /ca/ to /ca, the address its canonical link names", () => {
    expect(locationFor("/ca/")).toBe("/ca");
  });

  it("keeps the query", () => {
    expect(locationFor("/b/dog_c288/", "?rh=c288&page=2")).toBe("/b/dog_c288?rh=c288&page=2");
    expect(locationFor("/ca/", "?x=1")).toBe("/ca?x=1");
  });

  it("leaves addresses without a trailing slash, and the US home page, alone", () => {
    expect(locationFor("/b/dog_c288")).toBeNull();
    expect(locationFor("/ca")).toBeNull();
    expect(locationFor("/")).toBeNull();
  });

  it("leaves machine paths alone in both markets", () => {
    expect(locationFor("/plp/api/search/")).toBeNull();
    expect(locationFor("/ca/plp/api/search/")).toBeNull();
    expect(locationFor("/v1/batch/")).toBeNull();
    expect(locationFor("/graphql/")).toBeNull();
    expect(locationFor("/images/p/1.svg/")).toBeNull();
    expect(locationFor("/robots.txt/")).toBeNull();
  });

  it("redirects only reads: a POST is not turned into a GET", () => {
    expect(locationFor("/app/cart/", "", "POST")).toBeNull();
    expect(locationFor("/app/cart/", "", "HEAD")).toBe("/app/cart");
  });

  it("never points at another host", () => {
    expect(locationFor("//evil.example/")).toBeNull();
    expect(locationFor("/\\evil.example/")).toBeNull();
  });
});
