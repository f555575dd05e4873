import { describe, expect, it } from "vitest";
import { compileRedirectTables, parseRedirectTables } from "./compile";
import { parseRedirectDocument } from "./document";
import { findRedirect, packRedirectRows } from "./lookup";
import { syntheticRedirectDocument, syntheticRedirectTables, syntheticSourcePath } from "./synthetic";

describe("synthetic tables for benchmarks", () => {
  it("are valid tables as written, and compile to the synthetic document's rows", () => {
    const parsed = parseRedirectTables(syntheticRedirectTables(2_000));
    expect(parsed.ok ? [] : parsed.problems).toEqual([]);
    const doc = syntheticRedirectDocument(2_000);
    if (parsed.ok) {
      const compiled = compileRedirectTables(parsed.tables);
      expect(compiled.collapsed).toEqual([]);
      expect(packRedirectRows(compiled)).toEqual({ destinations: doc.destinations, static: doc.static, categoryIds: doc.categoryIds });
    }
  });

  it("give a 50,000-entry document the Worker accepts, with O(1) hits, 302s and category ids", () => {
    const text = JSON.stringify(syntheticRedirectDocument(50_000));
    const parsed = parseRedirectDocument(text);
    if (!parsed.ok) throw new Error(parsed.problems.join("\n"));
    const index = parsed.value;
    expect(index.static.size).toBe(50_000);
    expect(index.categoryIds.size).toBe(500);
    expect(findRedirect(index, syntheticSourcePath(12_345), "")?.status).toBe(301);
    expect(findRedirect(index, syntheticSourcePath(12_349), "")?.status).toBe(302);
    expect(findRedirect(index, "/b/retired-category-page-50000", "")).toBeNull();
    expect(findRedirect(index, "/b/anything_c800001", "")?.reason).toBe("static-id-based-redirect");
  });

  it("are deterministic", () => {
    expect(syntheticRedirectDocument(100)).toEqual(syntheticRedirectDocument(100));
  });
});
