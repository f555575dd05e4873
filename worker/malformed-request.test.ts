import { describe, expect, it } from "vitest";
import { CA_MARKET, US_MARKET } from "#app/markets/config.ts";
import { GRAPHQL_ALLOW } from "#app/graphql/paths.ts";
import { MAX_URL_LENGTH, pathProblem, refuseMalformedRequest, requestProblem, sendsBody } from "./malformed-request";

// Concatenated, not resolved against a base: `//x` would otherwise be read as another host.
const url = (target: string) => new URL(`https://www.tailwise.test${target}`);
const status = (target: string, method = "GET") => requestProblem(method, url(target))?.status ?? null;

describe("requestProblem: what no route can answer", () => {
  it("lets every address shape of the site through", () => {
    for (const target of [
      "/",
      "/ca",
      "/s?query=dog%20food&rh=c:288,BreedSize:Small",
      "/b/dog-food_c288_p2",
      "/f/dry-dog-food_c288_f158v7a1c2e",
      "/good-bite-chews/dp/500001?item=10000001",
      "/education/dog-food-guide",
      "/app/cart",
      "/b/caf%C3%A9_c288",
      "/b/dog-food/",
      "/b/dog-food//",
      "/s?query=%",
      "/s?redirectTo=//evil.example",
    ]) {
      expect(status(target), target).toBeNull();
    }
  });

  it("an encoded backslash or slash in the path is a 404 (the cause of /%5C's 500)", () => {
    for (const target of ["/%5C", "/%5c", "/ca/%5C", "/%5C%5Cevil.example", "/b/dog%2Ffood_c288", "/%2F%2Fevil.example", "/ca%5C"]) {
      expect(status(target), target).toBe(404);
    }
  });

  it("malformed percent-encoding, invalid UTF-8 and control characters in the path are a 400", () => {
    for (const target of ["/%", "/b/%ZZ", "/dp/%E0%A4%A", "/%C0%AF", "/%ED%A0%80", "/%FF", "/a%00b", "/b/x%0Ay", "/x%7F"]) {
      expect(status(target), target).toBe(400);
    }
  });

  it("a path starting with // or with an empty segment inside is a 404", () => {
    for (const target of ["//", "/ca//", "//evil.example", "///x", "/b//dog_c288", "/ca//b/dog_c288"]) expect(status(target), target).toBe(404);
  });

  it("an address longer than the limit is a 414, the query counted", () => {
    expect(status(`/s?query=${"a".repeat(MAX_URL_LENGTH)}`)).toBe(414);
    expect(status(`/b/${"a".repeat(MAX_URL_LENGTH)}`)).toBe(414);
    expect(status(`/s?query=${"a".repeat(MAX_URL_LENGTH - 20)}`)).toBeNull();
  });

  it("methods the site does not use are a 405; GET, HEAD, POST and OPTIONS are not", () => {
    for (const method of ["GET", "HEAD", "POST", "OPTIONS"]) expect(status("/app/cart", method), method).toBeNull();
    for (const method of ["PUT", "PATCH", "patch", "DELETE", "PROPFIND", "CONNECT"]) expect(status("/app/cart", method), method).toBe(405);
  });

  it("a GET or HEAD with a body is a 400 (Remix threw rebuilding it: a 500); an empty length is no body", () => {
    expect(requestProblem("GET", url("/app/cart"), true)).toEqual({ status: 400, reason: "GET with a body" });
    expect(requestProblem("HEAD", url("/b/dog_c288"), true)).toEqual({ status: 400, reason: "HEAD with a body" });
    expect(requestProblem("POST", url("/app/cart"), true)).toBeNull();
    expect(sendsBody(new Request("https://x.test/", { method: "POST", body: "x" }))).toBe(true);
    expect(sendsBody({ headers: new Headers({ "transfer-encoding": "chunked" }), body: null })).toBe(true);
    expect(sendsBody({ headers: new Headers({ "content-length": "0" }), body: null })).toBe(false);
    expect(sendsBody(new Request("https://x.test/"))).toBe(false);
  });

  it("Remix's pre-single-fetch ?_data= is a 400 (Remix logged a warning for each)", () => {
    expect(status("/b/dog_c288?_data=root")).toBe(400);
    expect(status("/s?query=dog&_data=")).toBe(400);
    expect(status("/b/dog_c288.data")).toBeNull();
  });

  it("pathProblem says why", () => {
    expect(pathProblem("/%5C")).toEqual({ status: 404, reason: "encoded slash or backslash" });
    expect(pathProblem("/%ZZ")).toEqual({ status: 400, reason: "malformed percent-encoding" });
  });
});

describe("refuseMalformedRequest: the market's page", () => {
  const html = { accept: "text/html,application/xhtml+xml" };

  it("answers /%5C with the US not-found page, /ca/%5C with the Canadian one", async () => {
    const us = (await refuseMalformedRequest(new Request("https://www.tailwise.test/%5C", { headers: html }), url("/%5C"), US_MARKET))!;
    expect(us.status).toBe(404);
    expect(us.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const usPage = await us.text();
    expect(usPage).toContain('<html lang="en-US">');
    expect(usPage).toContain("<title>Page Not Found</title>");
    expect(usPage).toContain("1-800-555-0142");
    expect(usPage).toContain('href="/"');

    const ca = (await refuseMalformedRequest(new Request("https://www.tailwise.test/ca/%5C", { headers: html }), url("/ca/%5C"), CA_MARKET))!;
    const caPage = await ca.text();
    expect(caPage).toContain('<html lang="en-CA">');
    expect(caPage).toContain("1-800-555-0199");
    expect(caPage).toContain('href="/ca"');
  });

  it("answers a malformed escape with the bad-request page, and a script with JSON", async () => {
    const page = (await refuseMalformedRequest(new Request("https://www.tailwise.test/b/%ZZ", { headers: html }), url("/b/%ZZ"), US_MARKET))!;
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("<title>Bad Request</title>");
    const json = (await refuseMalformedRequest(
      new Request("https://www.tailwise.test/b/%ZZ", { headers: { accept: "application/json" } }),
      url("/b/%ZZ"),
      US_MARKET,
    ))!;
    expect(json.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(((await json.json()) as { error: string }).error).toMatch(/^Bad Request: /);
  });

  it("answers PUT with 405 and the methods it takes, OPTIONS with 204 and the same list", async () => {
    const put = (await refuseMalformedRequest(
      new Request("https://www.tailwise.test/app/cart", { method: "PUT", body: "x", headers: html }),
      url("/app/cart"),
      US_MARKET,
    ))!;
    expect([put.status, put.headers.get("allow")]).toEqual([405, "GET, HEAD, POST, OPTIONS"]);
    const options = (await refuseMalformedRequest(new Request("https://www.tailwise.test/x/y.data", { method: "OPTIONS" }), url("/x/y.data"), US_MARKET))!;
    expect([options.status, options.headers.get("allow")]).toEqual([204, "GET, HEAD, POST, OPTIONS"]);
  });

  it("answers OPTIONS for a GraphQL server, in either market, with its own methods (those of its 405s: decision 0071)", async () => {
    for (const path of ["/api/widgets/graphql", "/ca/graphql"]) {
      const options = (await refuseMalformedRequest(new Request(`https://www.tailwise.test${path}`, { method: "OPTIONS" }), url(path), US_MARKET))!;
      expect([options.status, options.headers.get("allow")], path).toEqual([204, GRAPHQL_ALLOW]);
    }
  });

  it("lets a well-formed request go on", async () => {
    expect(await refuseMalformedRequest(new Request("https://www.tailwise.test/b/dog_c288"), url("/b/dog_c288"), US_MARKET)).toBeNull();
  });
});
