import { afterEach, describe, expect, it, vi } from "vitest";
import { loadContentPage } from "./content-page.server";

/** A KV holding `entries` (already JSON-decoded), or one whose reads fail. */
function fakeKv(entries: Record<string, unknown> = {}, fail = false): KVNamespace {
  return {
    get: async (key: string) => {
      if (fail) throw new Error("KV down");
      return key in entries ? entries[key] : null;
    },
  } as unknown as KVNamespace;
}

afterEach(() => vi.restoreAllMocks());

describe("loadContentPage", () => {
  it("picks the built-in variant of the market", async () => {
    const us = await loadContentPage(fakeKv(), "/app/content/privacy", "us");
    const ca = await loadContentPage(fakeKv(), "/app/content/privacy", "ca");
    expect(us?.title).toBe("Privacy policy");
    expect(ca?.title).toBe("Privacy policy");
    expect(JSON.stringify(ca)).toContain("PIPEDA");
    expect(JSON.stringify(us)).not.toContain("PIPEDA");
  });

  it("lets a KV page override a per-market built-in page in both markets", async () => {
    const kv = fakeKv({ "page:/app/content/terms": { title: "Terms (edited)", sections: [{ heading: "New", body: "Text" }] } });
    for (const region of ["us", "ca"] as const) {
      const page = await loadContentPage(kv, "/app/content/terms", region);
      expect(page).toEqual({ title: "Terms (edited)", intro: "", sections: [{ heading: "New", body: ["Text"], list: [] }] });
    }
  });

  it("lets a KV entry carry its own variant per market", async () => {
    const kv = fakeKv({ "page:/vet-care": { byMarket: { us: { title: "Vet Care US" }, ca: { title: "Vet Care Canada" } } } });
    expect((await loadContentPage(kv, "/vet-care", "us"))?.title).toBe("Vet Care US");
    expect((await loadContentPage(kv, "/vet-care", "ca"))?.title).toBe("Vet Care Canada");
  });

  it("falls back to the built-in page when the KV entry is invalid, and logs it", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const kv = fakeKv({ "page:/app/content/terms": { byMarket: { us: { title: "only US" } } } });
    expect((await loadContentPage(kv, "/app/content/terms", "ca"))?.title).toBe("Terms of use");
    expect(error).toHaveBeenCalledWith(expect.stringContaining("content page /app/content/terms in KV is invalid"));
  });

  it("falls back to the built-in page when KV cannot be read, and logs it", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect((await loadContentPage(fakeKv({}, true), "/vet-care", "us"))?.title).toBe("Vet Care");
    expect(error).toHaveBeenCalledOnce();
  });

  it("answers null for a path with no page, even one named like an object property", async () => {
    expect(await loadContentPage(fakeKv(), "/no-such-page", "us")).toBeNull();
    expect(await loadContentPage(fakeKv(), "constructor", "us")).toBeNull();
  });
});
