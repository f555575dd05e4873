import { describe, expect, it } from "vitest";
import { CA_MARKET, US_MARKET } from "#app/markets/config.ts";
import { withMarketPrefix } from "#app/markets/prefix.ts";
import {
  buildCategoryPath,
  buildCategoryUrl,
  buildFacetPath,
  buildListingHref,
  buildListingUrl,
  listingUrlBuilder,
  buildSearchHref,
  buildSearchUrl,
  CATALOG_PREFIXES,
  catalogPrefixFor,
  parseCategorySegment,
  parseFacetSegment,
  parseListingPath,
  parseListingQuery,
  parseListingUrl,
  isSearchPath,
  QUERY_STRING_KEY_CAP,
  toListingState,
  withFacetToggled,
  withPage,
  withSort,
  TODAYS_DEALS_PATH,
  type ListingState,
} from "./listing-url";
import { SEARCH_PATH } from "./site-paths";

const markets = [US_MARKET, CA_MARKET] as const;

describe("catalog prefixes (spec §2 Routes)", () => {
  it("1004 is b (browse) and also s; 1006 is deals; 1007 is brands; 10022 is shops", () => {
    expect(CATALOG_PREFIXES).toEqual({ b: 1004, s: 1004, deals: 1006, brands: 1007, shops: 10022 });
    expect(catalogPrefixFor(1004)).toBe("b");
    expect(catalogPrefixFor("1006")).toBe("deals");
    expect(catalogPrefixFor(1007)).toBe("brands");
    expect(catalogPrefixFor(10022)).toBe("shops");
    expect(catalogPrefixFor(999)).toBeUndefined();
  });
});

describe("category pages /{catalogPrefix}/{slug}_c{groupId}, page N adds _p{N}", () => {
  it("parses the slug, group and page", () => {
    expect(parseCategorySegment("dog-food_c288_p2")).toEqual({ slug: "dog-food", groupId: "288", page: 2, legacy: false });
    expect(parseCategorySegment("dog-food_c288")).toEqual({ slug: "dog-food", groupId: "288", page: 1, legacy: false });
  });

  it("parses the legacy {slug}-{id} shape", () => {
    expect(parseCategorySegment("puppy-11097")).toEqual({ slug: "puppy", groupId: "11097", page: 1, legacy: true });
    expect(parseCategorySegment("todays-deal-2723")).toEqual({ slug: "todays-deal", groupId: "2723", page: 1, legacy: true });
  });

  it("is lenient about the slug so the loader can redirect an incorrect slug", () => {
    expect(parseCategorySegment("Dog-Food_c288")?.slug).toBe("Dog-Food");
    expect(parseCategorySegment("_c288")).toEqual({ slug: "", groupId: "288", page: 1, legacy: false });
  });

  it("anything else is not a category segment", () => {
    for (const segment of [
      "dog-food",
      "dog-food_c",
      "dog-food_cabc",
      "dog-food_c288_p0",
      "dog-food_c288_px",
      "dog-food_c288_p99999999999999999999",
      "x".repeat(600) + "_c1",
    ]) {
      expect(parseCategorySegment(segment)).toBeNull();
    }
  });

  it("builds paths; page 1 has no suffix", () => {
    expect(buildCategoryPath({ catalogPrefix: "b", slug: "dog-food", groupId: "288" })).toBe("/b/dog-food_c288");
    expect(buildCategoryPath({ catalogPrefix: "b", slug: "dog-food", groupId: 288, page: 1 })).toBe("/b/dog-food_c288");
    expect(buildCategoryPath({ catalogPrefix: "deals", slug: "dog-food", groupId: "288", page: 3 })).toBe("/deals/dog-food_c288_p3");
    expect(buildCategoryPath({ catalogPrefix: "b", slug: "puppy", groupId: "11097", legacy: true })).toBe("/b/puppy-11097");
  });

  it("a catalog slug with slug shape is kept; anything else is slugified; a missing slug builds as empty", () => {
    expect(buildCategoryPath({ catalogPrefix: "b", slug: "food-for-dogs", groupId: 1 })).toBe("/b/food-for-dogs_c1");
    expect(buildCategoryPath({ catalogPrefix: "b", slug: "Flea & Tick", groupId: 1 })).toBe("/b/flea-tick_c1");
    expect(buildCategoryPath({ catalogPrefix: "b", slug: undefined, groupId: 1 })).toBe("/b/_c1");
  });

  it("refuses what it cannot build", () => {
    expect(() => buildCategoryPath({ catalogPrefix: "b", slug: "x", groupId: "abc" })).toThrow(TypeError);
    expect(() => buildCategoryPath({ catalogPrefix: "b", slug: "x", groupId: 1, page: 0 })).toThrow(RangeError);
    expect(() => buildCategoryPath({ catalogPrefix: "b", slug: "x", groupId: 1, page: 2, legacy: true })).toThrow(RangeError);
    expect(() => buildCategoryPath({ catalogPrefix: "x" as "b", slug: "x", groupId: 1 })).toThrow();
  });

  it("round-trips", () => {
    for (const path of [
      "/b/dog-food_c288",
      "/b/dog-food_c288_p2",
      "/s/cat-litter_c339_p12",
      "/shops/_c5",
      "/deals/todays-deal-2723",
      "/brands/blue-buffalo-123",
    ]) {
      const parsed = parseListingPath(path);
      expect(parsed?.route.kind).toBe("category");
      if (parsed?.route.kind !== "category") continue;
      expect(buildCategoryPath({ ...parsed.route, page: parsed.page })).toBe(path);
    }
  });
});

describe("high-value facet pages /f/{slug}_c{groupId}_f{facetId}v{first 6 characters of valueId}", () => {
  it("builds with the value id truncated to 6 characters", () => {
    expect(buildFacetPath({ slug: "grain-free-dog-food", groupId: 288, facetId: 12, valueId: "abcdef123456" })).toBe("/f/grain-free-dog-food_c288_f12vabcdef");
  });

  it("facet-based URLs are used only when group, facet id and value are all present", () => {
    const full = { slug: "x", groupId: "288", facetId: "12", valueId: "abc" };
    expect(buildFacetPath(full)).toBe("/f/x_c288_f12vabc");
    expect(buildFacetPath({ ...full, groupId: undefined })).toBeNull();
    expect(buildFacetPath({ ...full, groupId: "" })).toBeNull();
    expect(buildFacetPath({ ...full, facetId: null })).toBeNull();
    expect(buildFacetPath({ ...full, valueId: "" })).toBeNull();
    expect(buildFacetPath({ ...full, valueId: "a/b" })).toBeNull();
  });

  it("parses, keeping a longer old value id so the loader sees it is not canonical", () => {
    expect(parseFacetSegment("grain-free_c288_f12vabcdef")).toEqual({ slug: "grain-free", groupId: "288", facetId: "12", valueId: "abcdef" });
    const old = parseFacetSegment("grain-free_c288_f12vabcdef123");
    expect(old?.valueId).toBe("abcdef123");
    expect(buildFacetPath(old!)).toBe("/f/grain-free_c288_f12vabcdef");
    expect(parseFacetSegment("grain-free_c288")).toBeNull();
  });
});

describe("parseListingQuery (spec §2 /s?query=&page=&sort=&rh=)", () => {
  const empty = { page: 1, facets: [], invalidPage: false, invalidSort: false, invalidRh: [], keyCapExceeded: false };

  it("page defaults to 1", () => {
    expect(parseListingQuery("")).toEqual(empty);
    expect(parseListingQuery("?query=kibble")).toEqual({ ...empty, query: "kibble" });
  });

  it("reads query, page and sort", () => {
    expect(parseListingQuery("query=dog+food&page=3&sort=byLowestPrice")).toEqual({ ...empty, query: "dog food", page: 3, sort: "byLowestPrice" });
  });

  it("an invalid page is page 1 and flagged", () => {
    for (const page of ["0", "-2", "abc", "2.5", "1e3", "99999999999999999999"]) {
      expect(parseListingQuery(`page=${page}`)).toMatchObject({ page: 1, invalidPage: true });
    }
    expect(parseListingQuery("page=")).toMatchObject({ page: 1, invalidPage: false });
  });

  it("an unknown sort is dropped and flagged", () => {
    expect(parseListingQuery("sort=cheapest")).toEqual({ ...empty, invalidSort: true });
  });

  it("rh: c:{groupId} is the category, all others are facets", () => {
    const parsed = parseListingQuery(new URLSearchParams({ rh: "c:288,brand_facet:Blue Buffalo,FoodForm:Dry Food" }));
    expect(parsed.groupId).toBe("288");
    expect(parsed.facets).toEqual([
      { key: "brand_facet", value: "Blue Buffalo" },
      { key: "FoodForm", value: "Dry Food" },
    ]);
    expect(parsed.invalidRh).toEqual([]);
  });

  it("rh: categoryId:{groupId} is the category too (spec §3 lists categoryId among the facet identifiers)", () => {
    const parsed = parseListingQuery(new URLSearchParams({ rh: "categoryId:288,rating:4" }));
    expect(parsed).toMatchObject({ groupId: "288", facets: [{ key: "rating", value: "4" }], invalidRh: [] });
    // the same category both ways is one category; two different ones keep the first
    expect(parseListingQuery(new URLSearchParams({ rh: "c:288,categoryId:288" }))).toMatchObject({ groupId: "288", invalidRh: [] });
    expect(parseListingQuery(new URLSearchParams({ rh: "categoryId:288,c:325,categoryId:dogs" }))).toMatchObject({
      groupId: "288",
      invalidRh: ["c:325", "categoryId:dogs"],
    });
    // links are written with c:, so the page's canonical names it the spec §2 way
    expect(buildSearchHref(toListingState(parsed))).toBe("/s?rh=c%3A288%2Crating%3A4");
  });

  it("rh values may contain ':' after the first, are URL-decoded, and are de-duplicated", () => {
    const parsed = parseListingQuery(new URLSearchParams({ rh: "price_d:10:20,brand_facet:Hill%27s,brand_facet:Hill's,rating:4" }));
    expect(parsed.facets).toEqual([
      { key: "price_d", value: "10:20" },
      { key: "brand_facet", value: "Hill's" },
      { key: "rating", value: "4" },
    ]);
  });

  it("rh values that are not valid percent-encoded text are kept as they are", () => {
    expect(parseListingQuery(new URLSearchParams({ rh: "onSpecial:50% off" })).facets).toEqual([{ key: "onSpecial", value: "50% off" }]);
  });

  it("malformed pairs and unknown keys are reported for the loader to strip", () => {
    const parsed = parseListingQuery(new URLSearchParams({ rh: "brand_facet:Kong,nonsense,:x,colour:red,c:abc,Lifestage:,c:288,c:289,c:288, ," }));
    expect(parsed.facets).toEqual([{ key: "brand_facet", value: "Kong" }]);
    expect(parsed.groupId).toBe("288");
    expect(parsed.invalidRh).toEqual(["nonsense", ":x", "colour:red", "c:abc", "Lifestage:", "c:289"]);
  });

  it("all rh parameters are read; the first query, page and sort win", () => {
    const parsed = parseListingQuery("rh=rating%3A4&rh=Lifestage%3APuppy&query=a&query=b&page=2&page=3");
    expect(parsed.facets).toEqual([
      { key: "rating", value: "4" },
      { key: "Lifestage", value: "Puppy" },
    ]);
    expect(parsed).toMatchObject({ query: "a", page: 2 });
  });

  it("facets beyond the search request's limit of 50 are reported as invalid", () => {
    const rh = Array.from({ length: 52 }, (_, i) => `rating:${i}`).join(",");
    const parsed = parseListingQuery(new URLSearchParams({ rh }));
    expect(parsed.facets).toHaveLength(50);
    expect(parsed.invalidRh).toEqual(["rating:50", "rating:51"]);
  });

  it("spec §9: the query-string parser ignores parameters beyond the 1000 key cap", () => {
    const filler = Array.from({ length: QUERY_STRING_KEY_CAP - 1 }, (_, i) => `x${i}=1`).join("&");
    expect(parseListingQuery(`${filler}&page=4`)).toMatchObject({ page: 4, keyCapExceeded: false });
    expect(parseListingQuery(`${filler}&junk=1&page=4`)).toMatchObject({ page: 1, keyCapExceeded: true });
    expect(parseListingQuery(new URLSearchParams(`${filler}&junk=1&page=4`))).toMatchObject({ page: 1, keyCapExceeded: true });
  });
});

describe("building listing hrefs", () => {
  it("canonical order: query, then rh, then sort, then page; defaults left out", () => {
    expect(buildSearchHref({ query: "dog food", page: 2, sort: "byRating", groupId: "288", facets: [{ key: "brand_facet", value: "Kong" }] })).toBe(
      "/s?query=dog+food&rh=c%3A288%2Cbrand_facet%3AKong&sort=byRating&page=2",
    );
    expect(buildSearchHref({ query: "kibble", page: 1, facets: [] })).toBe("/s?query=kibble");
    expect(buildListingHref({ query: "  ", facets: [] })).toBe("/s");
  });

  it("on category paths the page is the _p{N} suffix and the category comes from the path", () => {
    const state = { page: 3, groupId: "288", sort: "byLowestPrice" as const, facets: [{ key: "Lifestage" as const, value: "Puppy" }] };
    expect(buildListingHref("/b/dog-food_c288", state)).toBe("/b/dog-food_c288_p3?rh=Lifestage%3APuppy&sort=byLowestPrice");
    expect(buildListingHref("/ca/b/dog-food_c288_p7?sort=byRating", { page: 1, facets: [] })).toBe("/ca/b/dog-food_c288");
  });

  it("on facet and legacy category paths the page is a parameter and the category comes from the path", () => {
    expect(buildListingHref("/f/x_c288_f12vabc", { page: 2, groupId: "288", facets: [] })).toBe("/f/x_c288_f12vabc?page=2");
    expect(buildListingHref("/b/puppy-11097", { page: 2, groupId: "11097", facets: [] })).toBe("/b/puppy-11097?page=2");
  });

  it("facet values with commas or percent signs survive the trip", () => {
    const state: ListingState = { page: 1, facets: [{ key: "FoodFlavor", value: "Chicken, Rice & 100% Beef" }] };
    expect(toListingState(parseListingQuery(buildSearchHref(state).split("?")[1]))).toEqual(state);
  });

  const states: ListingState[] = [
    { page: 1, facets: [] },
    { query: "dog food", page: 4, facets: [] },
    {
      page: 2,
      sort: "byRatingCount",
      groupId: "288",
      facets: [
        { key: "brand_facet", value: "Blue Buffalo" },
        { key: "price_d", value: "10:20" },
      ],
    },
    { query: "café, 50% off", page: 1, sort: "byNewest", facets: [{ key: "SpecialDiet", value: "Grain-Free: yes" }] },
  ];

  it.each(markets)("search URLs round-trip: parse(build(x)) is x ($name)", (market) => {
    for (const state of states) {
      const href = buildListingUrl({ market, route: { kind: "search" }, state });
      expect(href.startsWith(withMarketPrefix("/s", market))).toBe(true);
      const parsed = parseListingUrl(href)!;
      expect(parsed.market).toBe(market);
      expect(parsed.route).toEqual({ kind: "search" });
      expect(toListingState(parsed.state)).toEqual(state);
    }
  });

  it.each(markets)("category, legacy and facet URLs round-trip ($name)", (market) => {
    const routes = [
      { kind: "category", catalogPrefix: "b", slug: "dog-food", groupId: "288", legacy: false },
      { kind: "category", catalogPrefix: "deals", slug: "todays-deal", groupId: "2723", legacy: true },
      { kind: "facet", slug: "grain-free", groupId: "288", facetId: "12", valueId: "abcdef" },
    ] as const;
    for (const route of routes) {
      for (const state of states) {
        const withGroup = { ...state, groupId: route.groupId };
        const href = buildListingUrl({ market, route, state: withGroup });
        const parsed = parseListingUrl(href)!;
        expect(parsed).not.toBeNull();
        expect(parsed.market).toBe(market);
        expect(parsed.route).toEqual(route);
        expect(toListingState(parsed.state)).toEqual(withGroup);
        expect(buildListingUrl(parsed)).toBe(href);
      }
    }
  });

  it("a URL is canonical exactly when building its parse gives it back", () => {
    const canonical = (url: string) => {
      const parsed = parseListingUrl(url);
      return parsed !== null && buildListingUrl(parsed) === url;
    };
    expect(canonical("/ca/b/dog-food_c288_p2?rh=Lifestage%3APuppy")).toBe(true);
    expect(canonical("/b/dog-food_c288_p1")).toBe(false);
    expect(canonical("/b/dog-food_c288?page=2")).toBe(false);
    expect(canonical("/b/dog-food_c288?rh=c%3A288")).toBe(false);
    expect(canonical("/s?page=1&query=x")).toBe(false);
    expect(canonical("/s?query=x&rh=bogus")).toBe(false);
    expect(canonical("/f/x_c1_f2vabcdefgh")).toBe(false);
  });

  it("on category pages a c: (or categoryId:) pair in rh is redundant and reported as invalid", () => {
    const parsed = parseListingUrl("/b/dog-food_c288_p2?rh=c%3A999%2Crating%3A4")!;
    expect(parsed.state).toMatchObject({ groupId: "288", page: 2, invalidRh: ["c:999"], facets: [{ key: "rating", value: "4" }] });
    expect(parseListingUrl("/b/dog-food_c288?rh=categoryId%3A288")!.state).toMatchObject({ groupId: "288", invalidRh: ["categoryId:288"] });
  });

  it("non-listing paths parse as null", () => {
    for (const url of ["/", "/brands", "/dp/123", "/b/dog-food", "/x/dog-food_c288", "/ca/cart", "/b/a/b_c1"]) {
      expect(parseListingUrl(url)).toBeNull();
    }
  });
});

describe("state transitions: changing facets or sort resets paging", () => {
  const state: ListingState = { query: "toys", page: 5, sort: "byRating", facets: [{ key: "brand_facet", value: "Kong" }] };

  it("toggling a facet adds or removes it and goes back to page 1", () => {
    expect(withFacetToggled(state, "rating", "4")).toEqual({ ...state, page: 1, facets: [...state.facets, { key: "rating", value: "4" }] });
    expect(withFacetToggled(state, "brand_facet", "Kong")).toEqual({ ...state, page: 1, facets: [] });
  });

  it("changing the sort goes back to page 1; undefined clears it", () => {
    expect(withSort(state, "byLowestPrice")).toEqual({ ...state, page: 1, sort: "byLowestPrice" });
    const { sort: _sort, ...noSort } = state;
    expect(withSort(state, undefined)).toEqual({ ...noSort, page: 1 });
  });

  it("withPage sets the page and keeps the rest; states are never mutated", () => {
    const before = structuredClone(state);
    expect(withPage(state, 2)).toEqual({ ...state, page: 2 });
    expect(() => withPage(state, 0)).toThrow(RangeError);
    expect(state).toEqual(before);
  });

  it("parse flags do not leak into transitioned states", () => {
    const parsed = parseListingQuery("page=abc&sort=zzz&rh=bad");
    expect(withPage(parsed, 2)).toEqual({ page: 2, facets: [] });
  });
});

describe("category and search URLs in a market (every listing link the pages build)", () => {
  it("buildCategoryUrl: the canonical category path with the market prefix, round-tripped by the parser", () => {
    expect(buildCategoryUrl(US_MARKET, { catalogPrefix: "b", slug: "dog", groupId: "288" })).toBe("/b/dog_c288");
    expect(buildCategoryUrl(CA_MARKET, { catalogPrefix: "brands", slug: "barkwell", groupId: 30001 }, { sort: "byName" })).toBe(
      "/ca/brands/barkwell_c30001?sort=byName",
    );
    expect(buildCategoryUrl(CA_MARKET, { catalogPrefix: "b", slug: "Dog Food", groupId: "20101" }, { page: 3 })).toBe("/ca/b/dog-food_c20101_p3");
    for (const market of [US_MARKET, CA_MARKET]) {
      const href = buildCategoryUrl(
        market,
        { catalogPrefix: "deals", slug: "todays-deal", groupId: "2723" },
        { page: 2, facets: [{ key: "rating", value: "4" }] },
      );
      const parsed = parseListingUrl(href)!;
      expect(parsed.market).toBe(market);
      expect(buildListingUrl({ market, route: parsed.route, state: toListingState(parsed.state) })).toBe(href);
    }
  });

  it("buildCategoryUrl is what the path builder and the market prefix give for page 1", () => {
    const parts = { catalogPrefix: "shops", slug: "new-arrivals", groupId: "12440" } as const;
    for (const market of [US_MARKET, CA_MARKET]) expect(buildCategoryUrl(market, parts)).toBe(withMarketPrefix(buildCategoryPath(parts), market));
  });

  it("buildSearchUrl: the search route with the market prefix, the query encoded once, round-tripped", () => {
    expect(buildSearchUrl(US_MARKET)).toBe("/s");
    expect(buildSearchUrl(CA_MARKET)).toBe("/ca/s");
    expect(buildSearchUrl(US_MARKET, { query: "flea and tick" })).toBe("/s?query=flea+and+tick");
    for (const market of [US_MARKET, CA_MARKET]) {
      const href = buildSearchUrl(market, { query: "dog food & treats" });
      const parsed = parseListingUrl(href)!;
      expect(parsed.route).toEqual({ kind: "search" });
      expect(parsed.state.query).toBe("dog food & treats");
      expect(buildSearchUrl(market, toListingState(parsed.state))).toBe(href);
    }
  });

  it("isSearchPath: the search route in either market", () => {
    for (const path of ["/s", "/s/", "/ca/s"]) expect(isSearchPath(path)).toBe(true);
    for (const path of ["/", "/b/dog_c288", "/ca/b/dog_c288", "/brands", "/sale/s"]) expect(isSearchPath(path)).toBe(false);
  });

  it("the header's search form posts to what buildSearchUrl builds, and its deals link is the Today's Deal category's path", () => {
    for (const market of markets) expect(withMarketPrefix(SEARCH_PATH, market)).toBe(buildSearchUrl(market));
    expect(TODAYS_DEALS_PATH).toBe(buildCategoryPath({ catalogPrefix: "deals", slug: "todays-deal", groupId: "2723" }));
    expect(parseListingPath(TODAYS_DEALS_PATH)?.route).toMatchObject({ kind: "category", catalogPrefix: "deals", groupId: "2723" });
  });
});

describe("listingUrlBuilder: many links of one listing, the route's path worked out once", () => {
  const brand = { key: "brand_facet" as const, value: "Whisker & Co" };
  it("builds search links: query, category in rh, sort, page", () => {
    const urlFor = listingUrlBuilder(US_MARKET, { kind: "search" });
    expect(urlFor({ query: "dog food", page: 2 })).toBe("/s?query=dog+food&page=2");
    expect(urlFor({ query: "dog food", groupId: "288", facets: [brand] })).toBe("/s?query=dog+food&rh=c%3A288%2Cbrand_facet%3AWhisker+%26+Co");
  });
  it("builds category links with the page in the path, in the Canadian market too", () => {
    const urlFor = listingUrlBuilder(CA_MARKET, { kind: "category", catalogPrefix: "b", slug: "dog-food", groupId: "288", legacy: false });
    expect(urlFor({})).toBe("/ca/b/dog-food_c288");
    expect(urlFor({ page: 3, sort: "byLowestPrice" })).toBe("/ca/b/dog-food_c288_p3?sort=byLowestPrice");
    expect(urlFor({ facets: [brand] })).toBe("/ca/b/dog-food_c288?rh=brand_facet%3AWhisker+%26+Co");
  });
  it("builds facet-page links with the page as a parameter", () => {
    const urlFor = listingUrlBuilder(US_MARKET, { kind: "facet", slug: "grain-free-dog-food", groupId: "288", facetId: "1108", valueId: "a1b2c3" });
    expect(urlFor({ page: 2 })).toBe("/f/grain-free-dog-food_c288_f1108va1b2c3?page=2");
  });
});
