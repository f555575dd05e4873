import { describe, expect, it } from "vitest";
import { CLOSED_PANEL, panelReducer, panelShowsFacets, panelShowsSort, type PanelState } from "./filter-panel";

const open = (kind: Parameters<typeof panelReducer>[1] & { type: "open" }) => panelReducer(CLOSED_PANEL, kind);

describe("filter and sort panels (spec §4)", () => {
  it("opens each kind from closed", () => {
    for (const kind of ["MobileSort", "MobileFacets", "UnifiedFilter"] as const) {
      expect(open({ type: "open", kind })).toEqual({ status: "open", kind });
    }
  });

  it("opens the single-facet sheet only for a facet", () => {
    expect(open({ type: "open", kind: "SingleFacet", facet: "brand_facet" })).toEqual({ status: "open", kind: "SingleFacet", facet: "brand_facet" });
    expect(open({ type: "open", kind: "SingleFacet" })).toBe(CLOSED_PANEL);
  });

  it("applies and clears an open panel, then closes", () => {
    const unified = open({ type: "open", kind: "UnifiedFilter" });
    expect(panelReducer(unified, { type: "apply" })).toEqual({ status: "applying", kind: "UnifiedFilter" });
    expect(panelReducer(unified, { type: "clear" })).toEqual({ status: "clearing", kind: "UnifiedFilter" });
    expect(panelReducer(panelReducer(unified, { type: "apply" }), { type: "close" })).toEqual({ status: "closed" });
  });

  it("ignores apply and clear unless open (a second press while the page changes does nothing)", () => {
    expect(panelReducer(CLOSED_PANEL, { type: "apply" })).toBe(CLOSED_PANEL);
    expect(panelReducer(CLOSED_PANEL, { type: "clear" })).toBe(CLOSED_PANEL);
    const applying: PanelState = { status: "applying", kind: "MobileFacets" };
    expect(panelReducer(applying, { type: "clear" })).toBe(applying);
    expect(panelReducer(applying, { type: "apply" })).toBe(applying);
  });

  it("has no clearing state for the single-facet sheet (open, closed, applying)", () => {
    const single = open({ type: "open", kind: "SingleFacet", facet: "rating" });
    expect(panelReducer(single, { type: "clear" })).toBe(single);
    expect(panelReducer(single, { type: "apply" })).toEqual({ status: "applying", kind: "SingleFacet", facet: "rating" });
  });

  it("replaces an open panel with the one opened next", () => {
    const sort = open({ type: "open", kind: "MobileSort" });
    expect(panelReducer(sort, { type: "open", kind: "MobileFacets" })).toEqual({ status: "open", kind: "MobileFacets" });
  });

  it("shows sort in the sort and unified panels, facets in every panel but sort", () => {
    expect([panelShowsSort("MobileSort"), panelShowsSort("UnifiedFilter"), panelShowsSort("MobileFacets"), panelShowsSort("SingleFacet")]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([panelShowsFacets("MobileSort"), panelShowsFacets("UnifiedFilter"), panelShowsFacets("MobileFacets"), panelShowsFacets("SingleFacet")]).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });
});
