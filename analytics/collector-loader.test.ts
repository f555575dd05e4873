import { describe, expect, it, vi } from "vitest";
import { blacklistFor, collectorConfigFor, loadCollector, scriptInjector } from "./collector-loader";
import { logged, recordingCollector, spyConsole } from "./fakes.testkit";
import { createLogger } from "./logger";

const setup = () => {
  const console = spyConsole();
  return { console, logger: createLogger(console, () => false) };
};
const settings = (value: unknown) => ({ collectorConfig: JSON.stringify(value) });

describe("collector config from the toggles (spec §3 analytics settings)", () => {
  it("uses the entry of the lowercase page type", () => {
    const { logger } = setup();
    const toggles = settings({ plp: { platforms: ["tailwise"], url: "/plp.js" }, default: { platforms: ["x"], url: "/d.js" } });
    expect(collectorConfigFor(toggles, "PLP", logger)).toEqual({ platforms: ["tailwise"], url: "/plp.js" });
  });
  it("falls back to the default entry, field by field", () => {
    const { logger } = setup();
    expect(collectorConfigFor(settings({ default: { platforms: ["tailwise"], url: "/d.js" } }), "pdp", logger)).toEqual({
      platforms: ["tailwise"],
      url: "/d.js",
    });
    expect(collectorConfigFor(settings({ default: { platforms: ["tailwise"], url: "/d.js" }, pdp: { url: "/pdp.js" } }), "pdp", logger)).toEqual({
      platforms: ["tailwise"],
      url: "/pdp.js",
    });
  });
  it("warns 'Detected invalid JSON in Collector config' for bad JSON and loads nothing", () => {
    const { console, logger } = setup();
    expect(collectorConfigFor({ collectorConfig: "{not json" }, "plp", logger)).toBeNull();
    expect(logged(console.warn)).toEqual(["Detected invalid JSON in Collector config"]);
  });
  it("logs a console error when platforms or url are missing", () => {
    for (const toggles of [
      {},
      settings({ default: { url: "/d.js" } }),
      settings({ default: { platforms: [], url: "/d.js" } }),
      settings({ plp: { platforms: ["t"] } }),
    ]) {
      const { console, logger } = setup();
      expect(collectorConfigFor(toggles, "plp", logger)).toBeNull();
      expect(logged(console.error)).toContain("Missing Collector config");
    }
  });
  it("reads the blacklist toggle as a JSON list of regular expressions", () => {
    const { console, logger } = setup();
    expect(blacklistFor({ unidentifiedEventsBlacklist: '["^plp:", "Widget"]' }, logger).map(String)).toEqual(["/^plp:/i", "/Widget/i"]);
    expect(blacklistFor({}, logger)).toEqual([]);
    expect(blacklistFor({ unidentifiedEventsBlacklist: "[oops" }, logger)).toEqual([]);
    expect(console.warn).toHaveBeenCalled();
  });
});

describe("script injection", () => {
  const fakeDoc = () => {
    const appended: { src: string; async: boolean; onload: (() => void) | null; onerror: (() => void) | null }[] = [];
    return {
      appended,
      createElement: () => ({ src: "", async: false, onload: null, onerror: null }),
      head: { appendChild: (n: never) => void appended.push(n) },
    };
  };
  it("appends one async script element to document.head and resolves on load", async () => {
    const doc = fakeDoc();
    const p = scriptInjector(doc)("/analytics/collector.js");
    expect(doc.appended).toHaveLength(1);
    expect(doc.appended[0]).toMatchObject({ src: "/analytics/collector.js", async: true });
    doc.appended[0].onload!();
    await expect(p).resolves.toBeUndefined();
  });
  it("injects a url once per document, however often it is asked", () => {
    const doc = fakeDoc();
    scriptInjector(doc)("/c.js");
    scriptInjector(doc)("/c.js");
    expect(doc.appended).toHaveLength(1);
  });
  it("rejects on a load error", async () => {
    const doc = fakeDoc();
    const p = scriptInjector(doc)("/c.js");
    doc.appended[0].onerror!();
    await expect(p).rejects.toThrow("/c.js");
  });
});

describe("loadCollector (spec §4 collector loading)", () => {
  const toggles = settings({ default: { platforms: ["tailwise"], url: "/analytics/collector.js" } });
  it("with session data, platforms and a url: injects the script once and returns the collector", async () => {
    const { logger } = setup();
    const inject = vi.fn(() => Promise.resolve());
    const collector = recordingCollector();
    const r = await loadCollector({
      session: async () => ({ userContextData: {}, analyticsToggles: { ...toggles, unidentifiedEventsBlacklist: '["x"]' } }),
      pageType: "plp",
      inject,
      getCollector: () => collector,
      logger,
    });
    expect(inject).toHaveBeenCalledExactlyOnceWith("/analytics/collector.js");
    expect(r.collector).toBe(collector);
    expect(r.platforms).toEqual(["tailwise"]);
    expect(r.blacklist).toHaveLength(1);
  });
  it("without session data loads nothing", async () => {
    const { logger } = setup();
    const inject = vi.fn();
    const r = await loadCollector({ session: async () => null, pageType: "plp", inject, getCollector: () => undefined, logger });
    expect(inject).not.toHaveBeenCalled();
    expect(r.collector).toBeUndefined();
  });
  it("logs a console error when the script fails to load", async () => {
    const { console, logger } = setup();
    const r = await loadCollector({
      session: async () => ({ userContextData: {}, analyticsToggles: toggles }),
      pageType: "plp",
      inject: () => Promise.reject(new Error("404")),
      getCollector: () => undefined,
      logger,
    });
    expect(r.collector).toBeUndefined();
    expect(logged(console.error)).toContain("Failed to load Collector script");
  });
  it("logs a console error when the script loaded but installed no collector", async () => {
    const { console, logger } = setup();
    await loadCollector({
      session: async () => ({ userContextData: {}, analyticsToggles: toggles }),
      pageType: "plp",
      inject: () => Promise.resolve(),
      getCollector: () => undefined,
      logger,
    });
    expect(logged(console.error)).toContain("Collector script loaded but the collector was not found");
  });
});
