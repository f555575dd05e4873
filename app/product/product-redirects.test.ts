import { describe, expect, it } from "vitest";
import { CA_MARKET, US_MARKET } from "#app/markets/config.ts";
import { PRODUCT_SLUG_WARNING } from "#app/catalogue/product-path.ts";
import { expectConsole } from "#tests/setup/console-guard.ts";
import { decideProductRedirect } from "./product-redirects";

const dog = { id: "288", slug: "dog", catalogPrefix: "b" as const };

describe.each([
  { market: US_MARKET, p: "" },
  { market: CA_MARKET, p: "/ca" },
])("product page redirects in $market.name", ({ market, p }) => {
  it("a product off sale goes to its category for now (302); a wrong slug to the canonical path (301)", () => {
    const product = { id: "101", slug: "barkwell-chicken", published: true, category: dog };
    expect(decideProductRedirect({ market, requestedSlug: "barkwell-chicken", product })).toBeNull();
    expect(decideProductRedirect({ market, requestedSlug: undefined, product })).toEqual({
      location: `${p}/barkwell-chicken/dp/101`,
      reason: "incorrect-slug",
    });
    expect(decideProductRedirect({ market, requestedSlug: "barkwell-chicken", product: { ...product, published: false } })).toEqual({
      location: `${p}/b/dog_c288`,
      reason: "unpublished-product",
      status: 302,
    });
  });

  it("a part-number path with a wrong slug keeps its part-number form", () => {
    const product = { id: "101", slug: "barkwell-chicken", published: true, category: dog };
    expect(decideProductRedirect({ market, requestedSlug: "barkwell-chicken", product, partNumber: "200101" })).toBeNull();
    expect(decideProductRedirect({ market, requestedSlug: "old-name", product, partNumber: "200101" })).toEqual({
      location: `${p}/barkwell-chicken/sku/200101`,
      reason: "incorrect-slug",
    });
  });

  it("a product whose stored slug is not slug-shaped redirects once, to the path it really has", () => {
    const warned = expectConsole("warn");
    const odd = { id: "102", slug: "", published: true, category: dog };
    const first = decideProductRedirect({ market, requestedSlug: undefined, product: odd });
    expect(first).toEqual({ location: `${p}/product/dp/102`, reason: "incorrect-slug" });
    expect(decideProductRedirect({ market, requestedSlug: "product", product: odd })).toBeNull();
    const spaced = { ...odd, slug: "Kong Classic Toy" };
    expect(decideProductRedirect({ market, requestedSlug: "kong-classic-toy", product: spaced })).toBeNull();
    // The empty slug is the one the URL builder cannot make, and it says so.
    expect(warned()).toEqual([PRODUCT_SLUG_WARNING, PRODUCT_SLUG_WARNING]);
  });
});
