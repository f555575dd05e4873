import { describe, expect, it } from "vitest";
import { cardsQuery } from "#app/catalogue/queries.server.ts";
import { SORT_OPTIONS } from "./request";
import {
  categoryPostingQuery,
  countQuery,
  facetCountQuery,
  facetPostingsQuery,
  frequentWordsQuery,
  indexBoundsQuery,
  indexProductsQuery,
  pageQuery,
  relevanceKeysQuery,
  allVocabQuery,
  slotCount,
  sortKeys,
  sortOrderQuery,
  termMatchQuery,
  type SearchSpec,
  phraseScoresQuery,
  popularityTermsQuery,
} from "./query.server";

const spec = (over: Partial<SearchSpec> = {}): SearchSpec => ({
  region: "us",
  groupId: 288,
  match: null,
  filters: [],
  sort: "byRelevance",
  from: 0,
  count: 36,
  ...over,
});

/** highest ?N referenced in the SQL */
const maxParam = (sql: string) => Math.max(0, ...[...sql.matchAll(/\?(\d+)/g)].map((m) => Number(m[1])));

describe("query shapes", () => {
  it("binds every value and references every parameter", () => {
    const filters = [
      { key: "brand_facet", values: ["Barkwell", "O'Hare's; DROP TABLE"] },
      { key: "price_d", values: ["10-20"] },
    ];
    for (const s of [pageQuery(spec({ filters })), countQuery(spec({ filters })), facetCountQuery(spec({ filters }), filters, "price_d")]) {
      expect(s.sql).not.toContain("Barkwell");
      expect(s.sql).not.toContain("DROP");
      expect(maxParam(s.sql)).toBe(s.params.length);
    }
  });

  it("keeps the SQL text independent of values and of the value count", () => {
    const a = pageQuery(spec({ filters: [{ key: "brand_facet", values: ["A"] }] }));
    const b = pageQuery(spec({ filters: [{ key: "FoodFlavor", values: ["x", "y", "z"] }], from: 72 }));
    expect(a.sql).toBe(b.sql);
    // 3 and 4 filter keys share the 4-slot shape
    const three = countQuery(spec({ filters: ["a", "b", "c"].map((k) => ({ key: k, values: ["1"] })) }));
    const four = countQuery(spec({ filters: ["a", "b", "c", "d"].map((k) => ({ key: k, values: ["1"] })) }));
    expect(three.sql).toBe(four.sql);
    expect(three.params.slice(-3)).toEqual([null, null, 0]);
  });

  it("pads filter slots to a few sizes", () => {
    expect([0, 1, 2, 3, 5, 9, 14].map(slotCount)).toEqual([0, 1, 2, 4, 14, 14, 14]);
    expect(() => slotCount(15)).toThrow();
  });

  it("has a bounded number of distinct statements", () => {
    const texts = new Set<string>();
    for (const region of ["us", "ca"] as const)
      for (const match of [null, '"dog"*'])
        for (const sort of SORT_OPTIONS)
          for (const n of [0, 1, 2, 3, 4, 8, 14]) {
            const filters = Array.from({ length: n }, (_, i) => ({ key: `k${i}`, values: ["v"] }));
            const s = spec({ region, match, sort, filters });
            texts.add(pageQuery(s).sql);
            texts.add(countQuery(s).sql);
            texts.add(facetCountQuery(s, filters, null).sql);
          }
    // the facet index's statements (facet-index.server.ts, search.server.ts)
    for (const region of ["us", "ca"] as const) {
      for (const sort of SORT_OPTIONS) texts.add(sortOrderQuery(sort, region, 500000).sql);
      texts.add(cardsQuery(region, [1, 2]).sql);
    }
    texts.add(relevanceKeysQuery('"dog"*', [1, 2]).sql);
    texts.add(phraseScoresQuery('"dog"*', 1).sql);
    texts.add(popularityTermsQuery().sql);
    texts.add(allVocabQuery().sql);
    for (const s of [
      indexBoundsQuery(),
      indexProductsQuery(1, 1, 2),
      facetPostingsQuery(1, 1, 2),
      categoryPostingQuery(288, 1),
      termMatchQuery('"dog"*', 1),
      frequentWordsQuery(0.01, 64),
    ])
      texts.add(s.sql);
    const bytes = [...texts].reduce((n, t) => n + t.length, 0);
    // workerd's local statement cache breaks past ~2 MB of distinct SQL (see query.server.ts)
    expect(bytes).toBeLessThan(800_000);
  });

  it("binds the facet index's values too", () => {
    const stmts = [
      relevanceKeysQuery('"dog"*', [500001, 500002]),
      cardsQuery("us", [500001, 500002]),
      sortOrderQuery("byRating", "us", 500000),
      termMatchQuery('"dog"* AND "food"*', 500000),
      indexProductsQuery(500000, 500000, 631071),
      facetPostingsQuery(500000, 500000, 631071),
      categoryPostingQuery(288, 500000),
      frequentWordsQuery(0.01, 64),
      phraseScoresQuery('"dog"*', 500000),
    ];
    for (const s of stmts) {
      expect(s.sql).not.toMatch(/500001|dog/);
      expect(maxParam(s.sql)).toBe(s.params.length);
    }
    // the key the relevance pages are ranked by is the page query's own
    expect(relevanceKeysQuery('"dog"*', [1]).sql).toContain(`${sortKeys("bySaleRelevance", "ca", true)[1].expr} AS k`);
    // ... and the index's own (phrase scores minus the popularity term) takes both parts from the same text
    const [bm25, popularity] = sortKeys("byRelevance", "us", true)[0].expr.split(" - ");
    expect(phraseScoresQuery('"dog"*', 1).sql).toContain(`${bm25} AS b`);
    expect(popularityTermsQuery().sql).toContain(`${popularity.replace("pc.popularity", "popularity")} AS t`);
  });

  it("uses the FTS index only with a term", () => {
    expect(pageQuery(spec()).sql).not.toContain("MATCH");
    expect(pageQuery(spec({ match: '"dog"*' })).sql).toContain("product_search MATCH ?3");
  });
});

describe("sort keys", () => {
  it("byRelevance without a term is popularity; with a term blends bm25 and popularity", () => {
    expect(sortKeys("byRelevance", "us", false)).toEqual(sortKeys("byPopularity", "us", false));
    expect(sortKeys("byRelevance", "us", true)[0].expr).toMatch(/^bm25\(product_search.*ln\(1 \+ pc\.popularity\)/);
  });
  it("prices follow the market", () => {
    expect(sortKeys("byLowestPrice", "ca", false)[0].expr).toBe("pc.price_cad");
    expect(sortKeys("byHighestPrice", "us", true)[0]).toEqual({ expr: "pc.price_usd", desc: true });
  });
  it("every option ends on a unique key", () => {
    for (const s of SORT_OPTIONS) for (const t of [true, false]) expect(sortKeys(s, "us", t).at(-1)!.expr).toBe("pc.product_id");
  });
});
