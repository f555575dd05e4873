import { describe, expect, it } from "vitest";
import { DEFAULT_ANALYTICS_TOGGLES, readToggles } from "./toggles";

const collector = (config: unknown) => JSON.stringify(config);

describe("analytics toggles from the CONTENT KV (spec §3: a map of string-encoded JSON settings)", () => {
  it("are the defaults when the KV is empty: the first-party collector, no blacklist", () => {
    expect(readToggles(null)).toEqual({ toggles: DEFAULT_ANALYTICS_TOGGLES, problems: [] });
    expect(JSON.parse(DEFAULT_ANALYTICS_TOGGLES.collectorConfig)).toEqual({ default: { platforms: ["tailwise"], url: "/analytics/collector.js" } });
    expect(JSON.parse(DEFAULT_ANALYTICS_TOGGLES.unidentifiedEventsBlacklist)).toEqual([]);
  });
  it("take every valid stored toggle, including ones this code does not know", () => {
    const stored = {
      collectorConfig: collector({ default: { platforms: ["tailwise"], url: "/c.js" }, pdp: { platforms: ["segment"], url: "https://cdn.example/a.js" } }),
      unidentifiedEventsBlacklist: JSON.stringify(["^Legacy .*"]),
      newToggle: "true",
    };
    expect(readToggles(JSON.stringify(stored))).toEqual({ toggles: stored, problems: [] });
  });
  it("keep the default for an invalid toggle and say what is wrong with it", () => {
    const { toggles, problems } = readToggles(
      JSON.stringify({ collectorConfig: collector({ default: { platforms: "tailwise" } }), unidentifiedEventsBlacklist: '["("]', other: "{not json" }),
    );
    expect(toggles).toEqual(DEFAULT_ANALYTICS_TOGGLES);
    expect(problems).toEqual([
      "analytics:toggles.collectorConfig: default.platforms: Expected array, received string",
      "analytics:toggles.unidentifiedEventsBlacklist: 0: is not a valid regular expression",
      "analytics:toggles.other: is not valid JSON",
    ]);
  });
  it("are the defaults when the stored value is not a map of strings", () => {
    expect(readToggles("nope").problems).toEqual(["analytics:toggles: is not valid JSON"]);
    const { toggles, problems } = readToggles(JSON.stringify({ collectorConfig: { default: {} } }));
    expect(toggles).toEqual(DEFAULT_ANALYTICS_TOGGLES);
    expect(problems).toEqual(["analytics:toggles.collectorConfig: Expected string, received object"]);
  });
});
