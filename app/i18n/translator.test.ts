import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { i18nConfig, resources } from "./config";
import { addResources, translatorFor } from "./translator";
import errors from "#locales/en-US/errors.json";
import noResults from "#locales/en-US/no-results.json";
import shopCart from "#locales/en-US/shop-cart.json";
import shopProduct from "#locales/en-US/shop-product.json";
import shopShare from "#locales/en-US/shop-share.json";
import productReviews from "#locales/en-US/product-reviews.json";
import brands from "#locales/en-US/brands.json";
import content from "#locales/en-US/content.json";
import filterSheet from "#locales/en-US/filter-sheet.json";
import curated from "#locales/en-US/curated-supplements.json";
import facetPanel from "#locales/en-US/facet-panel.json";
import listingFaqs from "#locales/en-US/listing-faqs.json";
import educationalTile from "#locales/en-US/educational-tile.json";
import welcomePromo from "#locales/en-US/welcome-promo.json";
import optionsOverlay from "#locales/en-US/options-overlay.json";
import searchTypeahead from "#locales/en-US/search-typeahead.json";
import brandVideos from "#locales/en-US/brand-videos.json";
import shopSimilar from "#locales/en-US/shop-similar.json";
import search from "#locales/en-US/search.json";
import miniCart from "#locales/en-US/shop-mini-cart.json";
import productGallery from "#locales/en-US/product-gallery.json";
import home from "#locales/en-US/home.json";
import nav from "#locales/en-US/nav.json";
import listingHeader from "#locales/en-US/listing-header.json";
import filterBar from "#locales/en-US/filter-bar.json";
import paginationNav from "#locales/en-US/pagination-nav.json";

type Tree = { [key: string]: string | Tree };
const merged = (a: Tree, b: Tree): Tree =>
  Object.fromEntries(
    [...new Set([...Object.keys(a), ...Object.keys(b)])].map((k) => {
      const [x, y] = [a[k], b[k]];
      return [k, typeof x === "object" && typeof y === "object" ? merged(x, y) : (y ?? x)];
    }),
  );

// The strings modules add when they load (the cart and product routes, the error pages, the
// no-results panel, the brand finder, the filter sheet, managed content, and each lazy island's and
// server module's own file), for both sides.
const added = {
  shop: [shopCart, shopProduct, shopShare, productReviews, miniCart, productGallery],
  listing: [
    errors,
    noResults,
    brands,
    filterSheet,
    curated,
    facetPanel,
    listingFaqs,
    educationalTile,
    welcomePromo,
    optionsOverlay,
    searchTypeahead,
    brandVideos,
    shopSimilar,
    search,
    listingHeader,
    filterBar,
    paginationNav,
  ],
  common: [content, home, nav],
} as const;
for (const [ns, trees] of Object.entries(added)) for (const tree of trees) addResources("en-US", ns as "shop" | "listing" | "common", tree);
const allResources = {
  ...resources,
  "en-US": {
    ...resources["en-US"],
    shop: added.shop.reduce<Tree>(merged, resources["en-US"].shop),
    listing: added.listing.reduce<Tree>(merged, resources["en-US"].listing),
    common: added.common.reduce<Tree>(merged, resources["en-US"].common),
  },
};

// Our translator must say exactly what i18next says for every key of every namespace, in both
// languages, for counts that pick each plural form (it replaced i18next on the pages).

function keysOf(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === "string" ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));
}
/** Keys as a page asks for them: plural forms by their base key. */
const asked = (keys: string[]) => [...new Set(keys.map((k) => k.replace(/_(zero|one|other)$/, "")))];

const values = {
  index: 2,
  term: "dog food",
  suggestion: "dog",
  label: "Brand: Acme",
  page: 3,
  from: 1,
  to: 36,
  total: 12345,
  name: "Kibble",
  price: "$9.99",
  amount: "$5",
  pct: 10,
  unit: "lb",
  text: "x",
  max: 99,
  items: 2,
  partNumber: "123",
  rating: "4.5",
  existingThreshold: "$49",
  newThreshold: "$35",
};

describe.each(i18nConfig.supportedLngs)("translatorFor(%s)", (lng) => {
  it("says what i18next says for every key, every plural form and every placeholder", async () => {
    const i18n = createInstance();
    await i18n.init({ ...i18nConfig, lng, resources: allResources });
    for (const ns of i18nConfig.ns) {
      const ours = translatorFor(lng, [ns]);
      for (const key of asked(keysOf(allResources["en-US"][ns as keyof (typeof allResources)["en-US"]] as Tree))) {
        // Only the values the key's text names, as a page passes them (i18next hands every option to
        // its number formatter, so an unrelated `unit` would change how it formats a count).
        const texts = JSON.stringify(allResources["en-US"][ns as keyof (typeof allResources)["en-US"]]);
        const named = Object.fromEntries(Object.entries(values).filter(([name]) => texts.includes(`{{${name}`)));
        for (const count of [undefined, 0, 1, 2, 1000]) {
          const options = count === undefined ? named : { ...named, count };
          expect(ours(key, options), `${ns}:${key} count=${count}`).toBe(i18n.t(key, { ...options, ns }));
        }
      }
    }
  });

  it("reads another namespace by prefix and falls back to the key when missing", async () => {
    const t = translatorFor(lng, ["listing"]);
    expect(t("common:brand")).toBe("Tailwise");
    expect(t("no.such.key")).toBe("no.such.key");
  });
});
