import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { NEAR_EMPTY, NEAR_EMPTY_PAGE, startReferenceServer, WITHOUT_SCRIPTS, withoutScripts, type ReferenceServer } from "./tbt-reference";

const PAGE =
  '<html><head><link rel="stylesheet" href="/build/app.css"/><link rel="modulepreload" href="/build/entry.js"/>' +
  '<script type="module" async="">import "/build/entry.js";</script></head><body><h1>Dog Food</h1>' +
  '<script type="application/ld+json" id="listing-json-ld">{"@type":"ItemList"}</script>' +
  '<script type="application/json" id="personal-state">{"cartCount":0}</script>' +
  '<script nonce="abc">window.__remixContext = {};</script><script>\nconsole.log("</p>")\n</script><p>end</p></body></html>';

describe("a page's HTML without its scripts", () => {
  it("keeps the markup, the stylesheet and the data blocks, and drops every script that runs and every module preload", () => {
    expect(withoutScripts(PAGE)).toBe(
      '<html><head><link rel="stylesheet" href="/build/app.css"/></head><body><h1>Dog Food</h1>' +
        '<script type="application/ld+json" id="listing-json-ld">{"@type":"ItemList"}</script>' +
        '<script type="application/json" id="personal-state">{"cartCount":0}</script><p>end</p></body></html>',
    );
  });
});

describe("the reference server", () => {
  let worker: http.Server;
  let reference: ReferenceServer;
  beforeAll(async () => {
    // stands for the Worker: a page, and a stylesheet the page links to
    worker = http.createServer((req, res) => {
      if (req.url === "/b/dog_c288") return res.writeHead(200, { "content-type": "text/html" }).end(PAGE);
      if (req.url === "/build/app.css") return res.writeHead(200, { "content-type": "text/css" }).end("h1{color:teal}");
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => worker.listen(0, "127.0.0.1", resolve));
    reference = await startReferenceServer(`http://127.0.0.1:${(worker.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    await reference.stop();
    await new Promise((resolve) => worker.close(resolve));
  });

  it("serves the near-empty page, a page without its scripts, and passes the rest to the Worker", async () => {
    const empty = await fetch(reference.url + NEAR_EMPTY);
    expect(empty.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await empty.text()).toBe(NEAR_EMPTY_PAGE);
    expect(await (await fetch(`${reference.url}${WITHOUT_SCRIPTS}/b/dog_c288`)).text()).toBe(withoutScripts(PAGE));
    const css = await fetch(`${reference.url}/build/app.css`);
    expect([css.status, css.headers.get("content-type"), await css.text()]).toEqual([200, "text/css", "h1{color:teal}"]);
    expect((await fetch(`${reference.url}/nowhere`)).status).toBe(404);
  });

  it("says so when the Worker does not answer a page", async () => {
    const res = await fetch(`${reference.url}${WITHOUT_SCRIPTS}/nowhere`);
    expect(res.status).toBe(502);
    expect(await res.text()).toBe(`${WITHOUT_SCRIPTS}/nowhere: the Worker answered 404`);
  });
});
