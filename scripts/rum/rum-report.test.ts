import { describe, expect, it } from "vitest";
import { formatRumReport, rumReport } from "./rum-report";

const rows = [
  ...[100, 200, 300, 400].map((value) => ({ page_type: "plp", market: "us", name: "LCP", value })),
  { page_type: "plp", market: "us", name: "CLS", value: 0.05 },
  { page_type: "plp", market: "ca", name: "LCP", value: 900 },
  { page_type: "pdp", market: "us", name: "INP", value: 64 },
  { page_type: "plp", market: "us", name: "event:options-overlay", value: 180 },
];

describe("npm run rum:report", () => {
  it("gives p75 (nearest rank) per page type and market, with the counts", () => {
    expect(rumReport(rows)).toEqual([
      { pageType: "pdp", market: "us", p75: { INP: { value: 64, count: 1 } } },
      { pageType: "plp", market: "ca", p75: { LCP: { value: 900, count: 1 } } },
      {
        pageType: "plp",
        market: "us",
        p75: { CLS: { value: 0.05, count: 1 }, LCP: { value: 300, count: 4 }, "event:options-overlay": { value: 180, count: 1 } },
      },
    ]);
  });
  it("prints a table of the vitals and a list of the events", () => {
    const text = formatRumReport(rumReport(rows), "2026-11-19");
    expect(text).toContain("RUM p75 per page type and market, since 2026-11-19");
    expect(text).toMatch(/plp\s+us\s+300 ms \(n=4\)\s+-\s+0\.050 \(n=1\)/);
    expect(text).toContain("plp us options-overlay: 180 ms (n=1)");
    expect(formatRumReport([], "2026-11-19")).toBe("No RUM measurements since 2026-11-19.");
  });
});
