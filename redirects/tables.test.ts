import { describe, expect, it } from "vitest";
import { slugify } from "#app/catalogue/slug.ts";
import { compileRedirectTables, parseRedirectTables } from "./compile";
import { categoryIdFromListingUrl } from "./category-id";
import { isCatalogPrefix } from "#app/catalogue/catalog-prefixes.ts";
import { DESTINATION_CATEGORIES, DESTINATION_SITE_PAGES, canonicalListingPath, RETIRED_CATEGORY_IDS } from "./destinations";
import { splitPathAndQuery } from "./paths";
import type { RedirectTablesInput } from "./schema";
import tablesJson from "./tables.json";

// The default tables (redirects/tables.json), read against spec §2 "Redirects".
const tables = tablesJson as RedirectTablesInput;
const destinationOf = (from: string) => tables.static.find((e) => e.from === from)?.to;
const statusOf = (from: string) => (tables.static.find((e) => e.from === from)?.permanent === false ? 302 : 301);

describe("the default redirect tables", () => {
  it("are valid and contain no chains", () => {
    const parsed = parseRedirectTables(tables);
    expect(parsed.ok ? [] : parsed.problems).toEqual([]);
    expect(parsed.ok && compileRedirectTables(parsed.tables).collapsed).toEqual([]);
  });

  it("send the old dry-dog-food facet pages to browse pages such as /b/puppy-food_c11097 and /b/senior-dog-food_c11099", () => {
    for (const facet of ["puppy", "senior", "adult", "grain-free", "high-protein", "chicken-free", "immune-support", "weight-loss"]) {
      const entry = tables.static.find((e) => e.from.startsWith(`/f/${facet}-dry-dog-food_c`));
      expect(entry?.to, facet).toMatch(/^\/[bs]\/[a-z-]+_c\d+$/);
    }
    expect(destinationOf("/f/puppy-dry-dog-food_c3312_f158v7a1c2e")).toBe("/b/puppy-food_c11097");
    expect(destinationOf("/f/senior-dry-dog-food_c3312_f158v7a1c30")).toBe("/b/senior-dog-food_c11099");
  });

  it("send the generic /b/ pages to numbered category pages", () => {
    for (const from of ["/b/dog-food", "/b/dog-treats", "/b/cat-food", "/b/cat-litter", "/b/pet-health", "/b/flea-and-tick"]) {
      expect(destinationOf(from), from).toMatch(/^\/b\/[a-z-]+_c\d+$/);
    }
    expect(destinationOf("/b/dog-food")).toBe("/b/dog-food_c20100");
  });

  it("send prescription and pharmacy facet URLs to the dog-medication pages", () => {
    const pharmacy = tables.static.filter((e) => /^\/f\/(prescription|pharmacy)-/.test(e.from));
    expect(pharmacy.length).toBeGreaterThanOrEqual(8);
    expect(new Set(pharmacy.map((e) => e.to))).toEqual(
      new Set(["/b/dog-medication_c11561", "/b/heartworm_c11562", "/b/allergy-relief_c11568", "/b/diabetes-insulin_c11576"]),
    );
  });

  it("consolidate small-pet, bird, reptile, horse, crate/kennel and toy facet URLs into numbered /b/ pages", () => {
    for (const family of ["small-pet", "bird", "reptile", "horse", "crate|kennel", "toys"]) {
      const entries = tables.static.filter((e) => e.from.startsWith("/f/") && new RegExp(family).test(e.from));
      expect(entries.length, family).toBeGreaterThanOrEqual(1);
      for (const e of entries) expect(e.to, e.from).toMatch(/^\/b\/[a-z-]+_c\d+$/);
    }
  });

  it("send /deals to /deals/todays-deal_c2723", () => {
    expect([destinationOf("/deals"), statusOf("/deals")]).toEqual(["/deals/todays-deal_c2723", 301]);
  });

  it("send a few /b/ pages to /, /brands, /vet-care and /education/… pages", () => {
    const sitePages = tables.static.filter((e) => e.from.startsWith("/b/") && !/^\/b\/[a-z-]+_c\d+$/.test(e.to));
    expect(new Set(sitePages.map((e) => e.to.split("/")[1]))).toEqual(new Set(["", "brands", "vet-care", "education", "sp"]));
  });

  it("use every path family of the spec as a source", () => {
    for (const family of [/^\/b\//, /^\/f\/[^/]+_c\d+_f\d+v\w{1,6}$/, /^\/brands\//, /^\/deals(\/|$)/, /^\/sp\//, /^\/education\//, /^\/vet-care/]) {
      expect(
        tables.static.some((e) => family.test(e.from)),
        String(family),
      ).toBe(true);
    }
  });

  it("include the spec's bare category ids, all permanent, to /b/ destinations", () => {
    const ids = tables.categoryIds.map((e) => e.categoryId);
    expect(ids).toEqual(expect.arrayContaining([3312, 2517, 2516, 2519, 2545, 1668]));
    for (const entry of tables.categoryIds) {
      expect(entry.to, String(entry.categoryId)).toMatch(/^\/b\//);
      expect(entry.permanent ?? true).toBe(true);
    }
    expect([...RETIRED_CATEGORY_IDS].sort()).toEqual([...ids].sort());
  });

  it("have one non-permanent (302) entry, documented by a note", () => {
    const temporary = tables.static.filter((e) => e.permanent === false);
    expect(temporary.map((e) => e.from)).toEqual(["/deals/black-friday"]);
    expect(temporary[0].note).toMatch(/seasonal/);
  });
});

describe("the destinations list (redirects/destinations.ts)", () => {
  const categoryPaths = new Map(DESTINATION_CATEGORIES.map((c) => [canonicalListingPath(c), c]));
  const allDestinations = [...tables.static.map((e) => e.to), ...tables.categoryIds.map((e) => e.to)];

  it("names every destination of the tables, and nothing else", () => {
    for (const to of allDestinations) {
      const [path] = splitPathAndQuery(to);
      expect(categoryPaths.has(path) || DESTINATION_SITE_PAGES.includes(path), to).toBe(true);
    }
    expect(new Set(allDestinations.map((to) => splitPathAndQuery(to)[0]))).toEqual(new Set([...categoryPaths.keys(), ...DESTINATION_SITE_PAGES]));
  });

  it("gives each category once, with a slug that follows the slug rules and a known catalog prefix", () => {
    expect(new Set(DESTINATION_CATEGORIES.map((c) => c.id)).size).toBe(DESTINATION_CATEGORIES.length);
    for (const category of DESTINATION_CATEGORIES) {
      expect(slugify(category.slug), category.slug).toBe(category.slug);
      expect(isCatalogPrefix(category.catalogPrefix)).toBe(true);
    }
  });

  it("keeps the ids given by the catalogue", () => {
    const byId = new Map(DESTINATION_CATEGORIES.map((c) => [c.id, canonicalListingPath(c)]));
    expect([20100, 11097, 11099, 11561, 11562, 11568, 11576, 2723].map((id) => byId.get(id))).toEqual([
      "/b/dog-food_c20100",
      "/b/puppy-food_c11097",
      "/b/senior-dog-food_c11099",
      "/b/dog-medication_c11561",
      "/b/heartworm_c11562",
      "/b/allergy-relief_c11568",
      "/b/diabetes-insulin_c11576",
      "/deals/todays-deal_c2723",
    ]);
  });

  it("never uses a retired (redirected) category as a destination", () => {
    for (const [path] of categoryPaths) {
      const carried = categoryIdFromListingUrl(path, "");
      expect(carried && RETIRED_CATEGORY_IDS.includes(carried.categoryId), path).toBe(false);
    }
  });
});
