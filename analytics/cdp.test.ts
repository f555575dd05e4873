import { describe, expect, it } from "vitest";
import { createCdp, emitToCollector } from "./cdp";
import { logged, recordingCollector, spyConsole } from "./fakes.testkit";
import { createLogger } from "./logger";

const setup = () => {
  const console = spyConsole();
  return { console, logger: createLogger(console, () => false) };
};

describe("customer-data platform calls", () => {
  it("sends track, page and identify to the collector's functions", () => {
    const { logger } = setup();
    const c = recordingCollector();
    emitToCollector(c, { type: "track", name: "Product Clicked", properties: { a: 1 } }, logger);
    emitToCollector(c, { type: "page", name: "Page Viewed", properties: {} }, logger);
    emitToCollector(c, { type: "identify", userId: "u1", traits: { t: 1 } }, logger);
    expect(c.calls).toEqual([
      { fn: "track", args: ["Product Clicked", { a: 1 }] },
      { fn: "page", args: ["Page Viewed", {}] },
      { fn: "identify", args: ["u1", { t: 1 }] },
    ]);
  });
  it("logs 'Failed to emit analytics event.' when the collector throws, and does not throw", () => {
    const { console, logger } = setup();
    const broken = {
      track: () => {
        throw new Error("boom");
      },
    };
    expect(() => emitToCollector(broken, { type: "track", name: "X", properties: {} }, logger)).not.toThrow();
    expect(logged(console.error)).toContain("Failed to emit analytics event.");
  });
  it("logs '{name} is no longer supported' when the collector lacks the function", () => {
    const { console, logger } = setup();
    emitToCollector({}, { type: "identify", userId: undefined, traits: {} }, logger);
    expect(logged(console.error)).toContain("identify is no longer supported");
  });
  it("queues until connected, flushes in order through the blacklist, then sends directly", () => {
    const { logger } = setup();
    const cdp = createCdp(logger);
    const c = recordingCollector();
    cdp.send({ type: "track", name: "Product Clicked", properties: { n: 1 }, key: "plp:product click:" });
    cdp.send({ type: "track", name: "Navigation Clicked", properties: { n: 2 }, key: "header:logo:" });
    cdp.send({ type: "track", name: "Product Added", properties: { n: 3 }, key: "plp:add to cart:" });
    expect(cdp.queued).toBe(3);
    expect(c.calls).toEqual([]);
    cdp.connect({ collector: c, blacklist: [/^header:/] });
    expect(c.calls.map((x) => (x.args[1] as { n: number }).n)).toEqual([1, 3]);
    expect(cdp.queued).toBe(0);
    cdp.send({ type: "track", name: "Product Removed", properties: { n: 4 } });
    expect(c.calls).toHaveLength(3);
  });
  it("hands every call that passes the blacklist to the extra target too (native bridge)", () => {
    const { logger } = setup();
    const cdp = createCdp(logger);
    const also: string[] = [];
    cdp.send({ type: "track", name: "A", properties: {} });
    cdp.connect({ also: (call) => also.push(call.name!) });
    cdp.send({ type: "track", name: "B", properties: {} });
    expect(also).toEqual(["A", "B"]);
  });
});
