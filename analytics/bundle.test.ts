import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

// Issue budget: the browser part of a listing page stays <= 15 KB gzipped in total. The browser part is
// the facade (bundled into the page) plus the collector script it injects. zod must not be in either.
const BUDGET_TOTAL = 15 * 1024;

async function gzippedBundle(entry: string) {
  const out = await build({
    entryPoints: [new URL(entry, import.meta.url).pathname],
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2020",
    write: false,
  });
  const code = out.outputFiles[0].text;
  return { code, gzipped: gzipSync(code, { level: 9 }).length };
}

describe("browser bundle size", () => {
  it("facade + collector script stay within 15 KB gzipped, without zod", async () => {
    const facade = await gzippedBundle("./index.ts");
    const collector = await gzippedBundle("./collector/browser-entry.ts");
    expect(facade.code).not.toMatch(/ZodError|ZodIssueCode/);
    expect(collector.code).not.toMatch(/ZodError|ZodIssueCode/);
    // Reported so a growing bundle is visible in the test output before it fails.
    console.info(`analytics gzip: facade ${facade.gzipped} B, collector ${collector.gzipped} B`);
    expect(facade.gzipped + collector.gzipped).toBeLessThanOrEqual(BUDGET_TOTAL);
  });
});
