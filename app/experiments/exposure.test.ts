import { describe, expect, it } from "vitest";
import { experimentsOf, exposureProperties, exposuresToReport } from "./exposure";

describe("experiment exposure is reported once", () => {
  it("reports each variant seen for the first time, and remembers it", () => {
    const first = exposuresToReport({ "browse-search-parallel": "VARIANT_01", "brand-paths": "CONTROL" }, null);
    expect(first.report).toEqual([
      { experimentId: "browse-search-parallel", variant: "VARIANT_01" },
      { experimentId: "brand-paths", variant: "CONTROL" },
    ]);
    const again = exposuresToReport({ "browse-search-parallel": "VARIANT_01", "brand-paths": "CONTROL" }, first.remember);
    expect(again.report).toEqual([]);
    expect(again.remember).toBe(first.remember);
  });

  it("reports a new variant of an experiment it reported before", () => {
    const { remember } = exposuresToReport({ "brand-paths": "CONTROL" }, null);
    expect(exposuresToReport({ "brand-paths": "VARIANT_01" }, remember).report).toEqual([{ experimentId: "brand-paths", variant: "VARIANT_01" }]);
  });

  it("describes the exposure as Segment's Experiment Viewed", () => {
    expect(exposureProperties({ experimentId: "brand-paths", variant: "CONTROL" })).toMatchObject({
      experiment_id: "brand-paths",
      variation_name: "CONTROL",
      eventCategory: "experiment",
    });
  });
});

describe("the visitor's experiments, as the Worker wrote them into the personal island", () => {
  it("keeps id → variant pairs of plain text, dropping anything else", () => {
    expect(experimentsOf(JSON.stringify({ cartCount: 1, experiments: { "ok-id": "CONTROL", "Bad Id": "CONTROL", other: 5, x: "<script>" } }))).toEqual({
      "ok-id": "CONTROL",
    });
    expect(experimentsOf(JSON.stringify({ experiments: ["CONTROL"] }))).toEqual({});
    expect(experimentsOf("{not json")).toEqual({});
    expect(experimentsOf(null)).toEqual({});
  });
});
