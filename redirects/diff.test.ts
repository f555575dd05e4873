import { describe, expect, it } from "vitest";
import { diffRedirectRows, formatRedirectDiff, hasChanges } from "./diff";
import type { RedirectRows } from "./lookup";

const live: RedirectRows = {
  static: [
    ["/b/dog-food", "/b/dog-food_c20100", 301],
    ["/b/cat-food", "/b/cat-food_c20200", 301],
    ["/deals", "/deals/todays-deal_c2723", 301],
  ],
  categoryIds: [[3312, "/b/dog-food_c20100"]],
};

describe("diff against the live version", () => {
  it("lists added, changed (destination or status) and removed entries of both tables", () => {
    const next: RedirectRows = {
      static: [
        ["/b/dog-food", "/b/dog-food_c20100", 301],
        ["/b/cat-food", "/b/cat-food_c20200", 302],
        ["/b/cat-litter", "/b/cat-litter-accessories_c12583", 301],
      ],
      categoryIds: [
        [3312, "/b/puppy-food_c11097"],
        [2516, "/b/dog-medication_c11561"],
      ],
    };
    const diff = diffRedirectRows(live, next);
    expect(diff.added.map((c) => c.key)).toEqual(["/b/cat-litter", "c:2516"]);
    expect(diff.changed.map((c) => c.key)).toEqual(["/b/cat-food", "c:3312"]);
    expect(diff.removed.map((c) => c.key)).toEqual(["/deals"]);
    expect(diff.unchanged).toBe(1);
    expect(formatRedirectDiff(diff)).toEqual([
      "added 2, changed 2, removed 1, unchanged 1",
      "  + /b/cat-litter → 301 /b/cat-litter-accessories_c12583",
      "  + c:2516 → 301 /b/dog-medication_c11561",
      "  ~ /b/cat-food: 301 /b/cat-food_c20200 ⇒ 302 /b/cat-food_c20200",
      "  ~ c:3312: 301 /b/dog-food_c20100 ⇒ 301 /b/puppy-food_c11097",
      "  - /deals (was 301 /deals/todays-deal_c2723)",
    ]);
  });

  it("treats everything as added when nothing is live, and nothing as changed for the same rows", () => {
    expect(diffRedirectRows(null, live).added).toHaveLength(4);
    expect(hasChanges(diffRedirectRows(live, live))).toBe(false);
  });

  it("shortens long lists", () => {
    const many: RedirectRows = { static: Array.from({ length: 30 }, (_, i) => [`/b/x-${i}`, "/", 301] as const), categoryIds: [] };
    const lines = formatRedirectDiff(diffRedirectRows(null, many), 5);
    expect(lines).toHaveLength(7);
    expect(lines.at(-1)).toBe("  + …and 25 more");
  });
});
