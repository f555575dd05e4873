import { describe, expect, it } from "vitest";
import { get } from "./worker-harness";
import { useWorker } from "./use-worker";
import { Shopper } from "./buy-path-harness";
import { MAX_URL_LENGTH } from "#worker/malformed-request.ts";

// Issue #8: malformed URLs and odd methods get the market's 400/404/405/414 page, never a 500.
// `GET /%5C` was a plain-text 500: React Router re-encoded the decoded backslash with new URL(),
// which read it as `//`.

const worker = useWorker();
const page = { accept: "text/html,application/xhtml+xml" };

describe.each([
  { market: "US", prefix: "", lang: "en-US", phone: "1-800-555-0142", home: 'href="/"' },
  { market: "Canada", prefix: "/ca", lang: "en-CA", phone: "1-800-555-0199", home: 'href="/ca"' },
])("malformed addresses in the $market market", ({ prefix, lang, phone, home }) => {
  const expectPage = async (path: string, status: number, title: string) => {
    const res = await get(worker.mf, prefix + path, { headers: page });
    expect(res.status, path).toBe(status);
    expect(res.headers.get("content-type"), path).toBe("text/html; charset=utf-8");
    const html = await res.text();
    expect(html, path).toContain(`<html lang="${lang}">`);
    expect(html, path).toContain(`<title>${title}</title>`);
    expect(html, path).toContain(phone);
    expect(html, path).toContain(home);
  };

  it.each(["/%5C", "/%5c", "/%5C%5Cevil.example", "/%2F", "/b/dog%2Ffood_c288", "/x%5C/dp/1", "//", "//evil.example", "/b//dog_c288"])(
    "%s is the not-found page (404)",
    (path) => expectPage(path, 404, "Page Not Found"),
  );

  it.each(["/%", "/b/%ZZ", "/dp/%E0%A4%A", "/%C0%AF", "/a%00b/dp/1"])("%s is the bad-request page (400)", (path) => expectPage(path, 400, "Bad Request"));

  it("an address longer than 8 KB is a 414 page", () => expectPage(`/s?query=${"dog+".repeat(MAX_URL_LENGTH / 4)}`, 414, "Address Too Long"));

  it("PUT, PATCH and DELETE are a 405 page with the methods the site takes; OPTIONS is a 204 (it was a 500 on .data)", async () => {
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const res = await get(worker.mf, `${prefix}/app/cart`, { method, body: "intent=add", headers: page });
      expect(res.status, method).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
      expect(await res.text()).toContain("<title>Not Allowed</title>");
    }
    for (const path of ["/", "/b/dog_c288.data", "/x/y.data?_routes=root"]) {
      const res = await get(worker.mf, prefix + path, { method: "OPTIONS" });
      expect([res.status, res.headers.get("allow")], path).toEqual([204, "GET, HEAD, POST, OPTIONS"]);
    }
  });

  it("a verified POST to a page without an action is the app's not-allowed page, not the maintenance page", async () => {
    const shopper = new Shopper(worker.mf);
    await shopper.get(`${prefix}/brands`);
    const res = await shopper.post(`${prefix}/brands`, { anything: "1" });
    expect(res.status).toBe(405);
    const html = await res.text();
    expect(html).toContain("<title>Not Allowed</title>");
    expect(html).not.toContain("Quick Feature Update!");
  });

  it("a well-formed address with an unusual but valid escape still works", async () => {
    expect((await get(worker.mf, `${prefix}/s?query=caf%C3%A9`)).status).toBe(200);
    expect((await get(worker.mf, `${prefix}/s?query=%`)).status).toBe(200);
  });
});
