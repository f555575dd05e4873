import { describe, expect, it } from "vitest";
import { ContentPage, ContentPageEntry, contentPageKey, fitsKvKey, KV_MAX_KEY_BYTES, pageForMarket } from "./content-page";
import { BUILT_IN_PAGES } from "./built-in-pages";

const page = (title: string) => ({ title, intro: "", sections: [] });

describe("ContentPage", () => {
  it("reads a section body written as one string as one paragraph, as pages were first written", () => {
    const parsed = ContentPage.parse({ title: "Vet Care", sections: [{ heading: "Pet pharmacy", body: "Prescription medications, delivered." }] });
    expect(parsed.sections[0]).toEqual({ heading: "Pet pharmacy", body: ["Prescription medications, delivered."], list: [] });
  });

  it("keeps several paragraphs and a list in order", () => {
    const parsed = ContentPage.parse({ title: "T", sections: [{ heading: "H", body: ["one", "two"], list: ["a", "b"] }] });
    expect(parsed.sections[0].body).toEqual(["one", "two"]);
    expect(parsed.sections[0].list).toEqual(["a", "b"]);
  });

  it("gives an empty string body no paragraph", () => {
    expect(ContentPage.parse({ title: "T", sections: [{ heading: "H", body: "" }] }).sections[0].body).toEqual([]);
  });

  it("refuses a link that leaves the site", () => {
    expect(ContentPage.safeParse({ title: "T", sections: [{ heading: "H", link: { label: "x", href: "https://example.com" } }] }).success).toBe(false);
  });
});

describe("ContentPageEntry", () => {
  it("accepts one page for both markets", () => {
    expect(ContentPageEntry.parse(page("Vet Care"))).toEqual(page("Vet Care"));
  });

  it("accepts a page per market", () => {
    expect(ContentPageEntry.parse({ byMarket: { us: page("US"), ca: page("CA") } })).toEqual({ byMarket: { us: page("US"), ca: page("CA") } });
  });

  it("refuses a per-market entry missing a market, so no market loses a page the other has", () => {
    expect(ContentPageEntry.safeParse({ byMarket: { us: page("US") } }).success).toBe(false);
  });

  it("refuses a page without a title", () => {
    expect(ContentPageEntry.safeParse({ sections: [] }).success).toBe(false);
  });
});

describe("pageForMarket", () => {
  it("gives each market its own variant", () => {
    const entry = ContentPageEntry.parse({ byMarket: { us: page("US"), ca: page("CA") } });
    expect(pageForMarket(entry, "us").title).toBe("US");
    expect(pageForMarket(entry, "ca").title).toBe("CA");
  });

  it("gives both markets a shared page", () => {
    const entry = ContentPageEntry.parse(page("Vet Care"));
    expect(pageForMarket(entry, "us")).toBe(pageForMarket(entry, "ca"));
  });
});

describe("BUILT_IN_PAGES", () => {
  it.each(Object.keys(BUILT_IN_PAGES))("%s is a valid entry", (path) => {
    expect(path.startsWith("/")).toBe(true);
    expect(ContentPageEntry.safeParse(BUILT_IN_PAGES[path]).success).toBe(true);
  });

  it("has terms and privacy in a variant per market", () => {
    for (const path of ["/app/content/terms", "/app/content/privacy"]) {
      expect(BUILT_IN_PAGES[path]).toHaveProperty("byMarket.us");
      expect(BUILT_IN_PAGES[path]).toHaveProperty("byMarket.ca");
    }
  });
});

describe("fitsKvKey", () => {
  it("accepts a key of up to 512 bytes, as Workers KV does, counting UTF-8 bytes", () => {
    expect(fitsKvKey(contentPageKey(`/sp/${"a".repeat(KV_MAX_KEY_BYTES - 9)}`))).toBe(true);
    expect(fitsKvKey(contentPageKey(`/sp/${"a".repeat(KV_MAX_KEY_BYTES - 8)}`))).toBe(false);
    // "é" is two bytes in UTF-8: 255 of them plus "page:/sp/" is over the limit although under 512 characters.
    expect(fitsKvKey(contentPageKey(`/sp/${"é".repeat(255)}`))).toBe(false);
  });
});
