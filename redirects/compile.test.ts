import { describe, expect, it } from "vitest";
import { compileRedirectTables, createRedirectDocument, hashRedirectRows, parseRedirectTables } from "./compile";
import { parseRedirectDocument } from "./document";
import type { RedirectTablesInput } from "./schema";

function compile(tables: RedirectTablesInput) {
  const parsed = parseRedirectTables(tables);
  if (!parsed.ok) throw new Error(parsed.problems.join("\n"));
  return compileRedirectTables(parsed.tables);
}

describe("publish collapses chains to their final destination", () => {
  it("static → static → page", () => {
    const compiled = compile({
      static: [
        { from: "/b/a", to: "/b/b" },
        { from: "/b/b", to: "/b/c?from=b" },
        { from: "/b/c", to: "/b/dog-food_c20100" },
      ],
      categoryIds: [],
    });
    expect(compiled.static).toEqual([
      ["/b/a", "/b/dog-food_c20100?from=b", 301],
      ["/b/b", "/b/dog-food_c20100?from=b", 301],
      ["/b/c", "/b/dog-food_c20100", 301],
    ]);
    expect(compiled.collapsed.map((c) => c.hops)).toEqual([
      ["/b/a", "/b/b", "/b/c"],
      ["/b/b", "/b/c"],
    ]);
  });

  it("static → category id → page, and category id → category id", () => {
    const compiled = compile({
      static: [{ from: "/b/old-dry-food", to: "/b/dry-dog-food_c3312" }],
      categoryIds: [
        { categoryId: 3312, to: "/b/old-food-3313" },
        { categoryId: 3313, to: "/b/dog-food_c20100" },
      ],
    });
    expect(compiled.static).toEqual([["/b/old-dry-food", "/b/dog-food_c20100", 301]]);
    expect(compiled.categoryIds).toEqual([
      [3312, "/b/dog-food_c20100"],
      [3313, "/b/dog-food_c20100"],
    ]);
  });

  it("a chain with a 302 anywhere becomes a 302", () => {
    const compiled = compile({
      static: [
        { from: "/b/a", to: "/b/b" },
        { from: "/b/b", to: "/deals/todays-deal_c2723", permanent: false },
      ],
      categoryIds: [],
    });
    expect(compiled.static.map(([, , status]) => status)).toEqual([302, 302]);
  });

  it("normalises sources (lower case, no trailing slash)", () => {
    expect(compile({ static: [{ from: "/B/Dog-Food/", to: "/b/dog-food_c20100" }], categoryIds: [] }).static[0][0]).toBe("/b/dog-food");
  });
});

describe("versions", () => {
  it("hash the same rows the same way", async () => {
    const rows = compile({ static: [{ from: "/b/a", to: "/b/dog-food_c20100" }], categoryIds: [] });
    expect(await hashRedirectRows(rows)).toBe(await hashRedirectRows(compile({ static: [{ from: "/B/A/", to: "/b/dog-food_c20100" }], categoryIds: [] })));
    expect(await hashRedirectRows(rows)).not.toBe(await hashRedirectRows(compile({ static: [{ from: "/b/a", to: "/b/puppy-food_c11097" }], categoryIds: [] })));
  });

  it("produce a document the Worker accepts", async () => {
    const doc = await createRedirectDocument(
      compile({ static: [{ from: "/b/a", to: "/b/dog-food_c20100" }], categoryIds: [{ categoryId: 3312, to: "/b/dog-food_c20100" }] }),
      new Date("2026-11-22T08:45:04.123Z"),
    );
    expect(doc).toMatchObject({ format: 1, publishedAt: "2026-11-22T08:45:04.123Z", destinations: ["/b/dog-food_c20100"] });
    expect(doc.version).toMatch(/^20261122T084504123Z-[0-9a-f]{8}$/);
    expect(parseRedirectDocument(JSON.stringify(doc)).ok).toBe(true);
  });
});
