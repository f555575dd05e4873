import { describe, expect, it } from "vitest";
import { staticAssetPreconnect } from "./preconnect";

describe("staticAssetPreconnect (spec §7: a static asset host is preconnected to)", () => {
  it("is the configured asset host when it is another origin than the site's", () => {
    expect(staticAssetPreconnect("https://assets.tailwise.com", "https://www.tailwise.com")).toBe("https://assets.tailwise.com");
  });
  it("is none when no asset host is configured, or it is the site's own origin", () => {
    expect(staticAssetPreconnect(undefined, "https://www.tailwise.com")).toBeNull();
    expect(staticAssetPreconnect("https://www.tailwise.com", "https://www.tailwise.com")).toBeNull();
  });
});
