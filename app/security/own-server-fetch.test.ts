import { describe, expect, it, vi } from "vitest";
import { withOwnServerHeaders } from "./own-server-fetch";

const page = { origin: "https://shop.example", market: () => "en-CA", cookie: () => "a=1; XSRF-TOKEN=tok123; b=2" };

describe("withOwnServerHeaders (spec §7)", () => {
  it("adds x-market and the XSRF header from its cookie to own-server calls", async () => {
    const inner = vi.fn(async () => new Response("ok"));
    await withOwnServerHeaders(inner, page)("/ca/app/cart", { method: "POST" });
    const headers = new Headers((inner.mock.calls[0] as unknown as [string, RequestInit])[1].headers);
    expect(headers.get("x-market")).toBe("en-CA");
    expect(headers.get("x-xsrf-token")).toBe("tok123");
  });
  it("leaves other sites' calls alone", async () => {
    const inner = vi.fn(async () => new Response("ok"));
    await withOwnServerHeaders(inner, page)("https://cdn.example/x.js", { method: "GET" });
    expect((inner.mock.calls[0] as unknown as [string, RequestInit | undefined])[1]).toEqual({ method: "GET" });
  });
  it("keeps headers the caller set", async () => {
    const inner = vi.fn(async () => new Response("ok"));
    await withOwnServerHeaders(inner, page)(new Request("https://shop.example/x", { headers: { "x-market": "en-US" } }));
    expect(new Headers((inner.mock.calls[0] as unknown as [Request, RequestInit])[1].headers).get("x-market")).toBe("en-US");
  });
});
