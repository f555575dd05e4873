import { describe, expect, it } from "vitest";
import { acceptedBy, gateFailures, MIN_ACCESSIBILITY, TBT_BUDGET_MS, TBT_RUNS, tbtFailures, tbtVerdicts, type AcceptedNuFinding } from "./gate";
import type { LighthouseRun } from "./lighthouse";
import type { NuMessage, NuPage, NuReport } from "./nu";

function run(accessibility: number | null, extra: Partial<LighthouseRun> = {}): LighthouseRun {
  return {
    page: "home",
    path: "/",
    preset: "mobile",
    scores: { performance: 1, accessibility, "best-practices": 1, seo: 1 },
    lcpMs: 1000,
    tbtMs: 0,
    cls: 0,
    runWarnings: [],
    failed: [],
    seconds: 1,
    benchmarkIndex: 3465,
    cpuSlowdown: 12.3,
    throttlingMethod: "simulate",
    ...extra,
  };
}

function nuPage(errors: NuMessage[] = [], notChecked: NuMessage[] = []): NuPage {
  return { page: "home", path: "/", errors, warnings: [{ type: "info", subType: "warning", message: "a warning" }], notChecked };
}

const clean: NuReport = { pages: [nuPage()], stray: [] };
const error = (message: string): NuMessage => ({ type: "error", url: "http://127.0.0.1:8793/", message });

describe("gateFailures", () => {
  it("passes pages at the accessibility floor with no Nu errors (warnings do not fail)", () => {
    expect(gateFailures([run(MIN_ACCESSIBILITY), run(1, { preset: "desktop" })], clean)).toEqual([]);
  });

  it("fails a page whose accessibility score is below the floor, naming page, path and preset", () => {
    expect(gateFailures([run(0.89)], clean)).toEqual(["accessibility 0.89 < 0.9 on home (/, mobile)"]);
  });

  it("fails a page Lighthouse could not audit or gave no accessibility score", () => {
    expect(gateFailures([run(null, { runtimeError: "ERRORED_DOCUMENT_REQUEST: status 500" }), run(null)], clean)).toEqual([
      "Lighthouse could not audit home (/, mobile): ERRORED_DOCUMENT_REQUEST: status 500",
      "Lighthouse gave home (/, mobile) no accessibility score",
    ]);
  });

  it("fails on any Nu error, and on a page the checker could not check", () => {
    const report: NuReport = { pages: [nuPage([error("Bad value"), error("Duplicate ID")], [{ type: "non-document-error", message: "HTTP 500" }])], stray: [] };
    expect(gateFailures([], report)).toEqual(["the Nu Html Checker could not check home (/): HTTP 500", "2 Nu Html Checker errors on home (/)"]);
  });

  it("does not fail on an accepted Nu finding, and does on the others", () => {
    const accepted: AcceptedNuFinding[] = [{ id: "react", why: "React writes it", matches: (m) => m.message.startsWith("Emitted by React") }];
    const report: NuReport = { pages: [nuPage([error("Emitted by React: x"), error("Bad value")])], stray: [] };
    expect(gateFailures([], report, accepted)).toEqual(["1 Nu Html Checker error on home (/)"]);
    expect(gateFailures([], { pages: [nuPage([error("Emitted by React: x")])], stray: [] }, accepted)).toEqual([]);
  });

  it("fails on a Nu error naming no URL it was asked about", () => {
    expect(gateFailures([], { pages: [], stray: [error("Stray")] })).toEqual(["Nu Html Checker error on http://127.0.0.1:8793/: Stray"]);
  });
});

describe("the accepted Remix stream-transfer finding", () => {
  // As the checker reports React 18 writing Remix's single-fetch scripts after </html>.
  const stray: NuMessage = { ...error("Stray start tag “script”."), lastLine: 97, firstColumn: 74, extract: 'l><!--$--><script nonce="abc==">window' };
  const stop: NuMessage = {
    ...error("Cannot recover after last error. Any further errors will be ignored."),
    lastLine: 97,
    firstColumn: 74,
    extract: stray.extract,
  };

  it("accepts the stray stream-transfer script after </html> and the checker's stop at the same place", () => {
    expect(acceptedBy(stray, [stray, stop])?.id).toBe("remix-stream-transfer-after-html");
    expect(acceptedBy(stop, [stray, stop])?.id).toBe("remix-stream-transfer-after-html");
    expect(gateFailures([], { pages: [nuPage([stray, stop])], stray: [] })).toEqual([]);
  });

  it("accepts the same script when the checker's extract cuts it short", () => {
    const short: NuMessage = { ...stray, extract: 'l><!--$--><script nonce="nq3==">wi' };
    expect(acceptedBy(short, [short, stop])?.id).toBe("remix-stream-transfer-after-html");
    expect(acceptedBy({ ...stray, extract: 'l><!--$--><script nonce="nq3==">wo' }, [stop])).toBeUndefined();
    expect(acceptedBy({ ...stray, extract: 'l><!--$--><script nonce="nq3==">' }, [stop])).toBeUndefined();
  });

  it("does not accept a stray script of the page's own, nor a stop somewhere else", () => {
    const own: NuMessage = { ...stray, extract: "></body><script>track()" };
    const elsewhere: NuMessage = { ...stop, lastLine: 12 };
    expect(acceptedBy(own, [own])).toBeUndefined();
    expect(acceptedBy(elsewhere, [stray, elsewhere])).toBeUndefined();
  });

  it("does not accept the page's own errors beside it", () => {
    const aria = error("The “aria-label” attribute must not be specified on any “span” element unless …");
    expect(gateFailures([], { pages: [nuPage([aria, stray, stop])], stray: [] })).toEqual(["1 Nu Html Checker error on home (/)"]);
  });
});

describe("gateFailures on listing pages (issue #9)", () => {
  const listing = new Set(["category"]);
  const seo = (id: string) => ({ category: "seo" as const, id, title: id, score: 0, items: [] });

  it("holds a listing page to accessibility 100", () => {
    expect(gateFailures([run(0.98, { page: "category", path: "/b/dog_c288" })], clean, undefined, listing)).toEqual([
      "accessibility 0.98 < 1 on category (/b/dog_c288, mobile)",
    ]);
    expect(gateFailures([run(0.98)], clean, undefined, listing)).toEqual([]);
  });

  it("fails a listing page on any failed SEO audit but the intended noindex", () => {
    const failed = [seo("is-crawlable"), seo("canonical")];
    expect(gateFailures([run(1, { page: "category", path: "/b/dog_c288", failed })], clean, undefined, listing)).toEqual([
      "SEO audit canonical failed on category (/b/dog_c288, mobile)",
    ]);
    expect(gateFailures([run(1, { page: "category", path: "/b/dog_c288", failed: [seo("is-crawlable")] })], clean, undefined, listing)).toEqual([]);
  });
});

describe("Total Blocking Time (issue #28: mobile, median of 5 runs, at most 100 ms on category and product pages)", () => {
  const asked = { cpuSlowdown: 12.3 };
  const tbtRuns = (page: string, values: number[], preset: "mobile" | "desktop" = "mobile") =>
    values.map((tbtMs) => run(1, { page, path: `/${page}`, preset, tbtMs, cpuSlowdown: preset === "mobile" ? 12.3 : 1 }));

  it("passes when the median is at the budget, however slow one run was", () => {
    const runs = [...tbtRuns("category", [40, 60, TBT_BUDGET_MS, 90, 900]), ...tbtRuns("product", [10, 20, 30, 40, 50])];
    expect(tbtFailures(runs, asked)).toEqual([]);
    expect(tbtVerdicts(runs).map((v) => v.medianMs)).toEqual([90, 30]);
  });

  it("fails a page whose median is over the budget, with its runs", () => {
    const runs = [...tbtRuns("category", [120, 130, 90, 150, 101]), ...tbtRuns("product", [0, 0, 0, 0, 0])];
    expect(tbtFailures(runs, asked)).toEqual([
      `Total Blocking Time of category (mobile, CPU 12.3×): median 120 ms of 120, 130, 90, 150, 101 > ${TBT_BUDGET_MS} ms`,
    ]);
  });

  it("reads only mobile runs, and fails a page with fewer than 5 of them", () => {
    const runs = [...tbtRuns("category", [10, 10, 10, 10], "mobile"), ...tbtRuns("category", [10], "desktop"), ...tbtRuns("product", [10, 10, 10, 10, 10])];
    expect(tbtFailures(runs, asked)).toEqual([`Total Blocking Time of category (mobile): 4 of the ${TBT_RUNS} runs it needs gave a figure`]);
  });

  it("fails a run that emulated another CPU slowdown than the calibrated one (another phone's figure)", () => {
    const runs = [
      ...tbtRuns("category", [10, 10, 10, 10]),
      run(1, { page: "category", path: "/category", tbtMs: 10, cpuSlowdown: 4 }),
      ...tbtRuns("product", [10, 10, 10, 10, 10]),
    ];
    expect(tbtFailures(runs, asked)).toEqual(["Total Blocking Time of category (mobile): a run emulated CPU 4×, not the 12.3× asked for"]);
  });

  it("fails a run whose CPU was really slowed (applied throttling is a reference beside the gate, not its figure)", () => {
    const runs = [
      ...tbtRuns("category", [10, 10, 10, 10]),
      run(1, { page: "category", path: "/category", tbtMs: 10, throttlingMethod: "devtools" }),
      ...tbtRuns("product", [10, 10, 10, 10, 10]),
    ];
    expect(tbtFailures(runs, asked)).toEqual(["Total Blocking Time of category (mobile): a run used devtools throttling, not Lighthouse's simulation"]);
  });
});
