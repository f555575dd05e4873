import { describeIssues } from "#app/kv/versions.ts";
import { describe, expect, it } from "vitest";
import { ContentDocument, ContentSource, HEADER_PAGE_ID, managedPageFor } from "./content-document";

const banner = (bodyText: string) => ({ kind: "siteWideBanner", theme: { background: "#0b6e6e", text: "#ffffff" }, bodyText });
const header = (text: string) => ({ metadata: { id: HEADER_PAGE_ID }, zones: [{ order: 1, components: [banner(text)] }] });

describe("the content document merchandisers publish", () => {
  it("holds pages by id, for both markets or one per market, and the listing zones' rules", () => {
    const source = ContentSource.parse({
      pages: {
        [HEADER_PAGE_ID]: {
          byMarket: { us: header("FREE 1-3 day shipping on orders {freeShippingThreshold}+"), ca: header("FREE 1-2 day shipping on orders $35+") },
        },
        home: { metadata: { id: "home", metaTitle: "Tailwise" }, zones: [] },
      },
    });
    const text = (region: "us" | "ca") => {
      const component = managedPageFor(source, HEADER_PAGE_ID, region)!.zones[0].components[0];
      return component.kind === "siteWideBanner" ? component.bodyText : null;
    };
    expect(text("us")).toBe("FREE 1-3 day shipping on orders {freeShippingThreshold}+");
    expect(text("ca")).toBe("FREE 1-2 day shipping on orders $35+");
    expect(managedPageFor(source, "home", "ca")?.metadata.metaTitle).toBe("Tailwise");
    expect(managedPageFor(source, "missing", "us")).toBeUndefined();
    expect(source.listing).toEqual({ rules: [] });
    const published = { format: 1, version: "20261126T120000Z-ab12cd34", publishedAt: "2026-11-26T12:00:00.000Z", content: source };
    expect(ContentDocument.parse(published).content).toEqual(source);
  });

  it("says what is wrong, where, one line each: a page whose id is not its key, a market missing, an unreadable banner", () => {
    const wrongId = ContentSource.safeParse({ pages: { [HEADER_PAGE_ID]: header("ok"), home: header("wrong id") } });
    expect(describeIssues(wrongId.error!)).toEqual([`pages.home.metadata.id: must be "home", the page's key`]);
    const oneMarket = ContentSource.safeParse({ pages: { deals: { byMarket: { us: { metadata: { id: "deals" }, zones: [] } } } } });
    expect(describeIssues(oneMarket.error!)).toEqual(["pages.deals.byMarket.ca: Required"]);
    const faint = ContentSource.safeParse({
      pages: {
        [HEADER_PAGE_ID]: {
          metadata: { id: HEADER_PAGE_ID },
          zones: [{ order: 1, components: [{ ...banner("x"), theme: { background: "#fff", text: "#aaa" } }] }],
        },
      },
    });
    expect(describeIssues(faint.error!)).toEqual([
      `pages.${HEADER_PAGE_ID}.zones[0].components[0].theme: text and background need a contrast of at least 4.5:1`,
    ]);
  });
});
