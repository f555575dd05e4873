import { describe, expect, it } from "vitest";
import { parseRedirectTables } from "./compile";
import { parseRedirectDocument, parseRedirectPointer } from "./document";
import { publishedDocument } from "./testing";

function problems(tables: unknown): string[] {
  const parsed = parseRedirectTables(tables);
  if (parsed.ok) throw new Error("expected the tables to be rejected");
  return parsed.problems;
}
const only = (entries: unknown[], categoryIds: unknown[] = []) => ({ static: entries, categoryIds });

describe("RedirectTables rejects, naming the entry", () => {
  it("a source not starting with /", () => {
    expect(problems(only([{ from: "b/dog-food", to: "/b/dog-food_c20100" }]))).toEqual([
      'static[0].from: "b/dog-food" → "/b/dog-food_c20100": source must start with /',
    ]);
  });

  it.each([
    ["https://evil.example/b/x", "absolute"],
    ["//evil.example/b/x", "//host"],
    ["javascript:alert(1)", "javascript:"],
  ])("a destination that leaves the site: %s", (to, kind) => {
    const [problem] = problems(only([{ from: "/b/dog-food", to }]));
    expect(problem).toContain(`static[0].to: "/b/dog-food" → ${JSON.stringify(to)}: destination leaves the site`);
    expect(problem).toContain(kind === "//host" ? "//host" : "absolute or javascript:");
  });

  it("a category-id destination that leaves the site", () => {
    expect(problems(only([], [{ categoryId: 3312, to: "https://evil.example" }]))[0]).toMatch(
      /^categoryIds\[0\]\.to: 3312 → "https:\/\/evil\.example": destination leaves the site/,
    );
  });

  it("duplicates, including ones differing only in letter case or trailing slash", () => {
    expect(
      problems(
        only([
          { from: "/b/dog-food", to: "/b/dog-food_c20100" },
          { from: "/B/Dog-Food/", to: "/b/puppy-food_c11097" },
        ]),
      ),
    ).toEqual([
      'static[1].from: "/B/Dog-Food/" → "/b/puppy-food_c11097": duplicate of static[0] "/b/dog-food" (sources match ignoring letter case and trailing slash)',
    ]);
    expect(
      problems(
        only(
          [],
          [
            { categoryId: 3312, to: "/b/dog-food_c20100" },
            { categoryId: 3312, to: "/b/puppy-food_c11097" },
          ],
        ),
      ),
    ).toEqual(['categoryIds[1].categoryId: 3312 → "/b/puppy-food_c11097": duplicate of categoryIds[0] (category 3312)']);
  });

  it("self-redirects", () => {
    expect(problems(only([{ from: "/b/dog-food", to: "/B/Dog-Food/?page=2" }]))).toEqual([
      'static[0].to: "/b/dog-food" → "/B/Dog-Food/?page=2": redirects to itself (paths match ignoring letter case and trailing slash)',
    ]);
    expect(problems(only([], [{ categoryId: 3312, to: "/b/dry-dog-food_c3312" }]))).toEqual([
      'categoryIds[0].to: 3312 → "/b/dry-dog-food_c3312": redirects to itself (the destination is a listing URL of category 3312)',
    ]);
  });

  it("loops, through either table", () => {
    expect(
      problems(
        only([
          { from: "/b/a", to: "/b/b" },
          { from: "/b/b", to: "/b/a" },
        ]),
      ),
    ).toEqual(['static[0].to: "/b/a" → "/b/b": redirect loop /b/a → /b/b → /b/a', 'static[1].to: "/b/b" → "/b/a": redirect loop /b/b → /b/a → /b/b']);
    expect(problems(only([{ from: "/b/old", to: "/b/dry-dog-food-3312" }], [{ categoryId: 3312, to: "/b/old" }]))).toEqual([
      'static[0].to: "/b/old" → "/b/dry-dog-food-3312": redirect loop /b/old → c:3312 → /b/old',
      'categoryIds[0].to: 3312 → "/b/old": redirect loop c:3312 → /b/old → c:3312',
    ]);
    expect(
      problems(
        only([
          { from: "/b/x", to: "/b/a" },
          { from: "/b/a", to: "/b/b" },
          { from: "/b/b", to: "/b/a" },
        ]),
      )[0],
    ).toBe('static[0].to: "/b/x" → "/b/a": leads into a redirect loop /b/x → /b/a → /b/b → /b/a');
  });

  it("destinations that are a category's legacy {slug}-{id} address, whose page names another canonical (issue #27)", () => {
    expect(problems(only([{ from: "/b/dog-food", to: "/b/dog-food-20100?x=1" }]))).toEqual([
      'static[0].to: "/b/dog-food" → "/b/dog-food-20100?x=1": destination is category 20100\'s old {slug}-{id} address, whose page names another as canonical; write its canonical address (/…/{slug}_c20100)',
    ]);
    expect(problems(only([], [{ categoryId: 3312, to: "/deals/todays-deal-2723" }]))[0]).toMatch(/^categoryIds\[0\]\.to: .*old \{slug\}-\{id\} address/);
    // A legacy address that itself redirects (category 3312 is in the id table) is a chain, collapsed at publish.
    expect(parseRedirectTables(only([{ from: "/b/old", to: "/b/dry-dog-food-3312" }], [{ categoryId: 3312, to: "/b/dog-food_c20100" }])).ok).toBe(true);
  });

  it("paths under the market prefix, sources with a query string, unknown fields and 302s in the id table", () => {
    expect(problems(only([{ from: "/ca/b/dog-food", to: "/b/dog-food_c20100" }]))[0]).toMatch(/market prefix/);
    expect(problems(only([{ from: "/b/dog-food", to: "/ca/b/dog-food_c20100" }]))[0]).toMatch(/market prefix/);
    expect(problems(only([{ from: "/b/dog-food?x=1", to: "/b/dog-food_c20100" }]))[0]).toMatch(/matching ignores the query string/);
    expect(problems(only([{ from: "/b/dog-food", to: "/b/dog-food_c20100", status: 301 }]))).toEqual(["static[0]: unknown field(s) status"]);
    expect(problems(only([], [{ categoryId: 3312, to: "/b/dog-food_c20100", permanent: false }]))[0]).toMatch(
      /^categoryIds\[0\]\.permanent: the category-id table is all permanent/,
    );
    expect(problems(only([], [{ categoryId: "3312", to: "/b/dog-food_c20100" }]))[0]).toMatch(/^categoryIds\[0\]\.categoryId: Expected number/);
    expect(problems({ static: [] })).toEqual(["categoryIds: Required"]);
  });

  it("reports every problem in one run", () => {
    const all = problems(
      only(
        [
          { from: "b/x", to: "/b/y" },
          { from: "/b/a", to: "https://evil.example" },
          { from: "/b/d", to: "/b/dog-food_c20100" },
          { from: "/b/d/", to: "/b/dog-food_c20100" },
          { from: "/b/s", to: "/b/s" },
        ],
        [{ categoryId: 1, to: "/b/x-1" }],
      ),
    );
    expect(all.map((p) => p.split(":")[0])).toEqual(["static[0].from", "static[1].to", "static[3].from", "static[4].to", "categoryIds[0].to"]);
  });

  it("accepts chains (collapsed at publish) and defaults entries to permanent", () => {
    const parsed = parseRedirectTables(
      only([
        { from: "/b/a", to: "/b/b" },
        { from: "/b/b", to: "/b/dog-food_c20100" },
      ]),
    );
    expect(parsed.ok && parsed.tables.static.map((e) => e.permanent)).toEqual([true, true]);
  });
});

describe("RedirectDocument (what the Worker reads) ", () => {
  it("turns a published document into lookup maps", async () => {
    const doc = await publishedDocument(
      only(
        [
          { from: "/B/Dog-Food", to: "/b/dog-food_c20100" },
          { from: "/deals/x", to: "/deals/todays-deal_c2723", permanent: false },
        ],
        [{ categoryId: 3312, to: "/b/dog-food_c20100" }],
      ),
    );
    expect(doc.destinations).toEqual(["/b/dog-food_c20100", "/deals/todays-deal_c2723"]);
    expect(doc.static).toEqual([
      ["/b/dog-food", 0, 301],
      ["/deals/x", 1, 302],
    ]);
    expect(doc.categoryIds).toEqual([[3312, 0]]);
    const parsed = parseRedirectDocument(JSON.stringify(doc));
    expect(parsed.ok && [...parsed.value.static.keys()]).toEqual(["/b/dog-food", "/deals/x"]);
    expect(parsed.ok && parsed.value.categoryIds.size).toBe(1);
  });

  const base = {
    format: 1,
    version: "v1",
    publishedAt: "2026-01-01T00:00:00.000Z",
    destinations: ["/b/dog-food_c20100"],
    static: [["/b/dog-food", 0, 301]],
    categoryIds: [[3312, 0]],
  };
  it.each([
    ["not JSON", "{", /not JSON/],
    ["an unknown format", { ...base, format: 2 }, /format/],
    ["a destination off the site", { ...base, destinations: ["//evil.example"] }, /destinations\[0\].*leaves the site/],
    ["a destination index out of range", { ...base, static: [["/b/dog-food", 1, 301]] }, /static\[0\]\[1\].*not in destinations/],
    ["a bad status", { ...base, static: [["/b/dog-food", 0, 307]] }, /301 or 302/],
    ["a source that is not a path", { ...base, static: [["dog-food", 0, 301]] }, /starting with \//],
    ["a short row", { ...base, static: [["/b/dog-food", 0]] }, /row must be/],
    ["a bad category id", { ...base, categoryIds: [[-1, 0]] }, /positive integer/],
    ["rows that are not arrays", { ...base, static: {} }, /static must be an array/],
    ["a missing version", { ...base, version: undefined }, /version/],
    ["an unknown field", { ...base, extra: 1 }, /unknown field/],
  ])("rejects %s", (_, doc, message) => {
    const parsed = parseRedirectDocument(typeof doc === "string" ? doc : JSON.stringify(doc));
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.problems.join("\n")).toMatch(message);
  });

  it("lists at most ten bad rows", () => {
    const rows = Array.from({ length: 25 }, () => ["/b/x", 9, 301]);
    const parsed = parseRedirectDocument(JSON.stringify({ ...base, static: rows }));
    expect(!parsed.ok && parsed.problems).toHaveLength(11);
    expect(!parsed.ok && parsed.problems[10]).toMatch(/and 15 more bad rows/);
  });
});

describe("RedirectPointer", () => {
  it("accepts a pointer and rejects junk", () => {
    expect(parseRedirectPointer(JSON.stringify({ format: 1, version: "v2", previous: ["v1"], updatedAt: "2026-01-01T00:00:00.000Z" })).ok).toBe(true);
    expect(parseRedirectPointer(JSON.stringify({ format: 1, version: "../etc", previous: [], updatedAt: "2026-01-01T00:00:00.000Z" })).ok).toBe(false);
    expect(parseRedirectPointer("v2").ok).toBe(false);
  });
});
