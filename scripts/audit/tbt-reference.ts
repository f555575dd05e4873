// What Total Blocking Time any page gets at the gate's CPU factor on this host, printed beside the
// pages' own figures (decision 0089). At a high calibrated factor Lighthouse's simulation counts the
// browser's own work of loading any document (committing the navigation, the first layout with cold
// font and text caches, the HTML parser's 10 ms chunks), so a figure alone does not say how much of
// it is the page's JavaScript. Two references, run like the TBT pages (mobile, the same factor, as
// many runs), not gated:
// - a near-empty page: what the host and the factor cost any document (the floor);
// - each TBT page's own HTML without its scripts: what the document itself costs (parsing, style,
//   layout, its pictures), without a line of JavaScript; the rest of the page's figure is its scripts.
// Served by a small server of the audit's own beside the Worker; everything else (the stylesheet,
// pictures, icons) is fetched from the Worker as the page would.
import http from "node:http";
import type { AddressInfo } from "node:net";

/** The path under which the reference server serves a page's HTML without its scripts: `${WITHOUT_SCRIPTS}${page path}`. */
export const WITHOUT_SCRIPTS = "/__reference/without-scripts";
/** The path of the near-empty page. */
export const NEAR_EMPTY = "/__reference/near-empty";

/** A document with a heading and a sentence: no stylesheet, no script, no picture. */
export const NEAR_EMPTY_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  "<title>Reference</title></head><body><h1>Tailwise</h1><p>A page with nothing to load.</p></body></html>";

/**
 * The HTML without anything that runs: every script element but data blocks (JSON and JSON-LD, which
 * the browser parses as text and never runs: they are part of the document's cost) and the module
 * preloads (they would fetch and compile the scripts all the same).
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (element, attributes: string) =>
      /\btype=["']?application\/(ld\+)?json/i.test(attributes) ? element : "",
    )
    .replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi, "");
}

export interface ReferenceServer {
  url: string;
  stop(): Promise<void>;
}

/** Serves the two references and passes every other request to `origin` (the Worker under test). */
export async function startReferenceServer(origin: string): Promise<ReferenceServer> {
  const server = http.createServer((req, res) => {
    const path = req.url ?? "/";
    const answer = async () => {
      if (path === NEAR_EMPTY) return html(res, NEAR_EMPTY_PAGE);
      if (path.startsWith(`${WITHOUT_SCRIPTS}/`)) {
        const page = await fetch(origin + path.slice(WITHOUT_SCRIPTS.length), { headers: { accept: "text/html" } });
        if (!page.ok) throw new Error(`${path}: the Worker answered ${page.status}`);
        return html(res, withoutScripts(await page.text()));
      }
      const upstream = await fetch(origin + path, { headers: { accept: req.headers.accept ?? "*/*" } });
      res.writeHead(upstream.status, { "content-type": upstream.headers.get("content-type") ?? "application/octet-stream" });
      res.end(Buffer.from(await upstream.arrayBuffer()));
    };
    answer().catch((error: unknown) => {
      res.writeHead(502, { "content-type": "text/plain" });
      res.end(String((error as Error).message));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function html(res: http.ServerResponse, body: string): void {
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
  res.end(body);
}
