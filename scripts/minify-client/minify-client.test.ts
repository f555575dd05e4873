import { describe, expect, it } from "vitest";
import { COMPILE_HINT } from "#scripts/compile-hints/compile-hints.ts";
import { licenseFileOf, minifyModule } from "./minify-client";

// The module's exports, evaluated the way a browser would (an ES module of its own).
const evaluate = async (code: string) => (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`)) as Record<string, unknown>;

describe("the browser build's second minifier (decision 0085)", () => {
  const source = `
    function priceLine(value, currency) { const rounded = Math.round(value * 100) / 100; const text = currency + rounded.toFixed(2); return text; }
    const unused = () => "never called";
    export const line = priceLine(35.494, "$");
    export function total(items) { let sum = 0; for (const item of items) { sum = sum + item; } return sum; }
  `;

  it("writes fewer bytes that do the same", async () => {
    const { code, licenses } = await minifyModule(source, "chunk-AAAA.js");
    expect(code.length).toBeLessThan(source.length / 2);
    expect(code).not.toContain("never called");
    expect(licenses).toBe("");
    const minified = await evaluate(code);
    const original = await evaluate(source);
    expect(minified.line).toBe("$35.49");
    expect(minified.line).toBe(original.line);
    expect((minified.total as (items: number[]) => number)([1, 2, 3.5])).toBe(6.5);
  });

  it("moves licence notices to the file beside the chunk and names it on the first line", async () => {
    const withNotices = `/**\n * @license React\n * react-dom.production.min.js\n */\n${source}\n/*! Bundled license information:\n\nreact-router/dist/index.js:\n  (** @license MIT *)\n*/\n`;
    const { code, licenses } = await minifyModule(withNotices, "chunk-AAAA.js");
    expect(code.split("\n")[0]).toBe("/*! For license information please see chunk-AAAA.js.LICENSE.txt */");
    expect(code).not.toContain("@license");
    expect(licenses).toContain("@license React");
    expect(licenses).toContain("react-router/dist/index.js");
    expect(licenseFileOf("public/build/_shared/chunk-AAAA.js")).toBe("public/build/_shared/chunk-AAAA.js.LICENSE.txt");
  });

  it("keeps V8's compile hint when it runs again over a finished build", async () => {
    const { code } = await minifyModule(COMPILE_HINT + source, "chunk-AAAA.js");
    expect(code.startsWith(COMPILE_HINT)).toBe(true);
    // with a licence notice too: the hint stays first, the banner after it
    const withBoth = await minifyModule(`${COMPILE_HINT}/*! notice */\n${source}`, "chunk-AAAA.js");
    expect(withBoth.code.split("\n").slice(0, 2)).toEqual([COMPILE_HINT.trim(), "/*! For license information please see chunk-AAAA.js.LICENSE.txt */"]);
    expect(withBoth.code.match(/allFunctionsCalledOnLoad/g)).toHaveLength(1);
  });

  it("fails the build on code it cannot read", async () => {
    await expect(minifyModule("export const = 1;", "chunk-BROKEN.js")).rejects.toThrow();
  });
});
