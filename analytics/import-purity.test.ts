import { readdirSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";

// Issue rule: no DOM globals touched at import time, so node tests (and the server render) can import
// every module. Each browser global is replaced by a getter that records access during the imports.
const GLOBALS = ["window", "document", "navigator", "localStorage", "sessionStorage", "IntersectionObserver", "fetch", "location"];

const modules = [
  ...readdirSync(new URL(".", import.meta.url)).filter((f) => f.endsWith(".ts") && !f.includes(".test") && !f.includes(".testkit")),
  ...readdirSync(new URL("./collector", import.meta.url))
    .filter((f) => f.endsWith(".ts") && !f.includes(".test") && f !== "browser-entry.ts")
    .map((f) => `collector/${f}`),
];

describe("importing the analytics modules touches no browser global", () => {
  const saved = new Map<string, PropertyDescriptor | undefined>();
  afterEach(() => {
    for (const [name, desc] of saved) {
      if (desc) Object.defineProperty(globalThis, name, desc);
      else delete (globalThis as Record<string, unknown>)[name];
    }
    saved.clear();
  });

  it(`covers ${modules.length} modules`, async () => {
    expect(modules).toContain("index.ts");
    expect(modules).toContain("collector/segment-batch-client.ts");
    const touched: string[] = [];
    for (const name of GLOBALS) {
      saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          touched.push(name);
          return undefined;
        },
      });
    }
    vi.resetModules();
    for (const m of modules) await import(`./${m}`);
    expect(touched).toEqual([]);
  });
});
