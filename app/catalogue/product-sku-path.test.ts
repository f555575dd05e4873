import { describe, expect, it } from "vitest";
import { productSkuPath } from "./product-path";

describe("part-number links (spec §2)", () => {
  it("the part-number variant (spec §2, flag partNumberLinks): the same slug, then sku/{part number}", () => {
    expect(productSkuPath("/kong-classic/dp/42", "200042")).toBe("/kong-classic/sku/200042");
    // nothing to build from: the path stays as it was
    expect(productSkuPath("/dp/42", "200042")).toBe("/dp/42");
    expect(productSkuPath("/kong-classic/dp/42", "a b/c")).toBe("/kong-classic/dp/42");
    expect(productSkuPath("/kong-classic/dp/42", "KC-42")).toBe("/kong-classic/dp/42");
  });
});
