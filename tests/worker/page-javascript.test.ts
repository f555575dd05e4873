import { describe, expect, it } from "vitest";
import { JS_BUDGET_LISTING_GZIP, JS_BUDGET_PRODUCT_GZIP, JS_TARGET_LISTING_GZIP, pageJavaScript } from "#scripts/budgets/page-javascript.ts";
import { HYDRATION_PAYLOAD_BUDGET_BYTES } from "#scripts/budgets/hydration-payload.ts";
import { COMPILE_HINT } from "#scripts/compile-hints/compile-hints.ts";
import { licenseFileOf } from "#scripts/minify-client/minify-client.ts";
import { useWorker } from "./use-worker";
import { get } from "./worker-harness";

// Issue #8: at most 100 KB of JavaScript (gzip) on a listing page and less on a product page; the
// analytics layer stays lazy; no schema library in the browser.

const worker = useWorker();
const html = async (path: string) => {
  const res = await get(worker.mf, path);
  expect(res.status, path).toBe(200);
  return res.text();
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe("the JavaScript a page needs before it is interactive", () => {
  it("stays within the budget on a listing page (target 100 KB gzip), and is less on a product page", async () => {
    const listing = pageJavaScript(await html("/b/dog_c288"));
    const productHref = /href="(\/[^"]+\/dp\/\d+)"/.exec(await html("/s?query=dog%20food"))![1];
    const product = pageJavaScript(await html(productHref));
    console.log(
      `listing page: ${listing.files.length} files, ${kb(listing.gzip)} (${listing.gzip} B); product page: ${product.files.length} files, ${kb(product.gzip)} (${product.gzip} B)`,
    );
    if (process.env.PAGE_WEIGHT_DEBUG)
      console.log(
        product.files.filter((f) => !listing.files.some((l) => l.file === f.file)),
        listing.files.filter((f) => !product.files.some((p) => p.file === f.file)),
      );
    // Issue #28: no budget above the target.
    expect(JS_BUDGET_LISTING_GZIP).toBeLessThanOrEqual(JS_TARGET_LISTING_GZIP);
    expect(listing.gzip).toBeLessThanOrEqual(JS_BUDGET_LISTING_GZIP);
    expect(product.gzip).toBeLessThanOrEqual(JS_BUDGET_PRODUCT_GZIP);
    expect(product.gzip).toBeLessThan(listing.gzip);
  });

  it("carries neither the analytics layer nor a schema library (zod), nor i18next", async () => {
    const { files } = pageJavaScript(await html("/s?query=cat"));
    const { readFileSync } = await import("node:fs");
    for (const { file } of files) {
      const code = readFileSync(file, "utf8");
      expect(code, file).not.toMatch(/ZodError|invalid_type_error/);
      expect(code, file).not.toMatch(/i18next::translator|i18nextify/);
      // The analytics library's event-name table (analytics/event-names.ts) only arrives lazily.
      expect(code, file).not.toContain("Product List Filtered");
    }
  });
});

describe("V8's compile hint (decision 0084)", () => {
  it("heads the framework chunk a page preloads (React DOM), and no other file of the page", async () => {
    const page = await html("/b/dog_c288");
    const preloaded = [...page.matchAll(/<link rel="modulepreload" href="(\/build\/[^"]+\.js)"/g)].map((m) => m[1]);
    const served = await Promise.all(preloaded.map(async (href) => ({ href, code: await (await get(worker.mf, href)).text() })));
    const hinted = served.filter(({ code }) => code.startsWith(COMPILE_HINT));
    expect(hinted.map(({ href }) => href)).toHaveLength(1);
    // React DOM's production build links its error codes to React's decoder page.
    expect(hinted[0].code).toContain("reactjs.org/docs/error-decoder");
    expect(served.filter(({ code }) => code.includes("reactjs.org/docs/error-decoder")).map(({ href }) => href)).toEqual([hinted[0].href]);
  });
});

describe("a listing page's hydration payload", () => {
  // The budget and what each step of it paid for: scripts/budgets/hydration-payload.ts.
  it.each(["/b/dog_c288", "/s?query=dog%20food", "/ca/b/cat_c325"])(
    `%s carries at most ${HYDRATION_PAYLOAD_BUDGET_BYTES / 1024} KB of data for hydration`,
    async (path) => {
      const page = await html(path);
      const data = [...page.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).filter((text) => text.includes("streamController.enqueue"));
      const bytes = data.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
      console.log(`${path}: hydration payload ${(bytes / 1024).toFixed(1)} KB`);
      expect(bytes).toBeGreaterThan(1000);
      expect(bytes).toBeLessThanOrEqual(HYDRATION_PAYLOAD_BUDGET_BYTES);
    },
  );
});

describe("the browser build's licence notices (decision 0085)", () => {
  it("are served beside the chunks they were taken from, each chunk naming its file", async () => {
    const page = await html("/b/dog_c288");
    const preloaded = [...page.matchAll(/<link rel="modulepreload" href="(\/build\/[^"]+\.js)"/g)].map((m) => m[1]);
    const served = await Promise.all(preloaded.map(async (href) => ({ href, code: await (await get(worker.mf, href)).text() })));
    const framework = served.find(({ code }) => code.includes("reactjs.org/docs/error-decoder"))!;
    const banner = /^(?:\/\/# allFunctionsCalledOnLoad\n)?\/\*! For license information please see ([^ ]+) \*\/\n/.exec(framework.code);
    expect(banner?.[1]).toBe(licenseFileOf(framework.href.split("/").pop()!));
    const notices = await get(worker.mf, licenseFileOf(framework.href));
    expect(notices.status).toBe(200);
    const text = await notices.text();
    expect(text).toContain("@license React");
    expect(text).toContain("react-dom.production.min.js");
    // The notices left the code the browser runs.
    for (const { code } of served) expect(code).not.toContain("@license");
  });
});
