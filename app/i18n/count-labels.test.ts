import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { addResources, translatorFor } from "./translator";
import brands from "#locales/en-US/brands.json";
import content from "#locales/en-US/content.json";

// issue #24 "1 brands": a message that puts a word after a count ("{{count}} reviews") says it once
// for one and once for more (i18next plural keys `_one` / `_other`), in every locale file.

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ""): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );

const LOCALES = path.resolve("locales");
const files = readdirSync(LOCALES).flatMap((language) => readdirSync(path.join(LOCALES, language)).map((file) => path.join(language, file)));
/** `{{count}} reviews`, `{{count, number}} brands`: a count with a word after it. */
const COUNTED_WORD = /\{\{count(?:, *number)?\}\}\s+\p{L}/u;

describe("count labels in the locale files", () => {
  it.each(files)("%s: every counted word has a singular and a plural form", (file) => {
    const messages = new Map(leaves(JSON.parse(readFileSync(path.join(LOCALES, file), "utf8")) as Tree));
    for (const [key, text] of messages) {
      if (!COUNTED_WORD.test(text)) continue;
      const base = key.replace(/_(zero|one|other)$/, "");
      expect(base, `${file} ${key}: "${text}" needs ${key}_one and ${key}_other`).not.toBe(key);
      expect(messages.has(`${base}_one`) && messages.has(`${base}_other`), `${file} ${base}`).toBe(true);
    }
  });

  it("the brand finder and a shelf's reviews say 1 brand, 2 brands, 1 review, 1,000 reviews", () => {
    addResources("en-US", "listing", brands);
    addResources("en-US", "common", content);
    const t = translatorFor("en-US", ["listing"]);
    expect(t("brandFinder.count", { count: 1 })).toBe("1 brand");
    expect(t("brandFinder.count", { count: 63 })).toBe("63 brands");
    expect(t("brandFinder.noResults")).toBe("No results.");
    const common = translatorFor("en-CA", ["common"]);
    expect(common("content.shelf.rating", { rating: 4.5, count: 1 })).toBe("Rated 4.5 out of 5, 1 review");
    expect(common("content.shelf.rating", { rating: 4.5, count: 1000 })).toBe("Rated 4.5 out of 5, 1,000 reviews");
  });
});
