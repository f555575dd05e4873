import { describe, expect, it } from "vitest";
import { PERMISSIONS_POLICY, STRICT_TRANSPORT_SECURITY, withSecurityHeaders } from "./security-headers";

const html = () => new Response("<!doctype html>", { headers: { "Content-Type": "text/html; charset=utf-8" } });
const secure = (response: Response, https: boolean) => withSecurityHeaders(response, { nonce: "abc", serverTiming: "remix;dur=1.0", https });

describe("withSecurityHeaders", () => {
  it("sends HSTS over HTTPS only (wrangler dev on plain http stays reachable)", () => {
    expect(secure(html(), true).headers.get("strict-transport-security")).toBe(STRICT_TRANSPORT_SECURITY);
    expect(STRICT_TRANSPORT_SECURITY).toMatch(/^max-age=31536000; includeSubDomains$/);
    expect(secure(html(), false).headers.get("strict-transport-security")).toBeNull();
  });

  it("switches off the powerful features no page uses, on every response, and keeps share and clipboard for the site", () => {
    for (const response of [html(), new Response("{}", { headers: { "Content-Type": "application/json" } }), new Response(null, { status: 301 })]) {
      const policy = secure(response, true).headers.get("permissions-policy")!;
      expect(policy).toBe(PERMISSIONS_POLICY);
      for (const off of ["camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()"]) expect(policy).toContain(off);
      expect(policy).toContain("web-share=(self)");
    }
  });

  it("keeps status, body and the CSP for HTML only", async () => {
    const page = secure(html(), false);
    expect(page.headers.get("content-security-policy")).toContain("'nonce-abc'");
    expect(await page.text()).toBe("<!doctype html>");
    const redirect = secure(new Response(null, { status: 301, headers: { Location: "/b/x" } }), false);
    expect([redirect.status, redirect.headers.get("location"), redirect.headers.get("content-security-policy")]).toEqual([301, "/b/x", null]);
  });

  it("sets the headers on the Worker's own response (its body untouched) and on a copy of one whose headers are immutable", async () => {
    const own = html();
    expect(secure(own, false)).toBe(own);
    expect(own.headers.get("x-content-type-options")).toBe("nosniff");
    // Response.redirect's headers are immutable, like those of a fetched response (the assets).
    const fetched = Response.redirect("http://127.0.0.1:8787/b/x", 301);
    const copy = secure(fetched, false);
    expect(copy).not.toBe(fetched);
    expect([copy.status, copy.headers.get("location"), copy.headers.get("x-content-type-options")]).toEqual([301, "http://127.0.0.1:8787/b/x", "nosniff"]);
  });
});
