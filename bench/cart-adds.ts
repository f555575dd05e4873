// A small bench part for issue #28 (decision 0078): what a cart add costs the server, read from the
// answer's Server-Timing `cart` entry (the command itself: catalogue check and cart write), and what
// the client waits, for a first add (a new browser: the claim and a new cart) and for later adds to
// an existing cart, one request at a time against the built worker in workerd alone (no wrangler
// proxy), on a private copy of a seeded state. Usage: npx tsx bench/cart-adds.ts [stateDir] [adds]
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { BROWSER_UA, percentiles } from "./measure";
import { findBuyableItem, newVisitor, searchCards, visitorCookies, type Visitor } from "./buy-path";
import { startWorkerdAlone } from "./server";
import { freePort } from "#tests/worker/worker-harness.ts";

/** One plain-form add; the server's `cart` time and the client's whole wait, in ms. */
async function timedAdd(base: string, visitor: Visitor, itemId: string): Promise<{ status: number; server: number; client: number }> {
  const started = performance.now();
  const res = await fetch(`${base}/app/cart`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ intent: "add", itemId, quantity: "1", _xsrf: visitor.token }).toString(),
    headers: { "user-agent": BROWSER_UA, origin: base, "content-type": "application/x-www-form-urlencoded", cookie: visitorCookies(visitor) },
  });
  await res.arrayBuffer();
  const client = performance.now() - started;
  const cart = res.headers
    .getSetCookie()
    .map((line) => /^tailwise-cart=([^;]+)/.exec(line)?.[1])
    .find(Boolean);
  if (cart) visitor.cart = cart;
  const server = Number(/(?:^|, )cart;dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "")?.[1] ?? NaN);
  return { status: res.status, server, client };
}

const summary = (name: string, runs: Array<{ status: number; server: number; client: number }>) => ({
  name,
  adds: runs.length,
  statuses: [...new Set(runs.map((run) => run.status))].join(","),
  serverMs: percentiles(runs.map((run) => run.server)),
  clientMs: percentiles(runs.map((run) => run.client)),
});

async function main() {
  const source = path.resolve(process.argv[2] ?? ".wrangler/test-state");
  const adds = Number(process.argv[3] ?? 40);
  const stateDir = mkdtempSync(path.join(tmpdir(), "tailwise-cart-bench-"));
  cpSync(source, stateDir, { recursive: true });
  const server = await startWorkerdAlone(stateDir, await freePort());
  try {
    const itemId = await findBuyableItem(server.url, await searchCards(server.url, "dog food"));
    // Warm-up: the isolate, the catalogue statements, the object class.
    const warm = await newVisitor(server.url);
    for (let i = 0; i < 5; i++) await timedAdd(server.url, warm, itemId);
    const first = [];
    for (let i = 0; i < adds; i++) first.push(await timedAdd(server.url, await newVisitor(server.url), itemId));
    const later = [];
    const visitor = await newVisitor(server.url);
    await timedAdd(server.url, visitor, itemId);
    // One line holds at most 99; the cart limit per visitor is 120 a minute.
    for (let i = 0; i < Math.min(adds, 90); i++) later.push(await timedAdd(server.url, visitor, itemId));
    console.log(JSON.stringify([summary("first add (new browser)", first), summary("add to an existing cart", later)], null, 1));
  } finally {
    await server.stop();
    rmSync(stateDir, { recursive: true, force: true });
  }
}

await main();
